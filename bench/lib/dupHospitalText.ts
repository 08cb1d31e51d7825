/**
 * How people of the ninth duplicate generator's hospital unit (lib/dupHospital.ts) put things on
 * paper and into the keyboard: dates as Peruvians write them, decimals with a comma or a point,
 * a physician's shorthand, the phonetic misspellings of a hurried hand (seseo, yeísmo, b and v),
 * the slips of a technician typing from a sheet (a neighbouring key, two letters swapped) and
 * the capitals and dropped accents of the prescription system.
 */
import type { Random } from "./random.js"

/** Picks by explicit weights. */
export { pickWeighted } from "./random.js"

const MS = 86_400_000
/** Day numbers count from 1970-01-01, so a day is an integer and arithmetic on it is plain. */
export const DAY0 = Date.UTC(2023, 0, 1) / MS

/** `YYYY-MM-DD` of a day number, as the API stores dates. */
export const iso = (day: number): string => new Date(day * MS).toISOString().slice(0, 10)

const parts = (day: number) => {
  const d = new Date(day * MS)
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }
}
const two = (n: number) => String(n).padStart(2, "0")
const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]

/** `12/03/2024`: what the prescription system prints, always the same. */
export const dmy = (day: number): string => {
  const p = parts(day)
  return `${two(p.d)}/${two(p.m)}/${p.y}`
}

/** A date as a person writes it on a form or in a note; people differ, and so does one person. */
export const fecha = (r: Random, day: number): string => {
  const p = parts(day)
  switch (r.int(0, 9)) {
    case 0: case 1: case 2: return `${two(p.d)}/${two(p.m)}/${p.y}`
    case 3: case 4: return `${two(p.d)}/${two(p.m)}/${String(p.y).slice(2)}`
    case 5: return `${p.d}/${p.m}/${String(p.y).slice(2)}`
    case 6: return `${p.d} de ${MESES[p.m - 1]}`
    case 7: return `${p.d} de ${MESES[p.m - 1]} del ${p.y}`
    case 8: return `${two(p.d)}-${two(p.m)}-${String(p.y).slice(2)}`
    default: return `${two(p.d)}.${two(p.m)}.${p.y}`
  }
}

/** `12/03`: a day of the current stay, where the year goes without saying. */
export const dm = (day: number): string => {
  const p = parts(day)
  return `${two(p.d)}/${two(p.m)}`
}

/**
 * The day a typist enters into a date field from `dd/mm` handwriting: now and then read as
 * `mm/dd` when both could be a month, which moves the date by weeks or months.
 */
export const keyedDay = (r: Random, day: number, swapRate: number): string => {
  const p = parts(day)
  if (p.d <= 12 && p.d !== p.m && r.chance(swapRate)) return `${p.y}-${two(p.d)}-${two(p.m)}`
  return iso(day)
}

/** Completed years at a day. */
export const yearsAt = (birth: number, day: number): number => {
  const b = parts(birth)
  const d = parts(day)
  let a = d.y - b.y
  if (d.m < b.m || (d.m === b.m && d.d < b.d)) a--
  return Math.max(0, a)
}

/** Completed months at a day. */
export const monthsAt = (birth: number, day: number): number => Math.max(0, Math.floor((day - birth) / 30.44))

/** A decimal as the writer types it: `2.4` or `2,4`. */
export const dec = (r: Random, x: number, digits = 1): string => {
  const s = x.toFixed(digits)
  return r.chance(0.45) ? s.replace(".", ",") : s
}

/** Thousands as Peruvian labs print them: `45 000`, `45,000` or `45000`. */
export const miles = (r: Random, n: number): string => {
  if (n < 1000) return String(n)
  const head = String(Math.floor(n / 1000))
  const tail = String(n % 1000).padStart(3, "0")
  return r.pick([`${head} ${tail}`, `${head},${tail}`, `${head}${tail}`, `${head}.${tail}`])
}


/** Without accents; `ñ` survives unless the keyboard lost it too. */
export const deaccent = (s: string, enye = true): string => {
  const kept = enye ? s.replace(/ñ/g, "\u0001").replace(/Ñ/g, "\u0002") : s
  return kept.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\u0001/g, "ñ").replace(/\u0002/g, "Ñ")
}

/** The system's register: capitals, no accents, no `ñ` on old terminals. */
export const systemCaps = (s: string): string => deaccent(s, false).toUpperCase()

// Keys next to each other on a Spanish keyboard: a typist's finger lands one off.
const NEIGHBOURS: Readonly<Record<string, string>> = {
  a: "qsz", b: "vgn", c: "xvd", d: "sfe", e: "wrd", f: "dgr", g: "fhb", h: "gjn", i: "uok", j: "hkm", k: "jli", l: "kño",
  m: "nj", n: "bmh", o: "ipl", p: "oñl", q: "wa", r: "etf", s: "adw", t: "ryg", u: "yij", v: "cb", w: "qes", x: "zc", y: "tuh", z: "xs"
}

/** One slip of a typist copying a sheet: a neighbouring key, a letter left out, two swapped, a double stroke. */
export const slip = (r: Random, text: string): string => {
  const words = [...text.matchAll(/\p{L}{4,}/gu)]
  if (words.length === 0) return text
  const w = r.pick(words)
  const at = w.index + r.int(1, w[0].length - 2)
  const c = text[at]!
  const lower = c.toLowerCase()
  const kind = r.int(0, 3)
  let repl: string
  if (kind === 0 && NEIGHBOURS[lower] !== undefined) {
    const n = r.pick([...NEIGHBOURS[lower]!])
    repl = c === lower ? n : n.toUpperCase()
  } else if (kind === 1) repl = ""
  else if (kind === 2) repl = text[at + 1]! + c
  else repl = c + c
  return text.slice(0, at) + repl + text.slice(at + (kind === 2 ? 2 : 1))
}

/** `n` slips. */
export const slips = (r: Random, text: string, n: number): string => {
  let out = text
  for (let i = 0; i < n; i++) out = slip(r, out)
  return out
}

// Spellings that sound the same in Peruvian Spanish: the hand writes what the ear hears.
const SOUNDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ción/, "sión"], [/sión/, "ción"], [/ce/, "se"], [/ci/, "si"], [/z/, "s"], [/s(?=[ei])/, "c"], [/v/, "b"], [/b/, "v"],
  [/ll/, "y"], [/y(?=[aeiou])/, "ll"], [/^h/, ""], [/gi/, "ji"], [/ge/, "je"], [/x/, "cs"], [/mb/, "nb"], [/rr/, "r"]
]

/** One misspelling by sound in a longer word, as a hurried physician writes it. */
export const misspell = (r: Random, text: string): string => {
  const words = [...text.matchAll(/\p{Ll}{5,}/gu)]
  for (let tries = 0; tries < 6 && words.length > 0; tries++) {
    const w = r.pick(words)
    const [re, by] = r.pick(SOUNDS)
    if (!re.test(w[0])) continue
    return text.slice(0, w.index) + w[0].replace(re, by) + text.slice(w.index + w[0].length)
  }
  return text
}

// A physician's and a nurse's shorthand: the long word, and what the hand writes instead.
const SHORTHAND: ReadonlyArray<readonly [RegExp, ReadonlyArray<string>]> = [
  [/\bpaciente\b/g, ["pcte", "pcte.", "pac.", "pte"]], [/\bcon\b/g, ["c/"]], [/\bsin\b/g, ["s/"]], [/\bcada\b/g, ["c/"]],
  [/\bhoras\b/g, ["h", "hrs", "hs"]], [/\btratamiento\b/g, ["tto", "tto."]], [/\bdiagnóstico\b/g, ["dx", "Dx"]],
  [/\bendovenos[oa]\b/g, ["EV"]], [/\bantecedentes?\b/g, ["antec.", "AP"]], [/\bmiembros superiores\b/g, ["MMSS"]],
  [/\bmiembros inferiores\b/g, ["MMII"]], [/\bpresión arterial\b/g, ["PA", "P/A"]], [/\bfrecuencia cardiaca\b/g, ["FC"]],
  [/\bsuspende\b/g, ["susp.", "suspende"]], [/\bevolución\b/g, ["evol.", "evoluc."]], [/\baños\b/g, ["a", "a.", "años"]],
  [/\bantibiótico\b/g, ["ATB"]], [/\bdías\b/g, ["d", "días", "ds"]], [/\bfavorable\b/g, ["favorab.", "favorable"]],
  [/\bhospitalizad[oa]\b/g, ["hosp.", "hospitalizado"]], [/\bmédico\b/g, ["Md.", "médico"]], [/\bpor\b/g, ["x", "por"]],
  [/\btemperatura\b/g, ["T°", "temp."]], [/\bsaturación\b/g, ["SatO2", "sat."]], [/\bque\b/g, ["q", "que"]]
]

/** The shorthand of a handwritten card or note; each habit is used or not. */
export const shorthand = (r: Random, text: string, p: number): string => {
  let out = text
  for (const [re, forms] of SHORTHAND) if (r.chance(p)) out = out.replace(re, () => r.pick(forms))
  return out
}

/** A form's fields as a technician types them in one box: each typist separates them their own way. */
export const joinFields = (fields: ReadonlyArray<string>, sep: string): string =>
  fields.filter((f) => f.length > 0).map((f) => (sep === " " && !/[.:]$/.test(f) ? `${f}.` : f)).join(sep)

/** Capitalises the first letter. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Random digits, as record numbers are. */
export const digits = (r: Random, n: number): string => Array.from({ length: n }, (_, i) => (i === 0 ? r.int(1, 9) : r.int(0, 9))).join("")

/** `ordinal(3)` = `3er`, `2do`: how a sheet counts doses and cycles. */
export const ordinal = (r: Random, n: number): string => {
  const suffix = n === 1 || n === 3 ? "er" : n === 2 ? "do" : n === 7 || n === 10 ? "mo" : n === 9 ? "no" : "to"
  return r.chance(0.6) ? `${n}${suffix}` : `${n}°`
}
