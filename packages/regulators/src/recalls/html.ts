/**
 * Just enough HTML reading for the FDA's recall pages, without a DOM: tables as rows of cells (with
 * each cell's links and `<time datetime>`), and an article's text split into sections under its
 * headings. Entities are decoded; scripts, styles and comments are dropped.
 */

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'", nbsp: " ", ndash: "–", mdash: "—", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", reg: "®", trade: "™", copy: "©" }

/** Decodes named and numeric character references. */
export const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m
    }
    return ENTITIES[e.toLowerCase()] ?? m
  })

/** The text of an HTML fragment: tags removed, block ends as line breaks, spaces collapsed. */
export const text = (html: string): string =>
  decode(html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/giu, " ")
    .replace(/<!--[\s\S]*?-->/gu, " ")
    .replace(/<br\s*\/?>/giu, "\n")
    .replace(/<\/(p|div|li|h[1-6]|tr|section|article)>/giu, "\n")
    .replace(/<[^>]+>/gu, " "))
    .split("\n").map((l) => l.replace(/[ \t\u00a0]+/gu, " ").trim()).filter((l) => l !== "").join("\n")

/** One table cell. */
export interface Cell {
  readonly text: string
  readonly links: ReadonlyArray<{ readonly href: string; readonly text: string }>
  /** The `datetime` of a `<time>` inside, if any. */
  readonly datetime: string | null
}

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "iu").exec(tag)
  return m === null ? null : decode(m[2] ?? m[3] ?? m[4] ?? "")
}

const cell = (html: string): Cell => ({
  text: text(html).replace(/\n/gu, " "),
  links: [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/giu)].flatMap((m) => {
    const href = attr(m[1] ?? "", "href")
    return href === null ? [] : [{ href, text: text(m[2] ?? "").replace(/\n/gu, " ") }]
  }),
  datetime: (() => {
    const t = /<time\b([^>]*)>/iu.exec(html)
    return t === null ? null : attr(t[1] ?? "", "datetime")
  })()
})

/** The first table's header names (lower-cased) and body rows; null when the page has no table. */
export const firstTable = (html: string): { readonly headers: ReadonlyArray<string>; readonly rows: ReadonlyArray<ReadonlyArray<Cell>> } | null => {
  const table = /<table\b[\s\S]*?<\/table>/iu.exec(html)?.[0]
  if (table === undefined) return null
  const rows = [...table.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/giu)].map((m) => m[1] ?? "")
  const headerRow = rows.find((r) => /<th\b/iu.test(r))
  const headers = headerRow === undefined ? [] : [...headerRow.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/giu)].map((m) => text(m[1] ?? "").toLowerCase())
  const body = rows.filter((r) => /<td\b/iu.test(r)).map((r) => [...r.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/giu)].map((m) => cell(m[1] ?? "")))
  return { headers, rows: body }
}

/** The article's sections: each heading (lower-cased) with the text up to the next heading. */
export const sections = (html: string): Map<string, string> => {
  const main = /<(main|article)\b[\s\S]*?<\/\1>/iu.exec(html)?.[0] ?? html
  const out = new Map<string, string>()
  const parts = main.split(/(<h[1-4]\b[^>]*>[\s\S]*?<\/h[1-4]>)/giu)
  let heading = ""
  for (const part of parts) {
    if (/^<h[1-4]\b/iu.test(part)) heading = text(part).toLowerCase()
    else if (text(part) !== "") out.set(heading, [out.get(heading), text(part)].filter((x) => x !== undefined && x !== "").join("\n"))
  }
  return out
}
