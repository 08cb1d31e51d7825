/**
 * Technical-sheet sections: the SmPC headings kept (4.3, 4.4, 4.5, 4.8, 5.1) and their detection in a document's text.
 */
import { Fields } from "@atalaya/core"

const fold = Fields.fold


/** The sections kept, keyed by name, with their number in the SmPC layout. */
export const SECCIONES = {
  contraindicaciones: "4.3",
  advertencias: "4.4",
  interacciones: "4.5",
  reacciones_adversas: "4.8",
  farmacodinamica: "5.1"
} as const

/** A section name. */
export type Seccion = keyof typeof SECCIONES

/** The section names, in document order. */
export const SECCION_KEYS = Object.keys(SECCIONES) as ReadonlyArray<Seccion>

/** The text of each section found (absent when the document has no such section). */
export type Secciones = { readonly [K in Seccion]?: string }

// Titles as they are written in Spanish sheets (folded), used to confirm or override a number.
export const TITLES: ReadonlyArray<readonly [Seccion, RegExp]> = [
  ["contraindicaciones", /^contraindicacion/],
  ["advertencias", /^(advertencias|precauciones)/],
  ["interacciones", /^interaccion/],
  ["reacciones_adversas", /^(reacciones adversas|efectos adversos|efectos indeseables|efectos secundarios)/],
  ["farmacodinamica", /^(propiedades farmacodinamicas|farmacodinamia|farmacodinamica)/]
]

export const BY_NUMBER = new Map<string, Seccion>(SECCION_KEYS.map((k) => [SECCIONES[k], k]))

export const titleKey = (title: string): Seccion | null => {
  const folded = fold(title)
  for (const [key, re] of TITLES) if (re.test(folded)) return key
  return null
}

/** NFC, one kind of line break, words split across lines by a hyphen joined again. */
export const cleanText = (text: string): string =>
  text.normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\f\v\u00a0]/g, " ")
    .replace(/(\p{Ll})-\n[ ]*(\p{Ll})/gu, "$1$2")

export interface Heading {
  readonly start: number
  readonly bodyStart: number
  readonly key: Seccion | null
  /** false for a bare title line without a number ("REACCIONES ADVERSAS"). */
  readonly numbered: boolean
}

// "4.8 Reacciones adversas", "4.8. Reacciones adversas": a dot, and a capital after the number, so
// that a dose at the start of a line ("2,5 ml cada 8 horas") is not a heading.
export const NUMBERED = /^[ ]*(\d{1,2})[ ]*\.[ ]*(\d{1,2})\.?[ ]+(\p{Lu}.*)$/u
// "5. PROPIEDADES FARMACOLÓGICAS": an upper-case top-level heading ends the sections before it.
export const TOP_LEVEL = /^[ ]*\d{1,2}\.?[ ]+\p{Lu}[\p{Lu} ,;()-]{3,}$/u

export const headingsOf = (text: string): Array<Heading> => {
  const out: Array<Heading> = []
  let offset = 0
  for (const line of text.split("\n")) {
    const start = offset
    offset += line.length + 1
    const numbered = NUMBERED.exec(line)
    if (numbered) {
      const byNumber = BY_NUMBER.get(`${Number(numbered[1])}.${Number(numbered[2])}`) ?? null
      // A heading's words decide over its number; the number alone suffices when the words name no other section.
      out.push({ start, bodyStart: offset, key: titleKey(numbered[3]!) ?? byNumber, numbered: true })
      continue
    }
    if (TOP_LEVEL.test(line)) {
      out.push({ start, bodyStart: offset, key: null, numbered: true })
      continue
    }
    // A line that is nothing but a known title ("REACCIONES ADVERSAS:").
    const bare = line.trim().replace(/[:.]$/, "")
    if (bare.length > 0 && bare.length <= 60 && fold(bare).split(" ").length <= 7) {
      const key = titleKey(bare)
      if (key !== null) out.push({ start, bodyStart: offset, key, numbered: false })
    }
  }
  return out
}

export const assign = (text: string, headings: ReadonlyArray<Heading>, into: Partial<Record<Seccion, string>>, only: ReadonlySet<Seccion> | null) => {
  headings.forEach((h, i) => {
    if (h.key === null || (only !== null && !only.has(h.key))) return
    const end = headings[i + 1]?.start ?? text.length
    const body = text.slice(Math.min(h.bodyStart, end), end).replace(/\n{3,}/g, "\n\n").trim()
    if (body.length > (into[h.key]?.length ?? 0)) into[h.key] = body
  })
}

/**
 * The sections of a technical sheet's text. A section runs from its numbered heading to the next
 * numbered (or upper-case top-level) heading. When a section appears more than once (a table of
 * contents repeats the headings), the longest text wins. A section without a numbered heading is
 * then looked for under a bare title line ("REACCIONES ADVERSAS").
 */
export const detectSections = (raw: string): Secciones => {
  const text = cleanText(raw)
  const headings = headingsOf(text)
  const out: Partial<Record<Seccion, string>> = {}
  assign(text, headings.filter((h) => h.numbered), out, null)
  const missing = new Set(SECCION_KEYS.filter((k) => out[k] === undefined))
  if (missing.size > 0) assign(text, headings, out, missing)
  return out
}

/** The section names found, in document order. */
export const foundSections = (secciones: Secciones): ReadonlyArray<Seccion> =>
  SECCION_KEYS.filter((k) => typeof secciones[k] === "string" && secciones[k]!.length > 0)
