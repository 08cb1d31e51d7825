/**
 * The product technical sheet (Ficha Técnica, FT) as pure functions: its sections found by their
 * numbered headings (service-spec Causality rule 4: 4.3 contraindicaciones, 4.4 advertencias,
 * 4.5 interacciones, 4.8 reacciones_adversas, 5.1 farmacodinamica), and the FT assessment of a
 * case — is the event listed, with which frequency, does the dose matter, is there a
 * contraindication — matched accent- and case-insensitively, MedDRA terms and synonyms included.
 */
import type { Case as CaseModule } from "@atalaya/core"
import { Fields } from "@atalaya/core"
import { SECCIONES, type Seccion, type Secciones, cleanText } from "./internal/sections.js"
import { findPhrase, foldKeepingLength, phraseWords, tokensOf, variantsOf } from "./internal/matching.js"
import { type Frecuencia, frequencyAt } from "./internal/frequencies.js"

// Sections, term matching and frequency bands live in internal/; callers keep this namespace.
export { SECCIONES, SECCION_KEYS, cleanText, detectSections, foundSections } from "./internal/sections.js"
export type { Seccion, Secciones } from "./internal/sections.js"
export { SINONIMOS, mentions } from "./internal/matching.js"
export { FRECUENCIAS } from "./internal/frequencies.js"
export type { Frecuencia } from "./internal/frequencies.js"

type Case = CaseModule.Case
type Producto = CaseModule.Producto
const fold = Fields.fold
// ---------------------------------------------------------------------------------------------
// The case's side

/** What the FT assessment reads of a case. */
export interface FtCaseData {
  /** Short event terms: MedDRA PT/LLT, manual PT, short event texts. */
  readonly terminos: ReadonlyArray<string>
  /** Narratives: the case description and long event texts. */
  readonly textos: ReadonlyArray<string>
  /** De-challenge and re-challenge answers of the evaluated product (`si`, `no`, ...). */
  readonly desaparecio_al_suspender: string | null
  readonly desaparecio_al_disminuir_dosis: string | null
  readonly reaparecio_reexposicion: string | null
  readonly antecedente_reaccion: string | null
  /** The patient's conditions: comorbidities and main diagnosis. */
  readonly condiciones: ReadonlyArray<string>
  /** Names of the evaluated product (name, active ingredient). */
  readonly producto: ReadonlyArray<string>
  /** Names of the other medicines taken (concomitants and other suspects). */
  readonly otros_medicamentos: ReadonlyArray<string>
  /** True when the patient is pregnant. */
  readonly gestacion: boolean
}

const SHORT_TERM_WORDS = 6

const nonBlank = (values: ReadonlyArray<string | null | undefined>): Array<string> =>
  values.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim())

/** The short event terms of a case (MedDRA terms first) and its narratives. */
export const eventTermsOf = (caso: Pick<Case, "descripcion_evento" | "eventos">): { terminos: Array<string>; textos: Array<string> } => {
  const terminos = new Set<string>()
  const textos = new Set<string>()
  for (const e of caso.eventos) {
    for (const t of nonBlank([e.meddra_pt_term, e.meddra_llt_term, e.meddra_pt_manual])) terminos.add(t)
  }
  for (const e of caso.eventos) {
    const text = e.texto?.trim().replace(/[.;:,]+$/, "") ?? ""
    if (text === "") continue
    if (phraseWords(text).length <= SHORT_TERM_WORDS) terminos.add(text)
    else textos.add(text)
  }
  const description = caso.descripcion_evento?.trim().replace(/[.;:,]+$/, "") ?? ""
  if (description !== "") {
    if (phraseWords(description).length <= SHORT_TERM_WORDS) terminos.add(description)
    textos.add(description)
  }
  return { terminos: [...terminos], textos: [...textos] }
}

/** A pregnancy in months, from `paciente_gestacion_meses_raw` (numeric text; 'No aplica' and 'Desconocido' are not). */
export const pregnant = (raw: string | null | undefined): boolean => {
  const n = Number((raw ?? "").trim().replace(",", "."))
  return Number.isFinite(n) && n > 0 && n <= 10
}

/** What the FT assessment reads of a case for one evaluated product (null: the case's first). */
export const caseDataOf = (caso: Case, producto: Producto | null): FtCaseData => {
  const { terminos, textos } = eventTermsOf(caso)
  const others = [
    ...caso.productos.filter((p) => p !== producto).map((p) => p.nombre_producto ?? p.ifa),
    ...caso.concomitantes.map((c) => c.nombre_producto)
  ]
  return {
    terminos,
    textos,
    desaparecio_al_suspender: producto?.desaparecio_al_suspender ?? null,
    desaparecio_al_disminuir_dosis: producto?.desaparecio_al_disminuir_dosis ?? null,
    reaparecio_reexposicion: producto?.reaparecio_reexposicion ?? null,
    antecedente_reaccion: producto?.antecedente_reaccion ?? null,
    condiciones: nonBlank([caso.paciente_comorbilidades, caso.paciente_diagnostico_principal]),
    producto: nonBlank(producto === null ? [caso.producto_sospechoso] : [producto.nombre_producto, producto.ifa, caso.producto_sospechoso]),
    otros_medicamentos: nonBlank(others),
    gestacion: pregnant(caso.paciente_gestacion_meses_raw)
  }
}

// ---------------------------------------------------------------------------------------------
// Finding the event in a section

/** Where and how the event was found in a section. */
export interface EventMatch {
  /** The term as written in the case or in the sheet. */
  readonly termino: string
  /** The folded section text and the match's place in it. */
  readonly start: number
  readonly end: number
  readonly frecuencia: Frecuencia | null
  /** The sentence or line around the match (original text). */
  readonly contexto: string
  /** The clause the term belongs to: from the term to the next comma, semicolon or sentence end outside parentheses. */
  readonly clausula: string
}

const SOC_OR_LABEL = /^(trastornos|infecciones|neoplasias|exploraciones complementarias|lesiones traumaticas|procedimientos|circunstancias|embarazo, puerperio|muy frecuente|frecuente|poco frecuente|rara|muy rara|frecuencia no conocida|no conocida|sistema de clasificacion)/

/** Entries a section lists: the pieces between separators, of 1-6 words and at least 4 letters. */
const entriesOf = (folded: string): Array<{ text: string; start: number }> => {
  const out: Array<{ text: string; start: number }> = []
  for (const m of folded.matchAll(/(?:[^,;:\n•·()\[\]|/ ]| (?!(?:y|o|e|u) ))+/g)) {
    const raw = m[0]
    const text = raw.trim().replace(/^(y|o|e|u)\s+/, "").replace(/[.\s]+$/, "")
    const letters = text.replace(/[^\p{L}]/gu, "").length
    const words = phraseWords(text).length
    if (letters < 4 || words === 0 || words > SHORT_TERM_WORDS || SOC_OR_LABEL.test(text)) continue
    out.push({ text, start: m.index + Math.max(0, raw.indexOf(text)) })
  }
  return out
}

const clauseFrom = (original: string, start: number, end: number): string => {
  let depth = 0
  let i = end
  for (; i < original.length; i++) {
    const ch = original[i]!
    if (ch === "(") depth++
    else if (ch === ")") depth = Math.max(0, depth - 1)
    else if (depth === 0 && (ch === "," || ch === ";" || ch === "\n" || (ch === "." && /\s|$/.test(original[i + 1] ?? "")))) break
  }
  return original.slice(start, i).trim()
}

const contextAround = (original: string, start: number, end: number): string => {
  const lineStart = original.lastIndexOf("\n", start - 1) + 1
  const lineEndRaw = original.indexOf("\n", end)
  const lineEnd = lineEndRaw === -1 ? original.length : lineEndRaw
  const line = original.slice(lineStart, lineEnd)
  if (line.length <= 300) return line.trim()
  const from = Math.max(lineStart, start - 150)
  return original.slice(from, Math.min(lineEnd, end + 150)).trim()
}

/** What {@link findEvent} matches with. */
export type EventQuery = Pick<FtCaseData, "terminos" | "textos"> & Partial<Pick<FtCaseData, "producto" | "otros_medicamentos">>

/**
 * Finds the case's event in a section. The case's short terms (and their synonyms) are looked for
 * in the section first; then, unless `fromNarrative` is false, the entries the section lists (and
 * their synonyms) are looked for in the case's narratives — skipping entries that name a medicine
 * of the case, which a narrative mentions for another reason. The first match by position wins
 * within each pass.
 */
export const findEvent = (section: string, data: EventQuery, options: { readonly fromNarrative?: boolean } = {}): EventMatch | null => {
  const original = cleanText(section)
  const folded = foldKeepingLength(original)
  const tokens = tokensOf(folded)
  let best: { termino: string; start: number; end: number } | null = null
  for (const term of data.terminos) {
    for (const variant of variantsOf(term)) {
      const hit = findPhrase(tokens, variant)
      if (hit !== null && (best === null || hit.start < best.start)) best = { termino: term, ...hit }
    }
  }
  if (best === null && options.fromNarrative !== false) {
    const caseTokens = [...data.terminos, ...data.textos].map((t) => tokensOf(foldKeepingLength(t)))
    const medicines = new Set([...(data.producto ?? []), ...(data.otros_medicamentos ?? [])].flatMap((n) => significantWords(n)))
    for (const entry of entriesOf(folded)) {
      if (phraseWords(entry.text).some((w) => medicines.has(w))) continue
      const found = variantsOf(entry.text).some((v) => caseTokens.some((tokens) => findPhrase(tokens, v) !== null))
      if (found) {
        best = { termino: original.slice(entry.start, entry.start + entry.text.length), start: entry.start, end: entry.start + entry.text.length }
        break
      }
    }
  }
  if (best === null) return null
  return {
    ...best,
    frecuencia: frequencyAt(folded, best.start),
    contexto: contextAround(original, best.start, best.end),
    clausula: clauseFrom(original, best.start, best.end)
  }
}

// ---------------------------------------------------------------------------------------------
// The FT assessment

/** Classifications of the FT assessment (service-spec "Technical-sheet (FT) analysis result"). */
export const FT_CLASIFICACIONES = ["Definida", "Probable", "Posible", "Improbable"] as const

/** An FT classification. */
export type FtClasificacion = (typeof FT_CLASIFICACIONES)[number]

/** The FT analysis result. */
export interface FtResult {
  readonly evento_listado: boolean
  /** `4.8`, or `4.4` when the event is described only among the warnings; null when not found. */
  readonly seccion: string | null
  readonly frecuencia: Frecuencia | null
  readonly dosis_relevante: boolean
  readonly contraindicacion: boolean
  readonly clasificacion: FtClasificacion
  readonly justificacion: string
  /** The term found, as written in the case or the sheet. */
  readonly termino: string | null
}

const isYes = (answer: string | null | undefined): boolean => answer === "si"

const DOSE = /\b(dosis|dosis-dependiente|dependiente de la dosis|relacionad[oa]s? con la dosis|sobredosis)\b/

const GENERIC = new Set([
  "cronica", "cronico", "aguda", "agudo", "grave", "severa", "severo", "leve", "moderada", "moderado", "antecedente",
  "antecedentes", "paciente", "historia", "tipo", "control", "controlada", "controlado", "enfermedad", "sindrome"
])

const significantWords = (text: string): Array<string> =>
  phraseWords(text).filter((w) => w.length >= 4 && !GENERIC.has(w) && !/^\d+$/.test(w))

/** Pieces of a free-text list of conditions ("HTA, insuficiencia renal crónica y asma"). */
const conditionPhrases = (texts: ReadonlyArray<string>): Array<string> =>
  texts.flatMap((t) => t.split(/[,;.\n]|\by\b|\be\b/)).map((p) => p.trim()).filter((p) => p.length >= 4)

const FORM_WORDS = new Set(["tableta", "tabletas", "capsula", "capsulas", "jarabe", "ampolla", "ampollas", "inyectable", "solucion", "suspension", "crema", "comprimido", "comprimidos", "gotas"])

/** The medicine's own name in a product line ("Warfarina sódica 5 mg tabletas" → "warfarina"). */
const medicineWord = (name: string): string | null =>
  phraseWords(name).find((w) => w.length >= 5 && !FORM_WORDS.has(w) && !/\d/.test(w)) ?? null

/** A quoted piece of free text, cut so that a justification stays short. */
const short = (text: string, max = 120): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)

/** What in section 4.3 applies to this patient, or null. */
const contraindicationOf = (section: string | undefined, data: FtCaseData): string | null => {
  if (section === undefined || section.trim() === "") return null
  const tokens = tokensOf(foldKeepingLength(section))
  for (const phrase of conditionPhrases(data.condiciones)) {
    const words = significantWords(phrase)
    const probes = words.length === 1 ? [words] : words.slice(0, -1).map((w, i) => [w, words[i + 1]!])
    for (const probe of probes) {
      // Two neighbouring words of the condition in the same order ("insuficiencia renal").
      const at = findPhrase(tokens, probe)
      if (at !== null) return `el paciente presenta «${short(phrase)}», que figura en contraindicaciones (4.3)`
      if (probe.length === 2) {
        const gap = tokens.findIndex((t, i) => t.word === probe[0] && tokens.slice(i + 1, i + 3).some((n) => n.word === probe[1]))
        if (gap !== -1) return `el paciente presenta «${short(phrase)}», que figura en contraindicaciones (4.3)`
      }
    }
  }
  for (const name of data.otros_medicamentos) {
    const word = medicineWord(name)
    if (word !== null && findPhrase(tokens, [word]) !== null) return `la contraindicación de la sección 4.3 menciona «${short(name)}», que el paciente recibía`
  }
  if (data.gestacion && findPhrase(tokens, ["embarazo"]) !== null) return "la paciente está embarazada y el embarazo figura en contraindicaciones (4.3)"
  if (isYes(data.antecedente_reaccion) && findPhrase(tokens, ["hipersensibilidad"]) !== null) {
    return "el paciente tuvo una reacción previa al producto y la hipersensibilidad figura en contraindicaciones (4.3)"
  }
  return null
}

const SECTION_NAMES: Readonly<Record<Seccion, string>> = {
  contraindicaciones: "contraindicaciones",
  advertencias: "advertencias y precauciones",
  interacciones: "interacciones",
  reacciones_adversas: "reacciones adversas",
  farmacodinamica: "propiedades farmacodinámicas"
}

const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`

/**
 * The FT assessment by rules. Listed in 4.8: Definida with a positive re-challenge; Probable with
 * a positive de-challenge or a frequency of frecuente or more; Posible otherwise. Described only
 * in 4.4: Probable with a positive re-challenge, else Posible. Not described: Posible when
 * withdrawal or re-exposure still point at the product, else Improbable.
 */
export const analyze = (secciones: Secciones, data: FtCaseData): FtResult => {
  const inAdverse = secciones.reacciones_adversas === undefined ? null : findEvent(secciones.reacciones_adversas, data)
  const inWarnings = inAdverse === null && secciones.advertencias !== undefined ? findEvent(secciones.advertencias, data) : null
  const match = inAdverse ?? inWarnings
  const seccion = inAdverse !== null ? SECCIONES.reacciones_adversas : inWarnings !== null ? SECCIONES.advertencias : null
  const dechallenge = isYes(data.desaparecio_al_suspender) || isYes(data.desaparecio_al_disminuir_dosis)
  const rechallenge = isYes(data.reaparecio_reexposicion)
  const frecuencia = inAdverse?.frecuencia ?? null
  const doseInSheet = match !== null && DOSE.test(foldKeepingLength(match.clausula))
  const dosis_relevante = doseInSheet || isYes(data.desaparecio_al_disminuir_dosis)
  const contraindication = contraindicationOf(secciones.contraindicaciones, data)

  let clasificacion: FtClasificacion
  if (inAdverse !== null) {
    clasificacion = rechallenge ? "Definida" : dechallenge || frecuencia === "muy frecuente" || frecuencia === "frecuente" ? "Probable" : "Posible"
  } else if (inWarnings !== null) {
    clasificacion = rechallenge ? "Probable" : "Posible"
  } else {
    clasificacion = dechallenge || rechallenge ? "Posible" : "Improbable"
  }

  const parts: Array<string> = []
  if (match !== null && seccion !== null) {
    const where = seccion === SECCIONES.reacciones_adversas ? SECTION_NAMES.reacciones_adversas : SECTION_NAMES.advertencias
    parts.push(`el evento «${match.termino}» figura en la sección ${seccion} (${where}) de la ficha técnica` +
      (frecuencia !== null ? ` con frecuencia «${frecuencia}»` : seccion === SECCIONES.reacciones_adversas ? " sin frecuencia indicada" : ""))
  } else if (secciones.reacciones_adversas === undefined) {
    parts.push("la ficha técnica no tiene una sección 4.8 (reacciones adversas) legible y el evento no figura en las demás secciones")
  } else {
    parts.push("el evento no figura en la sección 4.8 (reacciones adversas) de la ficha técnica")
  }
  if (rechallenge) parts.push("reapareció al reexponer al paciente")
  else if (isYes(data.desaparecio_al_suspender)) parts.push("desapareció al suspender el producto")
  else if (isYes(data.desaparecio_al_disminuir_dosis)) parts.push("desapareció al disminuir la dosis")
  if (doseInSheet) parts.push("la ficha relaciona la reacción con la dosis")
  parts.push(contraindication ?? "no se identifican contraindicaciones aplicables")
  return {
    evento_listado: match !== null,
    seccion,
    frecuencia,
    dosis_relevante,
    contraindicacion: contraindication !== null,
    clasificacion,
    justificacion: `${sentence(parts.join("; "))} Clasificación según ficha técnica: ${clasificacion}.`,
    termino: match?.termino ?? null
  }
}

/** True when the event (or a synonym) is mentioned in section 5.1: the mechanism is described. */
export const mechanismDescribed = (secciones: Secciones, data: EventQuery): boolean =>
  secciones.farmacodinamica !== undefined && findEvent(secciones.farmacodinamica, data, { fromNarrative: false }) !== null

/** Concomitant medicines named in section 4.5 (interactions). */
export const interactionsWith = (secciones: Secciones, medicines: ReadonlyArray<string>): Array<string> => {
  if (secciones.interacciones === undefined) return []
  const tokens = tokensOf(foldKeepingLength(secciones.interacciones))
  return medicines.filter((name) => {
    const word = medicineWord(name)
    return word !== null && findPhrase(tokens, [word]) !== null
  })
}
