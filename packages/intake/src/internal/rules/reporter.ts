/**
 * Rule-based extraction — The reporter and contact: email, phone, name, occupation, and whether they are the patient.
 */
import * as L from "../lexicon.js"
import { type Doc, matchAll } from "../text.js"
import { NAME_WORD, PERSON, TITLES } from "./shared.js"
import { fold } from "./patient.js"

// ---------------------------------------------------------------------------------------------
// Reporter and contact

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/
export const PHONE = /(?<![\w/.,])(?:\(\+\d{1,3}\)\s?|\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{3,16}\d(?![\w/]|[.,]\d)/

/** The reporter's email and phone. */
export const contacts = (doc: Doc): { readonly email: string | null; readonly phone: string | null } => {
  const email = EMAIL.exec(doc.text)?.[0] ?? null
  let phone: string | null = null
  for (const m of matchAll(PHONE, doc.text)) {
    const raw = m[0].trim()
    const digits = raw.replace(/\D/g, "")
    if (digits.length < 7 || digits.length > 13) continue
    if (/^\d{1,2}[-.\s]\d{1,2}[-.\s]\d{2,4}$/.test(raw)) continue
    const before = doc.folded.slice(Math.max(0, m.index - 30), m.index)
    const after = doc.folded.slice(m.index + m[0].length, m.index + m[0].length + 12)
    if (/\b(?:dni|lote|anexo|registro|r\.?s\.?|n[°o]\.?|nro|ruc|historia|hc|codigo)\W*$/.test(before)) continue
    if (/^\s*(?:mg|ml|u\/l|ui|\/mm|mm|x|a\s+\d)/.test(after) || /\b(?:de|bajaron)\s*$/.test(before)) continue
    const cue = /(?:tel\w*|cel\w*|movil|whatsapp|wsp|numero|contacto|fono|phone|llamar|\/)\W*$/.test(before)
    const shaped = /^\(?\+/.test(raw) || /^\d{3}-\d{3}-\d{4}$/.test(raw) || /^9\d{8}$/.test(digits) || /^0\d{7,9}$/.test(digits) || /^\(0?\d{1,2}\)/.test(raw)
    if (!cue && !shaped) continue
    phone = raw
    break
  }
  return { email, phone }
}

export const OCCUPATIONS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/q\.?\s?f\.?|qf\b|quimic[oa] farmaceutic[oa]|pharmacist|farmaceutic[oa]/, "Químico farmacéutico", "Farmaceutico"],
  [/\bdr\.?|\bdra\.?|doctor|medic[oa]|neurolog|psiquiatra|pediatra|oncolog|ophthalmolog|oftalmolog|physician/, "Médico", "Profesional de salud"],
  [/\bc\.?\s?d\.?\s|odontolog|dentista|dentist/, "Odontólogo", "Profesional de salud"],
  [/lic\.?\s?enf|\benf\.?|enfermer[oa]|nurse/, "Enfermero(a)", "Profesional de salud"],
  [/obst\.?|obstetra|obstetriz|matron/, "Obstetra", "Profesional de salud"]
]

/** The writer speaks of their own reaction ('me aplicaron la vacuna… empecé con hormigueo', "I'm a 31 year old woman"). */
export const FIRST_PERSON = /\b(?:tengo \d{1,3} anos|soy (?:varon|mujer|hombre) de \d{1,3}|mi medico me|deje de tomar\w*|de \d{1,3} anos, comunico|tome\b|presente\b|me hospitalizaron|i weigh|started me on|i stopped|me (?:aplicaron|pusieron|dieron|recetaron|vacunaron|inyectaron|internaron|hospitalizaron|salio|salieron|empezo|dio)\b|empece (?:con|a sentir)|(?:i'm|i am) (?:a )?\d{1,3}[- ](?:years?|yo|y\/o)|i (?:started|took|developed|have been)\b)/
/** The writer says outright the case is their own ('un caso en mí mismo'). */
export const SELF_EXPLICIT = /\b(?:en mi mism[oa]|en mi persona|(?:yo )?soy (?:el|la) paciente|me paso a mi|i am the patient|happened to me|on myself)\b/
/** Someone else is the patient. */
export const THIRD_PARTY = /\b(?:paciente|pcte|patient|mi (?:mama|madre|papa|padre|hij[oa]|bebe|bb|esposo|esposa|abuel\w+|herman[oa]|tio|tia|sobrin[oa])|my (?:wife|husband|son|daughter|mother|father|mom|dad|baby)|su (?:hij[oa]|madre|padre|esposo|esposa))\b/

/** The reporter's name, occupation and whether they are the patient. */
export const reporter = (doc: Doc): { readonly name: string | null; readonly occupation: string | null; readonly source: string | null; readonly self: boolean; readonly family: boolean } => {
  const o = doc.text
  const t = doc.folded
  const patterns: ReadonlyArray<RegExp> = [
    new RegExp(`(?:[Rr]eportante|REPORTANTE|[Nn]otificante|[Pp]harmacist|[Nn]urse|[Ff]armac[eé]utic[oa]|[Rr]eporta(?:do)?(?: por)?|REPORTA|[Nn]otifica(?:nte|dor|do por)?|NOTIFICA(?:DOR)?|[Rr]eported by|[Rr]eporter|[Ii]nformante|[Ii]nforma(?:do por)?|[Cc]omunica|[Rr]emite|[Ee]labora(?:do por)?|QF responsable|[Rr]esponsable|RESPONSABLE|NOTIFICADOR|REPORTANTE|[Rr]eporta su (?:madre|padre|mam[aá]|pap[aá]|hij[oa]))(?:\\s+on duty|\\s+de turno|\\s+de guardia)?\\s*[:\\-|]?\\s*(?:la |el |por la |por el |su (?:madre|padre)\\s*:?\\s*|(?:his|her|the|su) [a-záéíóú]+,\\s*|(?:[a-z]+\\s+)?(?:PharmD|RPh|MD|RN|pharmacist|nurse|physician)\\s*,\\s*)?${TITLES}*(?:(?:[A-Z][a-z]+ )?(?:[Ll]oayza|[Cc]l[ií]nico)\\s*,\\s*)?(${PERSON})`),
    new RegExp(`(?:(?:[Aa]tentamente|[Ss]aludos(?: cordiales)?|[Cc]ordialmente|[Aa]tte?\\b\\.?|[Gg]racias|[Tt]hanks|[Tt]hank you|[Cc]heers|[Rr]egards|[Bb]est|[Uu]n saludo)\\s*[,.:!]?\\s*\\n?\\s*)+(?:(?:su|tu) (?:hij[oa]|herman[oa]|espos[oa]|niet[oa]|madre|padre|mam[aá]|pap[aá])\\s*,?\\s*)?${TITLES}*(${PERSON})`),
    new RegExp(`(?:[Ss]oy (?:la |el )?(?:su [A-Za-záéíóúñ]+ )?|[Mm]e llamo |[Mm]i nombre es |(?:^|[:.]\\s*)[Yy]o,\\s*|[Ll]es? saluda (?:la |el )?|[Tt]his is |[Ll]es? habla (?:la |el )?|[Ll]e escribe |[Ll]es escribe |[Mm]y name is |I am |I'm )${TITLES}*(${PERSON})`),
    // A title opening a line or sentence; the name ends the line, or a licence number ('CEP 45781'), a contact or 'aquí' follows.
    new RegExp(`(?:^|\\n|[.!?;]\\s)\\s*${TITLES}+(${PERSON})\\s*(?:\\n|$|,|\\.\\s*$|\\s[–—-]|\\(|\\s+\\+?\\(?\\d|\\s+(?:C\\.?[EMO]\\.?P|C\\.?Q\\.?F\\.?P|C\\.?T\\.?M\\.?P|RNE)\\b|\\s+(?:aqu[ií]|here)(?=[\\s,.!]|$)|\\s+(?:de|del|from)\\s)`),
    // 'Mamá: Delia Choque, 951…', 'Nombres y apellidos del reportante: …'.
    new RegExp(`(?:^|[.!?\\n]\\s*)(?:[Mm]am[aá]|[Mm]adre|[Pp]ap[aá]|[Pp]adre|[Hh]ij[oa]|[Ff]amiliar|[Ee]spos[oa]|[Nn]ombres? y apellidos(?: del (?:reportante|notificador))?)\\s*:\\s*(${PERSON})`),
    // 'Su hijo Walter' signing a message about a parent.
    new RegExp(`(?:^|[.!?\\n]\\s*)(?:[Ss]u|[Tt]u) (?:hij[oa]|herman[oa]|espos[oa]|niet[oa]|mam[aá]|pap[aá]|madre|padre)\\s*,?\\s*(${PERSON})\\s*\\.?\\s*$`),
    // 'It's annoying but not serious. Emma Clarke, emma.clarke@gmail.com': a full name signing with its contact.
    new RegExp(`(?:^|\\n|[.!?]\\s+)(${NAME_WORD}(?:[ ]${NAME_WORD}){1,3})\\s*[,–—-]\\s*(?:[A-Za-z0-9._%+-]+@|\\+?\\(?\\d|(?:DNI|D\\.N\\.I\\.|[Cc]el\\w*|[Tt]el\\w*|[Cc]orreo|[Ee]-?mail)\\b)`),
    // A form written in capitals: 'NOTIFICADOR: DR. PERCY HUAMAN - DERMATOLOGIA'.
    /(?:NOTIFICADOR|NOTIFICANTE|REPORTANTE|NOTIFICA|REPORTA|REPORTADO POR|RESPONSABLE|QF|Q\.F\.)\s*:\s*(?:(?:DR|DRA|QF|Q\.F|LIC|ENF|OBST|TEC)\.?\s+)*([A-ZÁÉÍÓÚÑ]{2,}(?: [A-ZÁÉÍÓÚÑ]{2,}){1,3})\b/,
    new RegExp(`[.!?]\\s+(${NAME_WORD}(?:[ ]${NAME_WORD}){1,3})\\s*\\.?\\s*$`),
    new RegExp(`[.!?]\\s+(${NAME_WORD})\\s*$`),
    new RegExp(`[-–—]\\s*(${NAME_WORD})\\s*$`),
    new RegExp(`[-–—]\\s*(${NAME_WORD}(?:[ ]${NAME_WORD}){0,3})\\s*,\\s*(?:[a-z]+\\s*,\\s*)?(?:\\+?\\(?\\d|[A-Za-z0-9._%+-]+@)`),
    /\b(?:QF|Q\.F\.|DR|DRA|LIC)\.?\s+([A-ZÁÉÍÓÚÑ]{2,}(?: [A-ZÁÉÍÓÚÑ]{2,}){1,3})\s*(?:\d|$|\n)/
  ]
  for (const m of patterns.flatMap((re) => matchAll(re, o))) {
    // 'Señora Felícitas Huamaní Quispe, 38 años': a named patient, not a signature.
    const nameEnd = m.index + m[0].indexOf(m[1]!) + m[1]!.length
    if (/^,?\s*(?:de\s+)?\(?\d{1,3}\s*(?:años|anos|a\b|a\.)/.test(o.slice(nameEnd, nameEnd + 16)) &&
      !/(?:soy|me llamo|mi nombre es|i'm|i am|my name is)\s*$/.test(t.slice(Math.max(0, m.index), nameEnd - m[1]!.length))) continue
    let words = (/^[A-ZÁÉÍÓÚÑ\s]+$/.test(m[1]!) ? m[1]!.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()) : m[1]!).split(/\s+/)
    // Stop at words that are not names ('Ana López Hospital' never happens, 'Botica Salud' does).
    const cut = words.findIndex((w) => L.NOT_NAMES.has(fold(w)))
    if (cut === 0) continue
    if (cut > 0) words = words.slice(0, cut)
    while (words.length > 0 && /^(?:de|del|la|los|y)$/.test(words.at(-1)!)) words = words.slice(0, -1)
    const name = words.join(" ")
    if (name === "") continue
    const around = t.slice(Math.max(0, m.index - 5), m.index + m[0].length)
    const occupation = OCCUPATIONS.find(([re]) => re.test(around))
    const self = /(?:soy (?:la |el )?(?:senor|senora|sr|sra)?|me llamo|mi nombre es|yo,|my name is|i am|i'm)/.test(t.slice(m.index, m.index + 24)) && !/soy su /.test(t.slice(m.index, m.index + 10)) &&
      /\b(?:tengo \d|me (?:pusieron|dieron|salio|duele|diagnosticaron|operaron|vacune)|empece|tome\b|mi correo|i took|i felt|\d+ years old)/.test(t)
    // A signature under a first-person report about the writer's own reaction, with no one else as the patient, is the patient's.
    const signedOwn = !self && ((occupation === undefined && FIRST_PERSON.test(t) && !THIRD_PARTY.test(t)) || SELF_EXPLICIT.test(t))
    const family = /(?:soy su |su (?:madre|padre|mama|papa|hij[oa])|mi (?:mama|papa|hij[oa]|esposo|esposa|abuel\w+|herman[oa])|my (?:wife|husband|son|daughter))/.test(t) && !self
    return {
      name: name.slice(0, 255),
      occupation: occupation?.[1] ?? (self || signedOwn ? "Paciente" : family ? "Familiar" : null),
      source: occupation?.[2] ?? (self || signedOwn ? "Paciente" : family ? "Familiar" : null),
      self: self || signedOwn,
      family
    }
  }
  return { name: null, occupation: null, source: null, self: false, family: false }
}
