/**
 * A second generator for the duplicate benchmark, written in another style than lib/dupData.ts so
 * that a figure on it says something about reports the rule was not tuned to (issue 12):
 *
 * - narratives come from a few web-form and hospital templates, so different patients given the
 *   same drug often get word-for-word the same text (the failure the issue reports);
 * - names are drawn from a short, flat list (many patients share initials), ages span infants to
 *   the very old, and the product mix is vaccines, oncology and hospital antibiotics;
 * - duplicates are the kinds the issue names: a nurse's note with written-out or lower-case
 *   initials and no onset date, a re-sent copy in capitals that lost the birth date, a follow-up
 *   that adds a paragraph, a typo in the drug's name, a narrative cut short.
 *
 * It yields the same shapes as lib/dupData.ts, so `dup:quality --generator templates` runs it.
 */
import type { DupCaseRow, DupDataSet, GeneratedDupCase } from "./dupData.js"
import { prng, type Random } from "./random.js"

const NOMBRES_F = ["Yesenia", "Nayeli", "Rut", "Delia", "Sonia", "Edith", "Kelly", "Maritza", "Noemí", "Elsa", "Aurora", "Wendy"]
const NOMBRES_M = ["Wilber", "Elmer", "Nilton", "Richard", "Alex", "Jhon", "Cristian", "Eloy", "Abel", "Saúl", "Denis", "Fredy"]
const APELLIDOS = ["Huanca", "Ccahuana", "Tapullima", "Shupingahua", "Ríos", "Panduro", "Ushiñahua", "Vela", "Arévalo", "Pinedo", "Tuesta", "Sangama", "Chota", "Ojanama", "Satalaya"]

interface Drug {
  readonly nombre: string
  readonly ifa: string
  readonly typo: string
  readonly reacciones: ReadonlyArray<string>
  readonly servicio: string
  readonly indicacion: string
}

const DRUGS: ReadonlyArray<Drug> = [
  { nombre: "Vacuna contra la influenza", ifa: "Virus de influenza inactivado", typo: "Vacuna contra la influensa", reacciones: ["fiebre y dolor en el sitio de inyección", "eritema y edema local"], servicio: "vacunatorio", indicacion: "inmunización" },
  { nombre: "Vancomicina 1 g", ifa: "Vancomicina", typo: "Vancomisina 1 g", reacciones: ["eritema en cara y cuello (síndrome del hombre rojo)", "prurito generalizado"], servicio: "medicina interna", indicacion: "neumonía intrahospitalaria" },
  { nombre: "Paclitaxel 175 mg/m2", ifa: "Paclitaxel", typo: "Paclitaxol 175 mg/m2", reacciones: ["disnea y opresión torácica durante la infusión", "rubor facial e hipotensión"], servicio: "oncología", indicacion: "cáncer de mama" },
  { nombre: "Ceftriaxona 1 g", ifa: "Ceftriaxona", typo: "Ceftriaxone 1 g", reacciones: ["rash maculopapular en tronco", "urticaria generalizada"], servicio: "emergencia", indicacion: "infección urinaria" },
  { nombre: "Metamizol 1 g", ifa: "Metamizol sódico", typo: "Metamisol 1 g", reacciones: ["hipotensión arterial", "rash pruriginoso"], servicio: "cirugía", indicacion: "dolor postoperatorio" },
  { nombre: "Tramadol 50 mg", ifa: "Tramadol", typo: "Tramadal 50 mg", reacciones: ["náuseas y vómitos", "mareo intenso"], servicio: "traumatología", indicacion: "dolor" }
]

/** Zipf-like: a few drugs account for most reports. */
const drugOf = (r: Random): Drug => {
  const x = r.next()
  const index = x < 0.3 ? 0 : x < 0.5 ? 1 : x < 0.65 ? 2 : x < 0.8 ? 3 : x < 0.92 ? 4 : 5
  return DRUGS[index]!
}

/** The templates people fill in: most reports of one drug read alike. */
const TEMPLATES: ReadonlyArray<(d: Drug, reaccion: string, horas: number) => string> = [
  (d, reaccion) => `Paciente presentó ${reaccion} después de iniciar ${d.nombre.toLowerCase()}.`,
  (d, reaccion, horas) => `Paciente hospitalizado en ${d.servicio}, recibe ${d.nombre.toLowerCase()} por ${d.indicacion}. A las ${horas} horas presenta ${reaccion}. Se suspende el medicamento y se administra clorfenamina. Evolución favorable.`,
  (d, reaccion) => `Reacción adversa: ${reaccion}. Medicamento sospechoso: ${d.nombre}. Se notifica según procedimiento.`
]

const MS_PER_DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

interface Patient {
  readonly nombre: string
  readonly paterno: string
  readonly materno: string
  readonly sexo: "F" | "M"
  readonly edad: number
  readonly nacimiento: string
}

const newPatient = (r: Random, eventMs: number): Patient => {
  const sexo = r.chance(0.5) ? "F" : "M"
  const edad = r.chance(0.1) ? r.int(0, 4) : r.int(5, 92)
  const birthMs = eventMs - edad * 365.25 * MS_PER_DAY - r.int(0, 364) * MS_PER_DAY
  return { nombre: r.pick(sexo === "F" ? NOMBRES_F : NOMBRES_M), paterno: r.pick(APELLIDOS), materno: r.pick(APELLIDOS), sexo, edad, nacimiento: iso(birthMs) }
}

const initials = (p: Patient) => `${p.nombre[0]}.${p.paterno[0]}.${p.materno[0]}.`

const row = (p: Patient, d: Drug, narrative: string, onset: string | null, reception: string, over: Partial<DupCaseRow> = {}): DupCaseRow => ({
  paciente_iniciales: initials(p),
  paciente_edad: p.edad,
  paciente_sexo: p.sexo,
  paciente_fecha_nacimiento: p.nacimiento,
  reportante_nombre: "Lic. Enf. Carmen Vela",
  producto_sospechoso: d.nombre,
  descripcion_evento: narrative,
  fecha_inicio_evento: onset,
  fecha_recepcion: reception,
  origen_notificacion: "web_form",
  productos: [{ nombre_producto: d.nombre, ifa: d.ifa, registro_sanitario: null, dosis_frecuencia: null, via_administracion: null }],
  ...over
})

type Kind = "nota_enfermeria" | "reenvio_mayusculas" | "seguimiento_parrafo" | "errata_producto" | "narrativa_cortada"
const KINDS: ReadonlyArray<Kind> = ["nota_enfermeria", "reenvio_mayusculas", "seguimiento_parrafo", "errata_producto", "narrativa_cortada"]

/** The second report of the same event, written as the kind says. */
const second = (r: Random, kind: Kind, p: Patient, d: Drug, first: DupCaseRow, reaccion: string): DupCaseRow => {
  const later = iso(Date.parse(first.fecha_recepcion) + r.int(1, 12) * MS_PER_DAY)
  switch (kind) {
    case "nota_enfermeria":
      return {
        ...first,
        paciente_iniciales: r.chance(0.5) ? `${p.nombre} ${p.paterno} ${p.materno}`.toLowerCase() : initials(p).toLowerCase(),
        paciente_fecha_nacimiento: null,
        fecha_inicio_evento: null,
        reportante_nombre: "Téc. Enf. Rosa Pinedo",
        descripcion_evento: `Nota de enfermería: pcte refiere ${reaccion} luego de la administración de ${d.nombre.toLowerCase()}. Se comunica a médico de turno.`,
        fecha_recepcion: later
      }
    case "reenvio_mayusculas":
      return { ...first, paciente_iniciales: first.paciente_iniciales.toUpperCase(), paciente_fecha_nacimiento: null, descripcion_evento: first.descripcion_evento.toUpperCase(), fecha_recepcion: later, origen_notificacion: "email" }
    case "seguimiento_parrafo":
      return { ...first, descripcion_evento: `${first.descripcion_evento}\n\nSeguimiento: a los ${r.int(2, 10)} días la paciente se encuentra asintomática; no se reexpuso al medicamento.`, fecha_recepcion: later }
    case "errata_producto":
      return { ...first, producto_sospechoso: d.typo, productos: [{ ...first.productos[0]!, nombre_producto: d.typo, ifa: null }], fecha_recepcion: later }
    case "narrativa_cortada":
      return { ...first, descripcion_evento: first.descripcion_evento.slice(0, Math.max(40, Math.floor(first.descripcion_evento.length * 0.6))), fecha_recepcion: later }
  }
}

/** Generates `cases` cases with `pairs` planted duplicates, deterministically from `seed`. */
export const generateTemplates = (options: { readonly cases: number; readonly pairs: number; readonly seed?: number; readonly spanDays?: number }): DupDataSet => {
  const r = prng(options.seed ?? 7_070_707)
  const span = options.spanDays ?? 730
  const start = Date.parse("2024-01-01T00:00:00Z")
  const originals = options.cases - options.pairs
  const dupOf = new Set<number>()
  while (dupOf.size < options.pairs) dupOf.add(r.int(0, originals - 1))
  const cases: Array<GeneratedDupCase> = []
  const pairs: Array<readonly [number, number]> = []
  let cluster = 0
  for (let i = 0; i < originals; i++) {
    const eventMs = start + Math.floor((span * (i + r.next())) / originals) * MS_PER_DAY
    const p = newPatient(r, eventMs)
    const d = drugOf(r)
    const reaccion = r.pick(d.reacciones)
    const narrative = r.pick(TEMPLATES)(d, reaccion, r.pick([1, 2, 6]))
    const first = row(p, d, narrative, r.chance(0.8) ? iso(eventMs) : null, iso(eventMs + r.int(0, 6) * MS_PER_DAY), {
      paciente_fecha_nacimiento: r.chance(0.6) ? p.nacimiento : null
    })
    const id = dupOf.has(i) ? ++cluster : null
    cases.push({ row: first, cluster: id, kind: null, patient: null, patientOf: null })
    if (id !== null) {
      const kind = r.pick(KINDS)
      pairs.push([cases.length - 1, cases.length])
      cases.push({ row: second(r, kind, p, d, first, reaccion), cluster: id, kind, patient: null, patientOf: null })
    }
  }
  return { cases, pairs }
}
