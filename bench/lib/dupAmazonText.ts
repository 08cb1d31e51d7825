/**
 * How the seventh duplicate generator's sources write (lib/dupAmazon.ts): dates as each hand puts
 * them, the digitiser's OCR-like slips on transcribed paper forms, the community health agent's SMS
 * shorthand (no accents, `pcte`, `dsp`, `x`, digits), the patient's name as initials, as a full name
 * or as `APELLIDOS, NOMBRES`, ages in months for infants or rounded for adults, and the medicines as
 * a regimen's letters (`RHZE`, `TLD`), a generic with its dose, an agent's lay words or an INN.
 */
import { isoDay } from "./dupData.js"
import { type DrugKey, DRUGS } from "./dupAmazonDrugs.js"
import { FEMALE, MALE, type Spellings, SURNAMES } from "./dupAmazonLexicon.js"
import type { Event, Person } from "./dupAmazonPeople.js"
import type { Random } from "./random.js"

export const DAY = 86_400_000
export const START = Date.UTC(2023, 0, 1)
const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"]

/** The sources a DIRESA receives, and the second reports of the same event. */
export type Source = "posta" | "hospital" | "sms" | "esavi" | "listado" | "cnfv" | "seguimiento"

/** One writer's hand: how faithfully names are spelt, how many slips, capitals. */
export interface Voice { readonly source: Source; readonly reporter: string; readonly canon: number; readonly ocr: number; readonly abbr: number; readonly upper: boolean; readonly accents: boolean }

export const iso = (day: number) => isoDay(START + day * DAY)
/** The day number of an ISO date. */
export const dayOf = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - START) / DAY)
const parts = (day: number) => { const t = new Date(START + day * DAY); return { d: t.getUTCDate(), m: t.getUTCMonth() + 1, y: t.getUTCFullYear() } }
const p2 = (n: number) => String(n).padStart(2, "0")
/** A date as a hand writes it in running text. */
export const dateText = (r: Random, day: number, source: Source): string => {
  const { d, m, y } = parts(day)
  switch (source) {
    case "sms": return r.pick([`${d}/${m}`, `${d}`, `${d}-${m}`, `${d}/${m}/${y % 100}`])
    case "listado": return r.pick([`${p2(d)}/${p2(m)}/${y}`, `${p2(d)}.${p2(m)}.${y % 100}`])
    case "cnfv": return iso(day)
    case "hospital": return r.pick([`${p2(d)}/${p2(m)}/${y}`, `${d} de ${MESES[m - 1]} de ${y}`, `${p2(d)}/${p2(m)}/${y % 100}`])
    default: return r.pick([`${p2(d)}/${p2(m)}/${y % 100}`, `${d}/${m}/${y}`, `${p2(d)}-${p2(m)}-${y}`, `${d} de ${MESES[m - 1]}`, `${d}${MESES[m - 1]!.slice(0, 3)}`])
  }
}
export const monthText = (day: number) => { const { m, y } = parts(day); return `${MESES[m - 1]!.toUpperCase()} ${y}` }
export const firstOfMonth = (day: number) => { const { m, y } = parts(day); return `${y}-${p2(m)}-01` }

export const plain = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "")
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** One slip of a digitiser reading a handwritten form. */
const CONFUSIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/rn/, "m"], [/m/, "rn"], [/l/, "1"], [/i/, "l"], [/e/, "c"], [/a/, "o"], [/u/, "v"], [/n/, "h"], [/cl/, "d"], [/o/, "0"], [/s/, "5"], [/t/, "l"]
]
export const ocrWord = (r: Random, w: string): string => {
  if (w.length < 3) return w
  const [from, to] = r.pick(CONFUSIONS)
  const at = w.slice(1).search(from)
  return at < 0 ? w : w.slice(0, at + 1) + w.slice(at + 1).replace(from, to)
}
/** Slips over a text: confusions, a word cut in two or two run together, a letter dropped. */
export const ocr = (r: Random, text: string, rate: number): string => {
  const words = text.split(" ")
  const out: Array<string> = []
  for (let i = 0; i < words.length; i++) {
    let w = words[i]!
    if (r.chance(rate)) {
      const k = r.int(0, 5)
      if (k <= 2) w = ocrWord(r, w)
      else if (k === 3 && w.length > 6) { const c = r.int(2, w.length - 3); w = `${w.slice(0, c)} ${w.slice(c)}` }
      else if (k === 4 && i + 1 < words.length) { w = w + words[i + 1]!; i++ }
      else if (w.length > 4) { const c = r.int(1, w.length - 2); w = w.slice(0, c) + w.slice(c + 1) }
    }
    out.push(w)
  }
  return out.join(" ")
}

const SHORT_POST: Record<string, ReadonlyArray<string>> = {
  paciente: ["pcte", "pac.", "pcte."], tratamiento: ["tto", "tto."], "días": ["d", "dias"], "años": ["a", "a."], con: ["c/"], sin: ["s/"],
  "evaluación": ["eval."], medicamento: ["med."], refiere: ["ref.", "refiere"], presenta: ["pta", "presenta"], hospital: ["hosp.", "Hosp."],
  "aproximadamente": ["aprox."], "diagnóstico": ["dx", "Dx"], antecedente: ["ant."], "después": ["desp."], domicilio: ["dom."]
}
const SHORT_SMS: Record<string, ReadonlyArray<string>> = {
  paciente: ["pcte", "pcte", "pacte"], "después": ["dsp", "dsp", "despues"], despues: ["dsp"], de: ["d", "de", "de"], por: ["x"], que: ["q", "k"],
  con: ["c/", "con"], para: ["xa", "pa"], tratamiento: ["tto", "tratamiento"], "está": ["sta", "esta"], esta: ["sta", "esta"], "también": ["tmb", "tb"],
  "mañana": ["mñn", "manana"], "señora": ["sra"], "señor": ["sr"], hospital: ["hosp"], "días": ["dias", "d"], dias: ["dias", "d"], "años": ["a", "anos", "años"],
  porque: ["xq", "pq"], bien: ["bn", "bien"], "niño": ["nino", "nño"], "niña": ["nina"], mamá: ["mama", "mami"], hace: ["hace", "ace"]
}
/** A text in a source's hand: abbreviations, accents kept or not, capitals. */
export const hand = (r: Random, voice: Voice, text: string): string => {
  const table = voice.source === "sms" ? SHORT_SMS : SHORT_POST
  let out = text.split(" ").map((w) => {
    const key = w.toLowerCase()
    const short = table[key] ?? table[plain(key)]
    return short !== undefined && r.chance(voice.abbr) ? r.pick(short) : w
  }).join(" ")
  if (!voice.accents) out = plain(out).replace(/ñ/g, "n").replace(/Ñ/g, "N")
  if (voice.source === "sms") out = out.toLowerCase().replace(/[¿¡]/g, "").replace(/\. /g, r.chance(0.5) ? " " : ". ")
  if (voice.upper) out = out.toUpperCase()
  if (voice.ocr > 0) out = ocr(r, out, voice.ocr)
  return out
}

const spell = (r: Random, s: Spellings, canon: number) => (r.chance(canon) ? s[0]! : r.pick(s))
const given = (p: Person) => (p.sex === "F" ? FEMALE : MALE)

/** The patient's name field as this source writes it. */
export const nameField = (r: Random, p: Person, voice: Voice): string => {
  const first = spell(r, given(p)[p.first]!, voice.canon)
  const second = p.second !== null ? spell(r, given(p)[p.second]!, voice.canon) : null
  const pat = spell(r, SURNAMES[p.pat]!, voice.canon)
  const mat = spell(r, SURNAMES[p.mat]!, voice.canon)
  const withSecond = second !== null && r.chance(voice.source === "hospital" || voice.source === "esavi" ? 0.7 : 0.35)
  const nombres = withSecond ? `${first} ${second}` : first
  const letters = (ws: ReadonlyArray<string>) => ws.map((w) => w.replace(/^(Del|Da) /, "").charAt(0).toUpperCase())
  const initials = () => {
    const ls = letters([...nombres.split(" "), pat, ...(r.chance(0.9) ? [mat] : [])])
    return r.pick([ls.join(""), ls.map((l) => `${l}.`).join(""), ls.join(" "), ls.join("."), ls.join("-")])
  }
  const x = r.next()
  const upper = (s: string) => plain(s).toUpperCase()
  switch (voice.source) {
    case "sms":
      return x < 0.45 ? `${first} ${pat}`.toLowerCase() : x < 0.6 ? `${p.sex === "F" ? "sra" : "sr"} ${first}`.toLowerCase()
        : x < 0.8 ? plain(`${pat} ${mat} ${first}`).toLowerCase() : initials().toLowerCase()
    case "listado":
      return x < 0.4 ? upper(`${pat} ${mat} ${nombres}`) : x < 0.7 ? upper(`${pat} ${mat}, ${nombres}`) : initials()
    case "esavi":
      return x < 0.45 ? `${nombres} ${pat} ${mat}` : x < 0.8 ? upper(`${pat} ${mat}, ${nombres}`) : initials()
    case "hospital":
      return x < 0.5 ? initials() : x < 0.8 ? upper(`${pat} ${mat}, ${nombres}`) : `${nombres} ${pat} ${mat}`
    default: {
      const out = x < 0.55 ? initials() : x < 0.7 ? upper(`${pat} ${mat}, ${nombres}`) : x < 0.85 ? `${nombres} ${pat} ${mat}` : `${first} ${pat.charAt(0)}.${mat.charAt(0)}.`
      return voice.ocr > 0 && r.chance(voice.ocr * 2) && out.length > 6 ? ocr(r, out, 0.5) : out
    }
  }
}

/** The national centre keeps initials only: what it makes of a field it received. */
export const toInitials = (field: string): string => {
  const comma = field.split(",")
  const words = (comma.length === 2 ? `${comma[1]} ${comma[0]}` : field).replace(/\b(sra?|Del|Da|DEL|DA)\b\.? ?/g, "").split(/[\s.\-]+/).filter((w) => w.length > 0)
  return words.map((w) => w.charAt(0).toUpperCase()).join("")
}

export const ageMonths = (p: Person, day: number) => Math.max(0, Math.floor((day - p.birth) / 30.44))
export const ageYears = (p: Person, day: number) => Math.max(0, Math.floor((day - p.birth) / 365.25))

/** The age field: infants in months or years, adults sometimes rounded or a year off. */
export const ageField = (r: Random, p: Person, day: number, source: Source): number => {
  const m = ageMonths(p, day)
  const y = ageYears(p, day)
  if (m < 24) {
    const inMonths = { posta: 0.4, hospital: 0.15, sms: 0.6, esavi: 0.5, listado: 0.25, cnfv: 0.3, seguimiento: 0.4 }[source]
    return r.chance(inMonths) ? m : y
  }
  if (source === "sms" && y >= 18 && r.chance(0.4)) return Math.round(y / 5) * 5
  if ((source === "posta" || source === "listado") && y >= 15 && r.chance(0.12)) return y + r.pick([-1, 1])
  return y
}

/** The age in running text. */
export const ageText = (r: Random, p: Person, day: number, source: Source): string => {
  const m = ageMonths(p, day)
  const y = ageYears(p, day)
  const child = p.sex === "F" ? "niña" : "niño"
  if (source === "sms") return m < 24 ? r.pick([`bebe d ${m} meses`, `${m} meses`, `${m}m`]) : y < 15 ? r.pick([`${child} d ${y}a`, `${y}a`, `${y} anos`]) : r.pick([`${y}a`, `d ${y} anos`, `como ${Math.round(y / 5) * 5} anos`])
  if (m < 24) return r.pick([`lactante de ${m} meses`, `${child} de ${m} meses`, `${m} m`])
  if (y < 15) return r.pick([`${child} de ${y} años`, `escolar de ${y} años`, `menor de ${y} a`])
  return r.pick([`${p.sex === "F" ? "mujer" : "varón"} de ${y} años`, `${y} años`, `de aprox. ${y} años`, `${p.sex === "F" ? "paciente mujer" : "paciente varón"} de ${y} a`])
}

/** A product entry of the case body. */
export interface Product { readonly nombre_producto: string | null; readonly ifa: string | null; readonly registro_sanitario: string | null; readonly dosis_frecuencia: string | null; readonly via_administracion: string | null }

/** The medicines as this source lists them, and the name it puts as suspected. */
export const products = (r: Random, e: Event, voice: Voice): { readonly suspect: string; readonly list: ReadonlyArray<Product>; readonly text: string } => {
  const s = voice.source
  const keys: Array<DrugKey> = [...e.drugs]
  if (keys.length > 1 && r.chance(0.3)) keys.reverse()
  const entry = (k: DrugKey, name: string): Product => {
    const d = DRUGS[k]
    const full = s === "hospital" || s === "cnfv"
    return {
      nombre_producto: name,
      ifa: r.chance(full ? 0.85 : s === "sms" ? 0 : 0.45) ? (s === "cnfv" ? d.g.toUpperCase() : d.g) : null,
      registro_sanitario: r.chance(full ? 0.35 : 0.05) ? d.rs : null,
      dosis_frecuencia: r.chance(s === "sms" ? 0 : full ? 0.8 : 0.45) ? `${d.dose} ${d.freq}` : null,
      via_administracion: r.chance(s === "sms" ? 0 : full ? 0.8 : 0.5) ? d.via : null
    }
  }
  const generic = (k: DrugKey) => {
    const d = DRUGS[k]
    return s === "cnfv" ? plain(d.g).toUpperCase() : s === "hospital" ? `${d.g} ${d.dose} ${d.form}` : r.pick([`${d.g} ${d.dose.replace(" ", "")}`, d.g, `${d.g} ${d.dose}`, d.abbr])
  }
  const reg = e.regimen
  const singled = e.suspect !== null && r.chance(s === "hospital" || s === "cnfv" ? 0.6 : 0.35) ? e.suspect : null
  if (s === "sms") {
    const said = r.pick(DRUGS[keys[0]!].lay)
    return { suspect: said, list: [{ nombre_producto: said, ifa: null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: null }], text: said }
  }
  if (reg.fixed && (s === "listado" || r.chance(s === "hospital" || s === "cnfv" ? 0.25 : 0.55))) {
    const name = s === "listado" ? r.pick([reg.name, `ESQ. ${reg.name}`, reg.name === "RHZE" ? "ESQUEMA SENSIBLE" : `TARV ${reg.name}`])
      : r.pick([reg.name, `${reg.name} (DFC)`, reg.name === "RHZE" ? "Esquema sensible RHZE" : `${reg.name} ${keys.map((k) => DRUGS[k].abbr).join("/")}`])
    const list = [entry(keys[0]!, name)].map((p) => ({ ...p, ifa: p.ifa === null ? null : keys.map((k) => DRUGS[k].g).join(" + "), registro_sanitario: null }))
    return { suspect: singled !== null ? generic(singled) : name, list, text: name }
  }
  const names = keys.map((k) => (s === "listado" ? plain(DRUGS[k].g).toUpperCase() : generic(k)))
  const list = keys.map((k, i) => entry(k, names[i]!))
  const suspect = singled !== null ? names[keys.indexOf(singled)] ?? names[0]! : names[0]!
  return { suspect, list: s === "listado" && r.chance(0.4) ? list.slice(0, 1) : list, text: names.join(r.pick([" + ", ", ", " y "])) }
}
