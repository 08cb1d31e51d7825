/**
 * A small CSV reader for spreadsheets as people export them: comma or semicolon separated (a
 * Spanish-locale Excel writes semicolons), quoted fields with doubled quotes and line breaks,
 * a byte-order mark, CRLF line ends.
 */

/** Splits CSV text into rows of fields. */
export const parseCsv = (text: string): Array<Array<string>> => {
  const source = text.replace(/^\uFEFF/, "")
  const firstLine = source.slice(0, source.search(/\r?\n|$/))
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ","
  const rows: Array<Array<string>> = []
  let row: Array<string> = []
  let field = ""
  let quoted = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === "") quoted = true
    else if (c === separator) {
      row.push(field)
      field = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++
      row.push(field)
      rows.push(row)
      row = []
      field = ""
    } else field += c
  }
  if (field !== "" || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ""))
}

/** The rows after the header as objects keyed by the header's names (trimmed, lower case). */
export const records = (rows: Array<Array<string>>): Array<Record<string, string>> => {
  const [header, ...body] = rows
  if (header === undefined) return []
  const names = header.map((h) => h.trim().toLowerCase())
  return body.map((r) => Object.fromEntries(names.map((n, i) => [n, (r[i] ?? "").trim()])))
}
