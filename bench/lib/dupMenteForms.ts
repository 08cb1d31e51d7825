/**
 * Physicians' writers of the mental-health generator (lib/dupMente.ts): the psychiatrist's
 * notification form (CIE-10 codes, doses in mg/día, "se suspende", on the ward, after a transfer
 * or at the CSMC's outpatient control) and the emergency referral of a general hospital (another
 * institution's style: surnames first, DNI or SIS instead of the clinical record, dates written
 * "12-MAR-2024" or "12/03/24", upper case).
 */

import type { Random } from "./random.js"
import { productRow, writeDose, writeProduct } from "./dupMenteDrugs.js"
import { type MenteEvent, wardOnset, writeLabs } from "./dupMenteEvents.js"
import { ageAsKnown, formalName, initialsOf } from "./dupMentePeople.js"
import { addDays, joinParts, relativeDay, someDate, tidy, writeHour } from "./dupMenteText.js"
import { actionText, casing, forPatient, latencyText, onsetField, outcomeText, type Row, sentence, sexOf, sexWord } from "./dupMenteVoice.js"
import { staffAs } from "./dupMenteWorld.js"

const DATES = ["dmy", "dmy", "dmy2", "largo", "largoAnio", "dmyGuion"] as const

const where = (r: Random, ev: MenteEvent): string => {
  if (ev.setting === "csmc") return r.pick([`en seguimiento en ${ev.site.corto}`, `usuario del ${ev.site.corto}`, "en control ambulatorio en el CSMC"])
  if (ev.setting === "consulta") return r.pick(["en control por consulta externa", "en seguimiento ambulatorio", "en hospital de día"])
  const pab = ev.ward !== null ? r.pick(ev.ward.nombres) : ev.site.corto
  return ev.ward?.kind === "larga" ? r.pick([`hospitalizado en ${pab} (larga estancia)`, `residente de ${pab} desde hace años`, `en ${pab}`]) : r.pick([`hospitalizado en ${pab}`, `internado en ${pab}`, `en ${pab}`])
}

/** A psychiatrist's notification form of the event. */
export const psychiatristForm = (r: Random, ev: MenteEvent, recepcion: string, t: Random): Row => {
  const p = ev.person
  const day = ev.setting === "emergencia" ? (t.chance(0.5) ? wardOnset(ev) : ev.onset) : ev.onset
  const age = ageAsKnown(r, p, day, p.nn ? "estimada" : "exacta")
  const drugName = writeProduct(t, ev.dose, ev.brand, t.pick(["generico", "generico", "marca", "ambos"] as const))
  const dose = writeDose(r, ev.dose, "clinico")
  const term = t.pick(ev.reaction.clinico)
  const fecha = someDate(r, day, DATES)
  const labs = writeLabs(r, ev)
  const labsS = labs !== "" ? sentence(`${t.pick(["Laboratorio:", "Exámenes:", "Se evidencia", "Hemograma/bioquímica:"])} ${labs}`) : ""
  const act = actionText(r, ev, ev.dose.drug.generico.toLowerCase())
  const dx = `${p.dx.texto} (${p.dx.cie})`
  const conc = ev.concomitants.length > 0 && t.chance(0.6) ? `, además ${ev.concomitants.map((c) => `${c.drug.generico.toLowerCase()} ${writeDose(r, c, "clinico")}`).join(" y ")}` : ""
  let text: string
  if (ev.setting === "emergencia" && ev.transfer !== null && t.chance(0.8)) {
    const from = r.pick(ev.transfer.from.nombres)
    text = joinParts([
      t.pick([`Paciente referido de ${from} el ${someDate(r, wardOnset(ev), DATES)},`, `Paciente transferido desde ${from} (${someDate(r, wardOnset(ev), DATES)})`, `Ingresa por referencia de ${from}`]),
      `donde acudió ${t.pick(["el", "desde el"])} ${someDate(r, ev.onset, DATES)} por ${t.pick(ev.reaction.signos)}.`,
      sentence(`${t.pick(["Antecedente de", "Con diagnóstico de", "Conocido con"])} ${dx}, en tratamiento con ${drugName} ${dose}${conc}`),
      sentence(`Al ingreso: ${term}`), labsS, sentence(`Conducta: ${act}; ${ev.treatment}`), outcomeText(r, ev)
    ])
  } else {
    switch (t.int(0, 3)) {
      case 0:
        text = joinParts([
          sentence(`Paciente ${sexWord(t, ev)} de ${age} años, con diagnóstico de ${dx}, ${where(t, ev)}`),
          sentence(`Recibe ${drugName} ${dose} ${latencyText(r, ev.latencyDays)}${conc}`),
          sentence(`El ${fecha} presenta ${term}${t.chance(0.6) ? `: ${ev.sign}` : ""}`), labsS,
          sentence(`${act.charAt(0).toUpperCase()}${act.slice(1)} y se indica ${ev.treatment}`), outcomeText(r, ev)
        ])
        break
      case 1:
        text = [
          `Dx: ${p.dx.cie} ${p.dx.texto}`, `Fármaco sospechoso: ${drugName} ${dose}${ev.dose.via === "IM" ? " IM" : ""}`,
          `Inicio del tratamiento: ${r.chance(0.5) ? someDate(r, addDays(day, -ev.latencyDays), ["dmy", "dmy2"]) : latencyText(r, ev.latencyDays)}`,
          `RAM: ${term}`, `Fecha de inicio RAM: ${someDate(r, day, ["dmy", "dmy2", "dmyGuion"])}`,
          `Descripción: ${ev.sign}${labs !== "" ? `; ${labs}` : ""}`, `Conducta: ${act}; ${ev.treatment}`, `Evolución: ${outcomeText(r, ev) || "pendiente"}`
        ].join("\n")
        break
      case 2:
        text = joinParts([
          sentence(`Se notifica ${term} en paciente de ${age}a (${p.dx.cie}) ${t.pick(["usuario de", "que recibe", "en tto con"])} ${drugName} ${dose}`), labsS,
          sentence(act), outcomeText(r, ev)
        ])
        break
      default: {
        const outpatient = ev.setting === "csmc" || ev.setting === "consulta"
        text = outpatient
          ? joinParts([
            sentence(`Paciente acude a control ${t.pick(["acompañado de su familiar", "acompañada de su madre", "solo", "con su hermana"])}, quien refiere que ${relativeDay(r, ev.onset, addDays(ev.onset, r.int(2, 9)))} ${t.pick(ev.reaction.lego)}`),
            sentence(`Antecedente: ${dx}; recibe ${drugName} ${dose}`), sentence(`Al examen: ${ev.sign}`), labsS,
            sentence(`Impresión: ${term} secundario a ${ev.dose.drug.generico.toLowerCase()}`), sentence(`Plan: ${act}, ${ev.treatment}`),
            t.pick(["Próximo control en 2 semanas.", "Cita en 1 mes.", "Se explica a familiar signos de alarma.", ""])
          ])
          : joinParts([
            sentence(`Pcte. ${p.dx.cie} (${p.dx.corto}), ${where(t, ev)}, ${ev.bed !== null ? `cama ${ev.bed}, ` : ""}recibe ${drugName} ${dose}${conc}`),
            sentence(`A los ${Math.max(1, ev.latencyDays)} días de tratamiento se evidencia ${term} (${ev.sign})`), labsS,
            sentence(`Impresión: RAM ${t.pick(["probable", "posible", "probable"])} a ${ev.dose.drug.generico.toLowerCase()}. Conducta: ${act}; ${ev.treatment}`), outcomeText(r, ev)
          ])
      }
    }
  }
  const product = t.chance(0.5) ? writeProduct(r, ev.dose, ev.brand, "generico") : writeProduct(r, ev.dose, ev.brand, r.pick(["marca", "ambos", "errata", "marca"] as const))
  const productos = [productRow(r, ev.dose, ev.brand, product, 0.75, "clinico")]
  if (r.chance(0.4)) for (const c of ev.concomitants) productos.push(productRow(r, c, r.pick(c.drug.marcas), writeProduct(r, c, r.pick(c.drug.marcas), "generico"), 0.5, "clinico"))
  return {
    paciente_iniciales: initialsOf(r, p, r.pick(["tres", "tres", "puntos", "historia"] as const)),
    paciente_edad: age,
    paciente_sexo: sexOf(ev),
    paciente_fecha_nacimiento: !p.nn && r.chance(0.6) ? p.nacimiento : null,
    reportante_nombre: staffAs(r, ev.doctor, "psiq"),
    producto_sospechoso: product,
    descripcion_evento: tidy(casing(forPatient(ev, text), t.pick(["normal", "normal", "normal", "sinTildes"] as const))),
    fecha_inicio_evento: onsetField(r, day, 0.1, 0.1),
    fecha_recepcion: recepcion,
    origen_notificacion: r.chance(0.7) ? "web_form" : "email",
    productos
  }
}

const birthAsTyped = (r: Random, iso: string): string => {
  const [y, m, d] = iso.split("-") as [string, string, string]
  if (r.chance(0.2) && Number(d) <= 12) return `${y}-${d}-${m}`
  if (r.chance(0.1) && !(m === "02" && d === "29")) return `${Number(y) + r.pick([-1, 1])}-${m}-${d}`
  return iso
}

/** A general hospital's emergency referral (or emergency epicrisis) of the patient sent to the psychiatric hospital. */
export const emergencyReferral = (r: Random, ev: MenteEvent, recepcion: string, t: Random): Row => {
  const p = ev.person
  const from = ev.transfer?.from ?? ev.site
  const doc = from.doctors.length > 0 ? r.pick(from.doctors) : ev.doctor
  const age = ageAsKnown(r, p, ev.onset, p.nn || r.chance(0.2) ? "estimada" : "exacta")
  const name = formalName(r, p)
  const id = p.nn ? t.pick(["SIN DNI", "indocumentado", "no porta documentos"]) : p.dni !== null && t.chance(0.7) ? `DNI ${p.dni}` : `SIS ${r.int(10, 99)}${r.int(1000000, 9999999)}`
  const fecha = someDate(r, ev.onset, ["dMesY", "dMesY", "dmy2", "dmy"])
  const hora = writeHour(r, ev.hour, ev.minute)
  const traido = p.nn ? t.pick(["serenazgo", "PNP", "bomberos"]) : t.pick(["familiar", "su madre", "hermano", "su esposa", "serenazgo"])
  const family = traido !== "serenazgo" && traido !== "PNP" && traido !== "bomberos"
  const v = ev.vitals
  const drug = writeProduct(t, ev.dose, ev.brand, t.pick(["generico", "errata", "generico"] as const))
  const dxs = [t.pick(ev.reaction.clinico), p.nn ? "trastorno psicótico no especificado" : `${p.dx.corto}${t.chance(0.5) ? ` (${p.dx.cie})` : ""}`]
  const labs = writeLabs(r, ev)
  const destino = ev.site.key === "hg" ? ev.site.corto : "HNSM"
  let text: string
  switch (t.int(0, 2)) {
    case 0:
      text = [
        `HOJA DE REFERENCIA N° ${ev.onset.slice(0, 4)}-${String(r.int(1, 9999)).padStart(4, "0")}`, `EESS ORIGEN: ${r.pick(from.nombres)}  DESTINO: ${destino}`,
        `PACIENTE: ${name}  ${id}  EDAD: ${age} A  SEXO: ${p.female ? "F" : "M"}`, `FECHA: ${fecha}  HORA: ${hora}`,
        `ANAMNESIS: ${family ? `Pcte traido por ${traido}, quien refiere que ${t.pick(ev.reaction.lego)}` : `Pcte traido por ${traido}, hallado en via publica con ${ev.sign}`}. Ant. ${p.nn ? "desconocidos, familiar no ubicable" : `de ${p.dx.corto} en tto con ${drug} ${writeDose(r, ev.dose, "clinico")}`}.`,
        `EXAMEN: PA ${v.pa} FC ${v.fc} T ${v.t} SAT ${v.sat}% ${ev.sign}`, labs !== "" ? `EXAMENES: ${labs}` : "",
        `DX: ${dxs.map((d, i) => `${i + 1}. ${d}`).join(" ")}`, `TTO RECIBIDO: ${ev.treatment}`,
        `MOTIVO: ${t.pick(["manejo especializado", "no cuenta con psiquiatria", "continuar manejo por especialidad", "evaluacion por psiquiatria"])}`
      ].filter((l) => l !== "").join("\n")
      text = casing(forPatient(ev, text), "upper")
      break
    case 1:
      text = joinParts([
        `Referencia de emergencia del ${fecha} (${hora}).`, `Paciente ${name}, ${age} años, ${id}.`,
        sentence(`Acude ${traido !== "familiar" ? `traído por ${traido} ` : ""}por ${ev.sign}`),
        !family ? "Sin familiar que brinde datos." : sentence(`${t.pick(["Familiar refiere que", "Refieren que", "Según familiar"])} ${t.pick(ev.reaction.lego)}`),
        p.nn ? "Sin datos de antecedentes." : sentence(`Familiar refiere tratamiento con ${drug} ${writeDose(r, ev.dose, "clinico")} por ${p.dx.corto}`),
        sentence(`Funciones vitales: PA ${v.pa}, FC ${v.fc}, T° ${v.t}`), labs !== "" ? sentence(`Laboratorio: ${labs}`) : "",
        sentence(`Impresión diagnóstica: ${dxs.join(" / ")}`), sentence(`Recibió ${ev.treatment}`), `Se refiere a ${destino} para manejo especializado.`
      ])
      text = casing(forPatient(ev, text), t.pick(["normal", "sinTildes"] as const))
      break
    default:
      text = joinParts([
        `EPICRISIS DE EMERGENCIA - ${r.pick(from.nombres)}.`, `Ingreso: ${fecha}. ${ev.transfer !== null ? `Egreso: ${someDate(r, addDays(ev.onset, ev.transfer.days), ["dMesY", "dmy2"])} (referido a ${destino}).` : ""}`,
        `${p.female ? "Mujer" : "Varón"} de ${age} a. ${id}.`, sentence(`Enfermedad actual: ${t.pick(ev.reaction.lego)}; al examen ${ev.sign}`),
        labs !== "" ? `Exámenes auxiliares: ${labs}.` : "", sentence(`Dx de egreso: ${dxs.join("; ")}`), sentence(`Tratamiento: ${ev.treatment}`),
        sentence(`Medicamento sospechoso: ${drug}`)
      ])
      text = casing(forPatient(ev, text), t.pick(["upper", "normal"] as const))
  }
  const product = casing(writeProduct(r, ev.dose, ev.brand, r.pick(["generico", "errata", "generico"] as const)), r.chance(0.5) ? "upper" : "normal")
  return {
    paciente_iniciales: initialsOf(r, p, r.pick(["apellidosPrimero", "apellidosPrimero", "historia", "tres"] as const)),
    paciente_edad: age,
    paciente_sexo: sexOf(ev),
    paciente_fecha_nacimiento: !p.nn && r.chance(0.35) ? birthAsTyped(r, p.nacimiento) : null,
    reportante_nombre: staffAs(r, doc, "med"),
    producto_sospechoso: product,
    descripcion_evento: tidy(text),
    fecha_inicio_evento: onsetField(r, ev.onset, 0.3, 0.05),
    fecha_recepcion: recepcion,
    origen_notificacion: "email",
    productos: r.chance(0.6) ? [productRow(r, ev.dose, ev.brand, product, 0.3, "clinico")] : []
  }
}
