/**
 * Reports that reach the eighth duplicate generator's inbox (lib/dupTitular.ts) from further away
 * or later: a social media post copied in by the community manager (a nickname, an approximate age,
 * no dates), a licensing partner's E2B-like re-transmission in English or Portuguese (MedDRA preferred
 * terms, ISO dates, "34 Year", "Female"), a local journal's case report published months later
 * (no initials, age and sex), and a follow-up of an earlier report.
 */
import type { DupCaseRow } from "./dupData.js"
import { coAuthor, JOURNALS, NICKNAMES, PARTNERS, pickFemale, pickMale } from "./dupTitularLexicon.js"
import { QUALITY, REACTIONS } from "./dupTitularProducts.js"
import {
  actionAs, ageAt, ageWords, bare, cap, conditionEs, dm, dmy, innOf, iso, joinAnd, latencyEs, monthsAt, monthYear, nameAs, nameStyle,
  outcomeAs, personWord, productAs, react, reactions, strength, typo
} from "./dupTitularText.js"
import type { Event } from "./dupTitularWorld.js"
import type { Random } from "./random.js"
import type { Ask } from "./dupTitularLocal.js"

const sexOf = (e: Event): "F" | "M" => (e.person.female ? "F" : "M")
const quality = (e: Event) => e.reactions.some((k) => QUALITY.includes(k))
/** A relative's or the inbox's third-person clause as the patient writes it about herself. */
const firstPerson = (s: string): string => [
  [/\bse le\b/g, "se me"], [/\ble\b/g, "me"], [/\bse inyectó\b/g, "me inyecté"], [/\bse aplica\b/g, "me aplico"], [/\bsacarse\b/g, "sacarme"],
  [/\btiene\b/g, "tengo"], [/\bsalió embarazada\b/g, "salí embarazada"], [/\bquedó embarazada\b/g, "quedé embarazada"], [/\bse cuidaba\b/g, "me cuidaba"],
  [/\bse desmayó\b/g, "me desmayé"], [/\bse desvaneció\b/g, "me desvanecí"], [/\bvomitó\b/g, "vomité"], [/\bse fue\b/g, "me fui"], [/\bsiente\b/g, "siento"],
  [/\bsus heces\b/g, "mis heces"], [/\busó\b/g, "usé"], [/\bcasi se desmaya\b/g, "casi me desmayo"], [/\btoma\b/g, "tomo"], [/\bse hincharon\b/g, "se me hincharon"], [/\bse hinchan\b/g, "se me hinchan"]
].reduce((t, [re, to]) => t.replace(re as RegExp, to as string), s)
const cut = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, s.lastIndexOf(" ", n))}…`)

/** A post or comment on the laboratory's pages, copied into the inbox by the community manager. */
export const fromPost = (r: Random, e: Event, posted: number): DupCaseRow => {
  const p = e.person
  const years = ageAt(p.birth, e.onset)
  const byRelative = e.pregnancy?.role === "bebe" || years < 15 || (years >= 65 ? r.chance(0.8) : r.chance(0.2))
  const network = r.pick(["Facebook", "Facebook", "Instagram", "TikTok", "la web (comentarios)"])
  const nick = r.pick(NICKNAMES[p.given[0]!] ?? [p.given[0]!])
  const handle = byRelative
    ? `${p.female || years < 15 ? pickFemale(r) : pickMale(r)} ${r.chance(0.6) ? p.pat : p.mat}`
    : r.pick([`${nick} ${p.pat}`, `${nick} ${p.pat.charAt(0)}.`, `${p.given[0]} ${p.pat}`, `${nick} ${p.mat}`])
  const age = years >= 15 ? (r.chance(0.5) ? Math.round(years / 5) * 5 : years + r.int(-2, 2)) : years
  const ago = Math.max(0, posted - e.onset)
  const when = ago === 0 ? "hoy" : ago === 1 ? "ayer" : ago <= 6 ? r.pick([`hace ${ago} dias`, "desde el lunes", "esta semana"]) : r.pick(["hace como dos semanas", "hace tiempo", "desde el mes pasado"])
  const onset = r.chance(0.6) || ago > 6 ? null : e.onset + (r.chance(0.6) ? 0 : r.pick([-1, 1]))
  const brand = e.product.klass === "vacuna" && r.chance(0.5) ? `la vacuna ${e.product.brand === "Papilovac" ? "del papiloma" : e.product.brand === "Fluandes" ? "de la influenza" : "del neumococo"}`
    : r.chance(0.2) ? typo(r, e.product.brand.toLowerCase()) : r.chance(0.5) ? e.product.brand.toLowerCase() : e.product.brand
  const lay = joinAnd(e.reactions.map((k) => react(r, k, "lay")))
  const ask = r.pick(["es normal??", "a alguien mas le paso?", "que hago?", "nadie me responde", "estoy preocupada", "ojo con este producto", "por favor respondan"])
  const use = e.product.klass === "bio" ? "se aplica" : e.product.klass === "vacuna" ? "le pusieron" : e.product.klass === "antibiotico" ? "le recetaron" : "toma"
  let text: string
  if (e.pregnancy?.role === "madre") text = `sali embarazada usando ${brand}!! ya tengo ${e.pregnancy.weeks} semanas, alguien sabe si le afecta al bebe??`
  else if (e.pregnancy?.role === "bebe") text = `use ${brand} en el embarazo y mi bebe nacio ${when}${e.reactions.length > 1 ? `, ${react(r, e.reactions[1]!, "lay")}` : ""}, ${ask}`
  else if (quality(e)) text = `compre ${brand} y ${lay}${e.lot !== null && r.chance(0.6) ? `, lote ${e.lot}` : ""}, ${ask}`
  else if (byRelative) {
    const rel = years < 2 ? "mi bebe" : years < 15 ? (p.female ? "mi hijita" : "mi hijito") : years >= 65 ? r.pick([p.female ? "mi mama" : "mi papa", p.female ? "mi abuelita" : "mi abuelito"]) : p.female ? "mi hermana" : "mi esposo"
    const whom = `${rel}${years >= 15 ? ` de ${age} años` : ""}`
    text = use.startsWith("le ") ? `a ${whom} ${use} ${brand} y ${when} ${lay}, ${ask}` : `${whom} ${use} ${brand} y ${when} ${lay}, ${ask}`
  } else text = `hola${r.chance(0.5) ? `, tengo ${age} años y` : ","} ${firstPerson(use)} ${brand} y ${when} ${firstPerson(lay)}, ${ask}`
  if (r.chance(0.5)) text = bare(text)
  return {
    paciente_iniciales: byRelative ? (r.chance(0.6) ? "NI" : `Familiar de ${handle}`) : r.chance(0.6) ? handle : "NI",
    paciente_edad: Math.max(0, age),
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: null,
    reportante_nombre: `Community manager – ${network} (usuario "${handle}")`,
    producto_sospechoso: e.product.brand,
    descripcion_evento: `Publicación copiada por el community manager desde ${network} el ${dmy(posted)}, usuario "${handle}": "${text}". ` +
      r.pick(["Se respondió por mensaje interno solicitando datos de contacto; sin respuesta a la fecha.", "El usuario brindó un número de contacto; se derivó a Farmacovigilancia.", "Se invitó a comunicarse con Información Médica."]),
    fecha_inicio_evento: onset === null ? null : iso(onset),
    fecha_recepcion: iso(posted + r.int(0, 2)),
    origen_notificacion: "Redes sociales",
    productos: [{ nombre_producto: e.product.brand, ifa: null, registro_sanitario: null, dosis_frecuencia: null, via_administracion: null }]
  }
}

const REPORTER_EN = { psp: "Nurse (patient support programme)", medico: "Physician", farmacia: "Pharmacist", apm: "Other health professional", info: "Consumer or other non health professional", social: "Consumer or other non health professional", socio: "Physician", literatura: "Physician" } as const

/** A licensing partner's re-transmission, E2B-like, in English or Portuguese. */
export const fromPartner = (r: Random, e: Event, received: number, ask: Ask = {}): DupCaseRow => {
  const p = e.person
  const partner = e.product.klass === "bio" || e.product.klass === "onco" ? r.pick(PARTNERS) : r.pick([PARTNERS[0], PARTNERS[1], PARTNERS[1]])
  const pt = partner.lang === "pt"
  const id = `${partner.prefix}-${new Date(received * 86_400_000).getUTCFullYear()}-${String(r.int(1000, 99999)).padStart(5, "0")}`
  const years = ageAt(p.birth, e.onset)
  const months = monthsAt(p.birth, e.onset)
  const ageUnit = years >= 2 ? `${years} ${pt ? "Ano" : "Year"}` : months >= 1 ? `${months} ${pt ? "Mês" : "Month"}` : `${Math.max(0, e.onset - p.birth)} ${pt ? "Dia" : "Day"}`
  const x = r.next()
  const onset = x < 0.75 ? e.onset : x < 0.85 ? e.onset + r.pick([-1, 1]) : null
  const onsetText = onset !== null ? iso(onset) : iso(e.onset).slice(0, 7)
  const pts = e.reactions.map((k) => (pt ? REACTIONS[k].pt : r.pick(REACTIONS[k].en)))
  const inn = innOf(e)
  const name = r.chance(0.45) ? inn : r.chance(0.55) ? productAs(r, e, "partner") : `${inn} (${e.product.brand.toUpperCase()})`
  const sex = pt ? (p.female ? "Feminino" : "Masculino") : p.female ? "Female" : "Male"
  const ind = pt ? e.indication[2] : e.indication[1]
  const reporter = REPORTER_EN[e.first]
  const preg = e.pregnancy?.role === "madre" ? (pt ? ` Gestação: exposição no primeiro trimestre, ${e.pregnancy.weeks} semanas na data do relato.` : ` Pregnancy: exposure during first trimester, gestational age ${e.pregnancy.weeks} weeks at report.`)
    : e.pregnancy?.role === "bebe" ? (pt ? ` Caso pai-filho: a mãe (${nameAs(r, e.pregnancy.other, "plain")}) foi exposta durante a gestação; parto com ${e.pregnancy.weeks} semanas.` : ` Parent-child case: the mother (${nameAs(r, e.pregnancy.other, "plain")}) was exposed during pregnancy; delivery at ${e.pregnancy.weeks} weeks.`) : ""
  const text = pt
    ? `Caso ${id} (${partner.name}). Data de recebimento inicial: ${iso(received - r.int(2, 20))}. País de ocorrência: PERU. Tipo de relato: Espontâneo. Notificador: ${reporter}. ` +
      `Paciente: ${ageUnit}, ${sex}. Produto suspeito: ${inn} ${strength(e)}, ${e.presentation.en}, indicação: ${ind}, início: ${iso(e.started)}. ` +
      `Reações (MedDRA PT): ${pts.join("; ")}; data de início: ${onsetText}; gravidade: ${e.serious ? "Hospitalização" : "Não grave"}; desfecho: ${outcomeAs(r, e.outcome, e.lasted, "pt")}. Ação tomada: ${actionAs(r, e, "pt")}.${preg} ` +
      `Narrativa: Este caso espontâneo do Peru, recebido do titular local, refere-se a paciente do sexo ${sex.toLowerCase()} de ${ageUnit.toLowerCase()}(s) que recebeu ${inn.toLowerCase()} para ${ind.toLowerCase()} e apresentou ${pts.join(" e ").toLowerCase()} em ${onsetText}.`
    : `Case ${id} (${partner.name}). Initial receipt date: ${iso(received - r.int(2, 20))}. Country of occurrence: PERU. Report type: Spontaneous. Reporter: ${reporter}. ` +
      `Patient: ${ageUnit}, ${sex}. Suspect product: ${inn} ${strength(e)}, ${e.presentation.en}, ${e.product.route[1]}, indication: ${ind}, start date: ${iso(e.started)}. ` +
      `Reactions (MedDRA PT): ${pts.join("; ")}; onset date: ${onsetText}; seriousness: ${e.serious ? "Hospitalization" : "Non-serious"}; outcome: ${outcomeAs(r, e.outcome, e.lasted, "en")}. Action taken: ${actionAs(r, e, "en")}.${preg} ` +
      `Narrative: This spontaneous case from Peru, received via the local marketing authorisation holder, concerns a ${ageUnit.toLowerCase()}(s) old ${sex.toLowerCase()} patient who received ${inn.toLowerCase()} for ${ind.toLowerCase()} and experienced ${pts.join(" and ").toLowerCase()} on ${onsetText}.` +
      (e.treatment !== null ? " Corrective treatment was given." : "") + ` Reporter's causality: ${r.pick(["related", "possibly related", "not reported"])}.` + (e.lot !== null ? ` Batch: ${e.lot}.` : "")
  return {
    paciente_iniciales: r.chance(0.15) ? "PRIVACY" : r.chance(0.12) ? "UNK" : nameAs(r, p, nameStyle(r, { plain: 6, surnameInitials: 1, dots: 1 })),
    paciente_edad: years,
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: ask.noBirth || !r.chance(0.15) ? null : iso(p.birth),
    reportante_nombre: partner.name,
    producto_sospechoso: name,
    descripcion_evento: text,
    fecha_inicio_evento: onset === null ? null : iso(onset),
    fecha_recepcion: iso(received),
    origen_notificacion: "Socio de licencia (E2B)",
    productos: [{ nombre_producto: name, ifa: inn, registro_sanitario: null, dosis_frecuencia: e.presentation.en, via_administracion: e.product.route[1] }]
  }
}

/** A local journal's case report, found by the weekly literature search months after the event. */
export const fromArticle = (r: Random, e: Event, received: number): DupCaseRow => {
  const p = e.person
  const [abbr] = r.pick(JOURNALS)
  const year = new Date(received * 86_400_000).getUTCFullYear()
  const initials = e.physician.name.replace(/^Dra?\. /, "").replace(e.physician.surname, "").trim().split(" ").map((w) => w.charAt(0)).join("")
  const first = r.chance(0.6) ? `${e.physician.surname.replace(" ", "-")} ${initials}` : coAuthor(r)
  const authors = [first, ...Array.from({ length: r.int(1, 3) }, () => coAuthor(r))].join(", ")
  const main = react(r, e.reactions[e.pregnancy?.role === "bebe" && e.reactions.length > 1 ? 1 : 0]!, "es")
  const title = r.chance(0.5) ? `${cap(main)} por ${e.product.generic}: reporte de caso` : `${cap(main)} en ${personWord(p, e.onset)} tratad${p.female ? "a" : "o"} con ${e.product.generic}. Presentación de un caso`
  const exact = r.chance(0.45)
  const page = r.int(10, 300)
  const cite = `${authors}. ${title}. ${abbr}. ${year};${r.int(20, 36)}(${r.int(1, 4)}):${page}-${page + r.int(2, 6)}.`
  const summary = e.pregnancy?.role === "bebe"
    ? `${cap(personWord(p, e.onset))} de ${e.pregnancy.weeks} semanas, ${p.female ? "hija" : "hijo"} de madre de ${ageAt(e.pregnancy.other.birth, e.onset)} años expuesta a ${e.product.generic} durante la gestación, que presentó ${reactions(r, e, "es")}.`
    : `${cap(personWord(p, e.onset))} de ${ageWords(p, e.onset)} ${e.product.klass === "vacuna" || e.product.klass === "anticonceptivo" ? `${conditionEs(e)} (${e.presentation.dose})` : `${conditionEs(e)}, que recibía ${e.product.generic} ${e.presentation.dose}`}; ${latencyEs(r, e)}${exact ? ` (${dmy(e.onset)})` : `, en ${monthYear(e.onset)},`} desarrolló ${reactions(r, e, "es")}.` +
      (e.treatment !== null ? ` Recibió ${e.treatment}.` : "") + ` ${actionAs(r, e, "es")}. ${outcomeAs(r, e.outcome, e.lasted, "es")}.`
  return {
    paciente_iniciales: r.chance(0.5) ? "NI" : r.chance(0.4) ? "No consignado" : nameAs(r, p, "plain"),
    paciente_edad: ageAt(p.birth, e.onset),
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: null,
    reportante_nombre: `${first} et al. (${abbr} ${year})`,
    producto_sospechoso: productAs(r, e, r.pick(["generic", "generic", "genericDose", "brand"] as const)),
    descripcion_evento: `Artículo identificado en la revisión semanal de literatura local: ${cite} Resumen del caso: ${summary} Los autores consideran la asociación ${r.pick(["probable", "posible", "probable"])} según el algoritmo de Naranjo.`,
    fecha_inicio_evento: exact ? iso(e.onset) : null,
    fecha_recepcion: iso(received),
    origen_notificacion: "Literatura",
    productos: [{ nombre_producto: e.product.generic, ifa: e.product.generic, registro_sanitario: null, dosis_frecuencia: r.chance(0.5) ? e.presentation.dose : null, via_administracion: null }]
  }
}

const LABS: Partial<Record<string, ReadonlyArray<string>>> = {
  neutropenia: ["Control de hemograma: neutrófilos 1 850/mm³.", "Recuento de neutrófilos recuperado (2 100/mm³)."],
  liver: ["Control de TGO 48 U/L y TGP 52 U/L.", "Transaminasas en descenso."],
  hypocalcaemia: ["Calcio sérico de control: 8.7 mg/dL."], hypokalaemia: ["Potasio de control: 3.8 mEq/L."],
  tb: ["Inició esquema antituberculoso; baciloscopía de control negativa."], dvt: ["Ecografía Doppler de control con recanalización parcial."]
}

/** A follow-up of a first report: the outcome, a correction, the earlier text summarised or pasted. */
export const followUp = (r: Random, e: Event, first: DupCaseRow, received: number): DupCaseRow => {
  const p = e.person
  const byDoctor = r.chance(0.25)
  const reporter = byDoctor ? e.physician.name : first.reportante_nombre
  const onset = first.fecha_inicio_evento === null ? (r.chance(0.5) ? iso(e.onset) : null) : r.chance(0.1) ? iso(e.onset + r.pick([-1, 1])) : first.fecha_inicio_evento
  const who = byDoctor ? `${e.physician.name} informa` : "Se informa"
  const update = e.pregnancy?.role === "madre" ? `la gestación continúa sin complicaciones, ${e.pregnancy.weeks + r.int(4, 12)} semanas; control prenatal regular`
    : e.outcome === "recuperado" ? `${p.female ? "la" : "el"} paciente se recuperó completamente el ${dm(e.onset + e.lasted)}`
    : e.outcome === "recuperando" ? `${p.female ? "la" : "el"} paciente continúa en recuperación`
    : e.outcome === "no_recuperado" ? "el evento persiste, en evaluación por su médico"
    : e.outcome === "secuelas" ? "se recuperó con secuelas" : "no fue posible contactar al paciente; desenlace desconocido"
  const lab = e.reactions.flatMap((k) => LABS[k] ?? [])
  const summary = r.chance(0.6)
    ? `Información inicial: ${cut(first.descripcion_evento, r.int(140, 320))}`
    : `Resumen: ${personWord(p, e.onset)} de ${ageWords(p, e.onset)} con ${reactions(r, e, "es")} tras ${e.product.generic}${e.lot !== null ? ` (lote ${e.lot})` : ""}.`
  const name = r.chance(0.6) ? first.producto_sospechoso : productAs(r, e, r.pick(["genericDose", "brandPres", "brand"] as const))
  return {
    paciente_iniciales: r.chance(0.65) ? first.paciente_iniciales : nameAs(r, p, nameStyle(r, { dots: 3, plain: 2, full: 1 })),
    paciente_edad: r.chance(0.85) ? first.paciente_edad : ageAt(p.birth, e.onset),
    paciente_sexo: sexOf(e),
    paciente_fecha_nacimiento: first.paciente_fecha_nacimiento ?? (r.chance(0.4) ? iso(p.birth) : null),
    reportante_nombre: reporter,
    producto_sospechoso: name,
    descripcion_evento: `Seguimiento ${r.chance(0.8) ? 1 : 2} (${dmy(received)}): ${who} que ${update}.${lab.length > 0 ? ` ${r.pick(lab)}` : ""} ${summary}`,
    fecha_inicio_evento: onset,
    fecha_recepcion: iso(received),
    origen_notificacion: "Seguimiento",
    productos: [{ ...first.productos[0]!, nombre_producto: name }]
  }
}
