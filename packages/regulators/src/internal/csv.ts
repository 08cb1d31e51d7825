/**
 * A small RFC 4180 reader for the agencies' published files: quoted fields (with the delimiter,
 * doubled quotes and line breaks inside), CRLF or LF, and the delimiter guessed from the first
 * lines (`;` in ANVISA's file, `,` or tab in exports of the others).
 */

/** The most frequent of `;`, `,` and tab outside quotes in the first lines. */
export const guessDelimiter = (text: string): string => {
  const head = text.slice(0, 20_000).split(/\r?\n/u).slice(0, 30).join("\n").replace(/"[^"]*"/gu, "")
  const counts = [";", ",", "\t"].map((d) => [d, head.split(d).length - 1] as const)
  return counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0]
}

/** Every row of `text` as its fields. */
export const parse = (text: string, delimiter = guessDelimiter(text)): Array<Array<string>> => {
  const rows: Array<Array<string>> = []
  let row: Array<string> = []
  let field = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === "\"") {
        if (text[i + 1] === "\"") {
          field += "\""
          i++
        } else quoted = false
      } else field += c
    } else if (c === "\"" && field === "") quoted = true
    else if (c === delimiter) {
      row.push(field)
      field = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++
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

/** The bytes as text: UTF-8 when they are valid UTF-8 (a BOM dropped), else Latin-1 (ANVISA's file). */
export const decode = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/u, "")
  } catch {
    return new TextDecoder("latin1").decode(bytes)
  }
}
