/**
 * Writing and typing of the `andes` generator (lib/dupAndes.ts). A report is first a *draft*, what
 * the paper form, the list or the e-mail says (the name as its writer heard it, the age, the
 * product as that writer names it, the text), then it is *typed* into the centre's system by a
 * digitiser of the micro-network or of the DIRESA, each with a habit for initials and a degree of
 * care: a day and month swapped, a digit of the record number or the age transposed, the birth
 * date or the second product left out, slips in the text, capitals everywhere. The helpers say a
 * reaction, a product and the labs in each writer's register (clinical, technician's, the list's,
 * lay) and spoil text the way the post's hand-written forms come out: no accents, capitals,
 * the programme's abbreviations (pcte, tto, RAM, EESS, ESNPCT).
 */
import { type Drug, REACTIONS, type RKey } from "./dupAndesDrugs.js"
import { initialsOf, type InitialsStyle, iso, type Written } from "./dupAndesPeople.js"
import type { Labs } from "./dupAndesWorld.js"
import type { DupCaseRow } from "./dupData.js"
import type { Random } from "./random.js"

export type Register = "clinical" | "tech" | "list" | "lay"

type Prod = DupCaseRow["productos"][number]

/** What a report says before anyone types it. */
export interface Draft {
  readonly name: Written
  /** The initials as the paper writes them, when it gives no full name; null when it does. */
  readonly initials: string | null
  readonly edad: number
  readonly female: boolean
  readonly birth: number | null
  readonly reporter: string
  readonly product: string
  readonly productos: ReadonlyArray<Prod>
  readonly narrative: string
  readonly event: number | null
  readonly origen: string
}

/** A digitiser: the initials habit and how careless the hand is (0 to 1). */
export interface Typist { readonly style: InitialsStyle; readonly sloppy: number; readonly caps: boolean }

export const newTypist = (r: Random, sloppy: number): Typist => ({
  style: r.pick(["plain", "plain", "dots", "listOrder", "spaced", "lower", "listDots"] as const),
  sloppy,
  caps: r.chance(0.3)
})

export const noAccents = (s: string) => s.normalize("NFD").replace(/(?![\u0303])\p{M}/gu, "").normalize("NFC")

const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, ReadonlyArray<string>]> = [
  [/\bpaciente\b/gi, ["pcte", "pcte.", "pac.", "pcte"]], [/\btratamiento\b/gi, ["tto", "tto.", "tratam."]],
  [/\breacción adversa a medicamentos\b/gi, ["RAM"]], [/\breacci[oó]n adversa\b/gi, ["RAM", "RAM"]],
  [/\bestablecimiento de salud\b/gi, ["EESS", "EE.SS."]], [/\bcon\b/g, ["c/", "con", "con"]], [/\bsin\b/g, ["s/", "sin"]],
  [/\bpor\b/g, ["x", "por", "por"]], [/\bd[ií]as\b/g, ["dias", "d", "dias"]], [/\bpresenta\b/gi, ["pres.", "presenta", "presenta"]],
  [/\bhospital\b/gi, ["hosp.", "hospital"]], [/\bantecedente\b/gi, ["antec.", "antecedente"]], [/\bdiagnóstico\b/gi, ["dx", "Dx"]]
]

/** The programme's shorthand, applied here and there. */
export const abbreviate = (r: Random, s: string, p = 0.6) => {
  let out = s
  for (const [re, forms] of ABBREVIATIONS) out = out.replace(re, (m) => (r.chance(p) ? r.pick(forms) : m))
  return out
}

const KEYS = "qwertyuiopasdfghjklñzxcvbnm"

/** One slip of the hand in a longer word: dropped, doubled, swapped, or a neighbouring key. */
export const typo = (r: Random, s: string): string => {
  const words = [...s.matchAll(/\p{L}{5,}/gu)]
  if (words.length === 0) return s
  const w = r.pick(words)
  const at = w.index + r.int(1, w[0].length - 2)
  const c = s[at]!
  const k = r.int(0, 3)
  if (k === 0) return s.slice(0, at) + s.slice(at + 1)
  if (k === 1) return s.slice(0, at) + c + s.slice(at)
  if (k === 2) return s.slice(0, at) + s[at + 1]! + c + s.slice(at + 2)
  const i = KEYS.indexOf(c.toLowerCase())
  const n = i < 0 ? c : KEYS[Math.min(KEYS.length - 1, i + 1)]!
  return s.slice(0, at) + (c === c.toUpperCase() ? n.toUpperCase() : n) + s.slice(at + 1)
}

export const typos = (r: Random, s: string, n: number) => {
  let out = s
  for (let i = 0; i < n; i++) out = typo(r, out)
  return out
}

/** A health post's hand: no accents, often capitals, the programme's shorthand. */
export const postHand = (r: Random, s: string, capsP = 0.5) => {
  let out = abbreviate(r, s)
  if (r.chance(0.75)) out = noAccents(out)
  return r.chance(capsP) ? out.toUpperCase() : out
}

/** A reaction in a register. */
export const say = (r: Random, k: RKey, reg: Register) => r.pick(REACTIONS[k][reg])

/** The reactions of an event in a register, joined as that writer joins them. */
export const sayAll = (r: Random, ks: ReadonlyArray<RKey>, reg: Register) => {
  const words = ks.map((k) => say(r, k, reg))
  return reg === "list" ? words.join(" + ") : words.join(r.pick([" y ", ", ", " ademas "]))
}

/** A product in a register. */
export const productIn = (r: Random, d: Drug, reg: Register, part: string | null = null): string => {
  switch (reg) {
    case "clinical":
      return part !== null && r.chance(0.5) ? part : r.chance(0.25) && d.brands.length > 0 ? r.pick(d.brands) : r.pick(d.formal)
    case "tech": return r.chance(0.15) && d.brands.length > 0 ? r.pick(d.brands) : r.pick(d.abbrev)
    case "list": return d.abbrev[r.chance(0.7) ? 0 : Math.min(1, d.abbrev.length - 1)]!.toUpperCase()
    case "lay": return r.chance(0.5) ? `${r.pick(d.lay)} (${d.abbrev[0]})` : r.pick(d.abbrev)
  }
}

/** The labs of an event as each writer puts them; `factor` for a later control. */
export const labsText = (r: Random, l: Labs, reg: Register, factor = 1): string | null => {
  const v = (x: number) => (factor === 1 ? x : Math.round(x * factor * (x < 20 ? 10 : 1)) / (x < 20 ? 10 : 1))
  const parts: Array<string> = []
  const unit = reg === "clinical"
  if (l.tgo !== undefined) parts.push(`TGO ${v(l.tgo)}${unit ? " U/L" : ""}`)
  if (l.tgp !== undefined) parts.push(`TGP ${v(l.tgp)}${unit ? " U/L" : ""}`)
  if (l.bt !== undefined && (reg === "clinical" || r.chance(0.4))) parts.push(`${unit ? "bilirrubina total" : "BT"} ${v(l.bt)}${unit ? " mg/dL" : ""}`)
  if (l.urico !== undefined) parts.push(`${unit ? "ácido úrico" : "ac. urico"} ${v(l.urico)}${unit ? " mg/dL" : ""}`)
  if (l.qtc !== undefined) parts.push(`QTc ${factor === 1 ? l.qtc : Math.round(l.qtc * 0.9)} ms`)
  if (l.hb !== undefined) parts.push(`Hb ${factor === 1 ? l.hb : Math.round(l.hb * 11.5) / 10} g/dL`)
  if (l.crea !== undefined) parts.push(`creatinina ${v(l.crea)}${unit ? " mg/dL" : ""}`)
  if (parts.length === 0) return null
  return reg === "clinical" ? parts.join(", ") : parts.join(r.pick([" ", ", ", " / "]))
}

const swapDayMonth = (day: number): string | null => {
  const s = iso(day)
  const [y, m, d] = s.split("-") as [string, string, string]
  return Number(d) <= 12 && d !== m ? `${y}-${d}-${m}` : null
}

const swapDigits = (s: string) => {
  if (s.length < 2) return s
  const i = s.length - 2
  return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2)
}

/** What a second typing may leave empty. */
export type Blank = "birth" | "event" | "productos" | "none"

/** Types a draft into the system: fields as this typist keys them, with this typist's slips. */
export const typeDraft = (r: Random, d: Draft, t: Typist, received: number, blank: Blank = "none"): DupCaseRow => {
  let initials = d.initials ?? initialsOf(d.name, t.style)
  if (d.initials !== null && r.chance(0.4)) initials = initials.replace(/[.\s]/g, "").toUpperCase()
  if (r.chance(0.02 * t.sloppy)) initials = initials.slice(0, -1)
  let edad = d.edad
  if (edad >= 10 && r.chance(0.02 * t.sloppy)) edad = Number(swapDigits(String(edad)))
  const date = (day: number | null, drop: number): string | null => {
    if (day === null || r.chance(drop)) return null
    if (r.chance(0.04 * t.sloppy)) return swapDayMonth(day) ?? iso(day)
    return iso(day)
  }
  const birth = blank === "birth" ? null : date(d.birth, 0.05 * t.sloppy)
  const event = blank === "event" ? null : date(d.event, 0.04 * t.sloppy)
  let narrative = d.narrative
  const n = Math.round(t.sloppy * r.int(0, 4))
  if (n > 0) narrative = typos(r, narrative, n)
  if (t.caps && r.chance(0.5)) narrative = narrative.toUpperCase()
  // Record numbers keyed by hand: a pair of digits swapped now and then.
  if (r.chance(0.05 * t.sloppy)) narrative = narrative.replace(/\b(\d{4,6})\b/, (m) => swapDigits(m))
  let product = d.product
  if (r.chance(0.04 * t.sloppy)) product = typo(r, product)
  if (t.caps && r.chance(0.3)) product = product.toUpperCase()
  const productos = blank === "productos" || r.chance(0.1 * t.sloppy) ? [] : d.productos
  return {
    paciente_iniciales: initials,
    paciente_edad: edad,
    paciente_sexo: d.female ? "F" : "M",
    paciente_fecha_nacimiento: birth,
    reportante_nombre: d.reporter,
    producto_sospechoso: product.slice(0, 250),
    descripcion_evento: narrative,
    fecha_inicio_evento: event,
    fecha_recepcion: iso(received),
    origen_notificacion: d.origen,
    productos
  }
}

/** A product entry as a writer fills it in. */
export const productEntry = (r: Random, d: Drug, name: string, care: number): Prod => ({
  nombre_producto: name,
  ifa: r.chance(care) ? d.ifa : null,
  registro_sanitario: r.chance(care * 0.6) ? d.registro : null,
  dosis_frecuencia: r.chance(0.3 + care * 0.5) ? r.pick(d.dosis) : null,
  via_administracion: r.chance(0.3 + care * 0.6) ? (r.chance(0.5) ? d.via : d.via.toUpperCase().slice(0, 2) === "OR" ? "VO" : d.via) : null
})
