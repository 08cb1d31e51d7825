/**
 * What the writers of the oncology network generator (`--generator oncologia`) share: the report
 * a channel produces (a draft of a case row), and the pieces every writer words its own way: the
 * drug by INN or brand with or without its dose, the cycle as "C3D1" or "tercer ciclo", the
 * regimen's name, the birth date as copied from the record (or not), findings and treatment.
 */
import type { DupCaseRow } from "./dupData.js"
import { DRUGS, type DrugKey, protocolDose, registro } from "./dupOncoDrugs.js"
import { ageOf, type OncoEvent } from "./dupOncoEvents.js"
import { addDays, digitSlip, fecha, ORDINAL, some, swapDayMonth } from "./dupOncoNoise.js"
import type { Staff } from "./dupOncoPeople.js"
import type { Random } from "./random.js"

/** Who writes a report: hospital staff, the navigator, the company's programme, DIGEMID's copy, the discharge summary. */
export type Channel = "enfermera_sala" | "oncologo" | "sala" | "farmacia" | "navegadora" | "psp" | "digemid" | "epicrisis"

/** One report as its writer filled it in. */
export interface Draft {
  readonly channel: Channel
  readonly iniciales: string
  readonly edad: number
  readonly sexo: "F" | "M"
  readonly nacimiento: string | null
  readonly reportante: string
  readonly producto: string
  readonly productos: DupCaseRow["productos"]
  readonly texto: string
  readonly inicio: string | null
  readonly recepcion: string
  readonly origen: string
}

/** What a writer knows: the event, the staff of its unit and the programmes' nurses. */
export interface Ctx {
  readonly r: Random
  readonly e: OncoEvent
  readonly staff: Staff
  readonly agents: ReadonlyArray<string>
}

/** The draft as a case row. */
export const toRow = (d: Draft): DupCaseRow => ({
  paciente_iniciales: d.iniciales,
  paciente_edad: d.edad,
  paciente_sexo: d.sexo,
  paciente_fecha_nacimiento: d.nacimiento,
  reportante_nombre: d.reportante,
  producto_sospechoso: d.producto,
  descripcion_evento: d.texto,
  fecha_inicio_evento: d.inicio,
  fecha_recepcion: d.recepcion,
  origen_notificacion: d.origen,
  productos: d.productos
})

/** The product dispensed to this patient for a drug of the regimen. */
export const brandOf = (e: OncoEvent, k: DrugKey): string => e.course.brands[k] ?? DRUGS[k].brands[0]!

/** A drug as a writer names it: INN or the brand on the vial, sometimes in capitals. */
export const drugName = (r: Random, e: OncoEvent, k: DrugKey, brandShare: number): string => {
  const name = r.chance(brandShare) ? brandOf(e, k) : DRUGS[k].inn
  return r.chance(0.12) ? name.toUpperCase() : name.charAt(0).toUpperCase() + name.slice(1)
}

/** The prepared dose with its unit: "280 mg", "17000 UI". */
export const doseText = (e: OncoEvent, k: DrugKey): string => `${e.doses[k] ?? ""} ${DRUGS[k].unit}`.trim()

/** The route as a writer abbreviates it. */
export const via = (r: Random, route: string): string => {
  const forms: Readonly<Record<string, ReadonlyArray<string>>> = {
    EV: ["EV", "Endovenosa", "Intravenosa", "IV", "E.V."], VO: ["VO", "Oral", "Vía oral"], SC: ["SC", "Subcutánea", "S.C."], IM: ["IM", "Intramuscular"]
  }
  return r.pick(forms[route] ?? [route])
}

/** The cycle as written: C3D1, C3, ciclo 3, tercer ciclo, 3er ciclo. */
export const cycleTag = (r: Random, e: OncoEvent): string => {
  const n = e.cycle
  switch (r.int(0, 4)) {
    case 0: return `C${n}D1`
    case 1: return `C${n}`
    case 2: return `ciclo ${n}`
    case 3: return n <= 10 ? `${ORDINAL[n - 1]} ciclo` : `ciclo N° ${n}`
    default: return `${n}${n === 1 || n === 3 ? "er" : "°"} ciclo`
  }
}

/** The regimen's name or one of its aliases. */
export const regimenName = (r: Random, e: OncoEvent): string => (r.chance(0.6) ? e.course.regimen.name : r.pick(e.course.regimen.alias))

/** The regimen's drugs with protocol doses: "paclitaxel 175 mg/m2 + carboplatino AUC 5". */
export const regimenDoses = (e: OncoEvent): string =>
  e.course.regimen.drugs.map(([k, amount]) => `${DRUGS[k].inn} ${protocolDose(DRUGS[k], amount)}`).join(" + ")

/** The patient's sex as a clinician writes it. */
export const sexWord = (r: Random, e: OncoEvent): string =>
  e.course.patient.female ? r.pick(["mujer", "femenina", "de sexo femenino"]) : r.pick(["varón", "masculino", "de sexo masculino"])

/** The cancer in a physician's words. */
export const cancerMedico = (r: Random, e: OncoEvent): string => r.pick(e.course.cancer.medico)

/** The birth date as a writer copies it: present with probability `p`, now and then with a slip. */
export const birthCopy = (r: Random, e: OncoEvent, p: number, slip: number): string | null => {
  if (!r.chance(p)) return null
  const b = e.course.patient.birth
  if (!r.chance(slip)) return b
  return r.chance(0.5) ? swapDayMonth(b) : digitSlip(r, b)
}

/** The age as a writer states it: exact, or off by one when worked out from the year only. */
export const ageCopy = (r: Random, e: OncoEvent, offByOne: number): number => {
  const age = ageOf(e)
  return r.chance(offByOne) ? age + r.pick([-1, 1]) : age
}

/** Some of the event's findings, in the order noted. */
export const findings = (r: Random, e: OncoEvent, p: number): string => some(r, e.hallazgos, p).join(", ")

/** Some of what was done, joined as nurses list it. */
export const treatment = (r: Random, e: OncoEvent, p: number, joiner = ", "): string => some(r, e.manejo, p).join(joiner)

/** A grade as written: "grado 2", "G2", "CTCAE grado 2". */
export const gradeTag = (r: Random, e: OncoEvent): string =>
  r.pick([`grado ${e.grade}`, `G${e.grade}`, `CTCAE grado ${e.grade}`, `grado ${e.grade} (CTCAE v5.0)`])

/** When it began, in a clinician's sentence. */
export const onsetSentence = (r: Random, e: OncoEvent, drug: string): string => {
  if (e.reaction.when === "infusion") {
    return r.pick([`El ${fecha(r, e.d1)}, durante la infusión de ${drug}`, `A los ${e.minutes} minutos de iniciada la infusión de ${drug} (${fecha(r, e.d1)})`, `Durante la administración de ${drug} del ${fecha(r, e.d1)}`])
  }
  const days = Math.max(1, Math.round((Date.parse(e.onset) - Date.parse(e.d1)) / 86_400_000))
  if (e.reaction.when === "acumulado") return r.pick([`Tras ${e.cycle} ciclos, desde el ${fecha(r, e.onset)}`, `Luego del ${ORDINAL[Math.min(9, e.cycle - 1)]} ciclo`, `A partir del ${fecha(r, e.onset)}`])
  return r.pick([`A los ${days} días del ciclo administrado el ${fecha(r, e.d1)}`, `El ${fecha(r, e.onset)} (día ${days + 1} del ${cycleTag(r, e)})`, `Desde el ${fecha(r, e.onset)}`])
}

/** A suspected-product entry as a hospital form holds it. */
export const productEntry = (r: Random, e: OncoEvent, k: DrugKey, opts: { readonly brand: number; readonly rs: number; readonly ifa: number }): DupCaseRow["productos"][number] => {
  const drug = DRUGS[k]
  const brand = brandOf(e, k)
  const byBrand = r.chance(opts.brand)
  return {
    nombre_producto: byBrand ? brand : `${drug.inn.charAt(0).toUpperCase()}${drug.inn.slice(1)}${r.chance(0.5) ? ` ${doseText(e, k)}` : ""}`,
    ifa: r.chance(opts.ifa) ? drug.inn : null,
    registro_sanitario: r.chance(opts.rs) ? registro(brand, drug.biologic) : null,
    dosis_frecuencia: r.chance(0.8) ? `${doseText(e, k)} ${drug.route === "VO" ? r.pick(["c/12 h", "c/24 h", "cada 12 horas"]) : `c/${e.course.regimen.cycle} días`}` : null,
    via_administracion: via(r, drug.route)
  }
}

/** Receipt `lo`..`hi` days after a day. */
export const arrives = (r: Random, day: string, lo: number, hi: number): string => addDays(day, r.int(lo, hi))

/** The staff member of a kind for this event's unit. */
export const signer = (r: Random, staff: ReadonlyArray<string>): string => r.pick(staff)

/** A sentence's first letter in upper case, and a final period. */
export const sentence = (s: string): string => {
  const t = s.trim()
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? "" : "."}`
}
