/**
 * The other hands of the `andes` generator (lib/dupAndes.ts): the regional hospital's pharmacist,
 * who writes of a patient referred from a health post in full clinical Spanish, with the
 * hospital's record number, the birth date from the insurance (SIS) record and, for a regimen,
 * the single drug blamed; the obstetrician of a health centre (pregnant women, newborns); the
 * DIRESA epidemiologist's e-mail that forwards a report, quoting it, with a paragraph of her own;
 * and the nurse who writes down a community health agent's call: the patient's first name and
 * surname as the agent says them, an age guessed, the drug in the family's words, no dates.
 */
import { ageOn, fullName, initialsOf, monthsOn, writeDay, writeName } from "./dupAndesPeople.js"
import { type Draft, labsText, noAccents, postHand, productEntry, productIn, sayAll } from "./dupAndesText.js"
import type { Event } from "./dupAndesWorld.js"
import type { Random } from "./random.js"

const DX: Readonly<Record<string, ReadonlyArray<string>>> = {
  tb: ["tuberculosis pulmonar frotis positivo", "TB pulmonar BK (+)", "tuberculosis pulmonar con confirmación bacteriológica", "TB extrapulmonar (ganglionar)"],
  tpi: ["contacto de TB pulmonar en terapia preventiva con isoniazida"],
  mdr: ["TB MDR", "tuberculosis multidrogorresistente", "TB resistente a rifampicina (TB RR)"],
  vih: ["infección por VIH en TAR", "VIH estadio clínico 2", "infección por VIH"],
  general: ["neumonía adquirida en la comunidad", "infección urinaria", "faringoamigdalitis", "celulitis en miembro inferior", "dolor abdominal"],
  anemia: ["anemia ferropénica"], gestante: ["gestación"], vacuna: ["vacunación"]
}

/** The hospital pharmacist's report of a patient, often one referred by a post. */
export const draftHospital = (r: Random, e: Event, pharmacist: string): Draft => {
  const p = e.person
  const name = writeName(r, p, 0.9)
  const admit = e.seen + (e.referred ? r.int(0, 3) : 0)
  const age = ageOn(p, admit)
  const ageWords = age < 2 ? `${monthsOn(p, admit)} meses` : `${age} años`
  const drugText = productIn(r, e.drug, "clinical", e.part)
  const reactions = sayAll(r, e.reactions, "clinical")
  const segs: Array<string> = []
  segs.push(`${p.female ? "Paciente mujer" : "Paciente varón"} de ${ageWords}${r.chance(0.2) ? ` (${fullName(name)})` : ""}, con diagnóstico de ${r.pick(DX[e.programa] ?? DX.general!)}`)
  if (e.referred && r.chance(0.85)) segs.push(`${p.female ? "referida" : "referido"} del ${e.post.name} (Microred ${e.post.microred})${r.chance(0.4) ? ` con HC ${e.hc}` : ""}`)
  segs.push(`en tratamiento con ${e.drug.parts.length > 0 ? e.drug.formal[0] : drugText}${["tb", "mdr"].includes(e.programa) ? ` (${e.drug.abbrev[0]})` : ""} desde el ${writeDay(r, e.start, r.pick([0, 3]))}`)
  const first = segs.join(", ") + "."
  const onsetText = r.chance(0.6) ? `El ${writeDay(r, e.onset, r.pick([0, 3]))} inicia` : `A los ${Math.max(1, e.onset - e.start)} días de tratamiento presenta`
  const labs = labsText(r, e.labs, "clinical")
  const sentences = [
    first,
    `${onsetText} ${reactions}${e.referred ? `, por lo que ingresa ${r.pick(["por emergencia", "a hospitalización de medicina", "a neumología"])} el ${writeDay(r, admit, r.pick([0, 3]))}` : ""}.`,
    labs !== null ? `${r.pick(["Exámenes", "Laboratorio", "Perfil hepático y otros"])}: ${labs}.` : "",
    e.part !== null && r.chance(0.6) ? `Se considera probable relación con ${e.part.split(" ")[0]!.toLowerCase()}.` : "",
    `${e.action === "continua" ? "Se mantiene el tratamiento con vigilancia" : e.action === "reduce" ? "Se ajusta la dosis" : "Se suspende el tratamiento"}${r.chance(0.5) ? r.pick(["tb", "mdr", "tpi"].includes(e.programa) ? [" y se inicia manejo sintomático", ", hidratación y protector hepático", " con interconsulta a neumología", " y se comunica a la ESNPCT"] : [" y se inicia manejo sintomático", " con antihistamínico y corticoide", ", hidratación y observación"]) : ""}.`,
    r.chance(0.5) ? `HC ${r.chance(0.5) ? "hospitalaria " : ""}${e.hcHosp}.` : "",
    r.chance(0.3) ? `DNI ${p.dni ?? "no registra"}.` : ""
  ].filter((s) => s !== "")
  const productos = e.drug.parts.length > 0 && r.chance(0.6)
    ? e.drug.parts.map(([n]) => productEntry(r, e.drug, n, 0.8)).map((x) => ({ ...x, ifa: x.nombre_producto!.split(" ")[0]! }))
    : [productEntry(r, e.drug, drugText, 0.85)]
  return {
    name,
    initials: null,
    edad: age,
    female: p.female,
    birth: r.chance(0.75) ? p.birth : null,
    reporter: `${pharmacist} - Farmacovigilancia ${e.post.hospital.short}`,
    product: drugText,
    productos,
    narrative: sentences.join(" "),
    event: r.chance(0.6) ? e.onset : r.chance(0.6) ? admit : null,
    origen: r.chance(0.7) ? "web_form" : "email"
  }
}

/** The obstetrician's report: a pregnant woman, or a newborn and its mother. */
export const draftObstetra = (r: Random, e: Event, obstetra: string): Draft => {
  const p = e.person
  const name = writeName(r, p, 0.7)
  const age = ageOn(p, e.seen)
  const weeks = r.int(12, 38)
  const product = productIn(r, e.drug, r.chance(0.6) ? "clinical" : "tech")
  const who = e.programa === "gestante" && p.female && age >= 14
    ? `Gestante de ${age} años, ${r.chance(0.5) ? `${weeks} semanas` : `EG ${weeks} ss`}, en control prenatal en ${e.post.name}`
    : `${age < 1 ? `Lactante de ${monthsOn(p, e.seen)} meses` : `Niño(a) de ${age} años`}${p.mother !== null ? `, hijo(a) de ${initialsOf(writeName(r, p.mother, 0.7), "dots")}` : ""}, en control CRED en ${e.post.name}`
  const text = [
    `${who}.`,
    `Recibe ${product} desde el ${writeDay(r, e.start)}.`,
    `${r.chance(0.5) ? `El ${writeDay(r, e.onset)}` : `A los ${Math.max(1, e.onset - e.start)} días`} refiere ${sayAll(r, e.reactions, r.chance(0.5) ? "clinical" : "tech")}.`,
    e.action === "suspende" ? r.pick(["Se suspende y se cambia a otra presentación.", "Se suspende temporalmente.", "Se refiere para evaluación."]) : r.pick(["Se da consejería sobre la toma con alimentos.", "Continúa con vigilancia.", "Se indica tomar después de comidas."])
  ].join(" ")
  return {
    name,
    initials: initialsOf(name, r.pick(["dots", "plain"])),
    edad: age,
    female: p.female,
    birth: r.chance(0.5) ? p.birth : null,
    reporter: obstetra,
    product,
    productos: r.chance(0.5) ? [productEntry(r, e.drug, product, 0.5)] : [],
    narrative: r.chance(0.35) ? noAccents(text) : text,
    event: r.chance(0.8) ? e.onset : null,
    origen: "web_form"
  }
}

const ADDITIONS: ReadonlyArray<(r: Random, e: Event) => string> = [
  (r, e) => `Se comunica que ${e.referred ? `el paciente fue referido al ${e.post.hospital.name}` : "el paciente continúa en su establecimiento"} y se solicita su evaluación de causalidad.`,
  (r, e) => `La ${r.pick(["coordinadora", "responsable"])} de la ESNPCT de la Red ${e.post.red} informa que el caso ${r.pick(["ya fue registrado en el SIGTB", "está en seguimiento", "será presentado en el CERI"])}.`,
  (r, e) => { const l = labsText(r, e.labs, "clinical", 0.8); return l !== null ? `Se adjunta control de laboratorio: ${l}.` : "Se adjunta la ficha escaneada." },
  () => "Se reenvía para su conocimiento y fines pertinentes. Favor de confirmar recepción.",
  (r, e) => `Por favor registrar; el establecimiento (${e.post.name}) no tiene acceso al sistema en línea.`
]

/** The DIRESA epidemiologist's e-mail that forwards a report, quoting it if there is one. */
export const draftForward = (r: Random, e: Event, epi: string, quoted: Draft | null, tech: string): Draft => {
  const p = e.person
  const name = quoted?.name ?? writeName(r, p, 0.5)
  const greet = r.pick(["Buenos días", "Buenas tardes", "Estimados", "Saludos cordiales"])
  const intro = `${greet}, ${r.pick(["se remite", "reenvío", "hago llegar"])} la notificación de ${r.pick(["sospecha de RAM", "RAFA", "reacción adversa"])} recibida de ${r.chance(0.5) ? `la Red ${e.post.red}` : `la Microred ${e.post.microred}`}${r.chance(0.5) ? ` (${e.post.name})` : ""}.`
  const add = r.pick(ADDITIONS)(r, e)
  const body = quoted !== null
    ? quoted.narrative
    : postHand(r, `pcte de ${ageOn(p, e.seen) < 2 ? `${monthsOn(p, e.seen)} meses` : `${ageOn(p, e.seen)} años`}, con ${productIn(r, e.drug, "tech")}, ${writeDay(r, e.onset)} presenta ${sayAll(r, e.reactions, "tech")}`, 0.4)
  const quote = r.chance(0.5) ? body.split(/(?<=\.)\s+/).map((l) => `> ${l}`).join("\n") : body
  const header = r.pick([`---------- Mensaje reenviado ----------\nDe: ${quoted?.reporter ?? tech}`, `-----Mensaje original-----\nDe: ${quoted?.reporter ?? tech}`, "Texto de la notificación:"])
  const sign = `Atte.\n${epi}\nEpidemiología - DIRESA ${e.post.diresa}`
  const narrative = [intro, r.chance(0.5) ? add : "", header, quote, r.chance(0.5) ? "" : add, sign].filter((s) => s !== "").join("\n\n")
  const product = quoted !== null && r.chance(0.55) ? quoted.product : productIn(r, e.drug, r.chance(0.5) ? "clinical" : "tech")
  return {
    name,
    initials: quoted?.initials ?? (r.chance(0.6) ? initialsOf(name, "plain") : null),
    edad: quoted?.edad ?? ageOn(p, e.seen),
    female: p.female,
    birth: quoted !== null ? (r.chance(0.6) ? quoted.birth : null) : null,
    reporter: epi,
    product,
    productos: quoted !== null && r.chance(0.4) ? quoted.productos : [],
    narrative,
    event: quoted !== null ? (r.chance(0.75) ? quoted.event : null) : r.chance(0.7) ? e.onset : null,
    origen: "email"
  }
}

/** The nurse's note of a community health agent's call. */
export const draftCall = (r: Random, e: Event, nurse: string, agent: string): Draft => {
  const p = e.person
  const heard = writeName(r, p, 0.1)
  const name = { given: [heard.given[0]!], pat: heard.pat, mat: heard.mat }
  const age = ageOn(p, e.seen)
  const guess = age < 15 ? age : Math.max(15, Math.round((age + r.int(-4, 4)) / 5) * 5)
  const community = r.pick(e.post.community)
  const kid = age < 12
  const whom = kid ? `${r.pick(p.female ? ["la niña", "la menor"] : ["el niño", "el menor"])} ${name.given[0]} ${name.pat}` : `${p.female ? "la señora" : "el señor"} ${name.given[0]} ${name.pat}`
  const text = [
    `${r.pick(["Llamada de ACS", "Se recibe llamada del agente comunitario", "Llamada telefonica de promotor de salud", "ACS llama al EESS"])} ${agent} de la comunidad de ${community}${r.chance(0.8) ? ` (${e.post.name})` : ""}`,
    `refiere que ${whom}${r.chance(0.6) ? `, de ${age < 15 ? "" : "aprox. "}${guess} años,` : ""} que ${kid && p.mother !== null ? "su mama le da" : "toma"} ${productIn(r, e.drug, "lay")}, ${sayAll(r, e.reactions, "lay")}`,
    r.pick(["Se coordina visita domiciliaria", "Se indica que acuda al EESS", "Se indica suspender hasta evaluacion", "Se avisa al responsable de la estrategia"])
  ].join(", ").replace(/, (\p{Lu})(\p{Ll})/gu, (_, a: string, b: string) => `, ${a.toLowerCase()}${b}`) + "."
  return {
    name,
    initials: initialsOf(name, r.pick(["nameSurname", "nameSurname", "plain"])).replace(/^(\w)(\w)(\w)$/, "$1$2"),
    edad: guess,
    female: p.female,
    birth: null,
    reporter: nurse,
    product: productIn(r, e.drug, "lay"),
    productos: [],
    narrative: r.chance(0.5) ? noAccents(text) : text,
    event: r.chance(0.1) ? e.onset : null,
    origen: "telefono"
  }
}
