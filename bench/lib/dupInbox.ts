/**
 * A third generator for the duplicate benchmark (issue 12), in the style of a regional
 * pharmacovigilance centre's inbox rather than lib/dupData.ts's phrase assembly or
 * lib/dupTemplates.ts's three short templates:
 *
 * - four sources, each with its own form: an online web form wrapped in long legal boilerplate, a
 *   hospital SOAP evolution note, a vaccination ESAVI sheet (with lot numbers), and a pharmacy
 *   counter note; their slots are filled from small vocabularies, so many different patients get
 *   word-for-word the same narrative, and about half the reports add a detail of their own
 *   (a lab value, vital signs, a history, a weight);
 * - names: compound given names ('María del Carmen', 'José Luis') give four initials, surnames
 *   are drawn from a longer list with a flat power law (rank^-0.5), migrants have one surname;
 * - products: public-health programme drugs (tuberculosis, HIV), campaign vaccines, chronic
 *   medicines and over-the-counter painkillers; vaccines cluster on campaign days (the same
 *   vaccine, date, lot and sheet for many children of the same age);
 * - confounders: siblings vaccinated together, and a patient's second event with another drug;
 * - duplicates: the kinds issue 12 names (a nurse's note with written-out or lower-case initials
 *   and no onset date, a re-sent copy in capitals without the birth date, a follow-up adding a
 *   paragraph, a typo in the drug's name, a cut narrative) plus two of this style's own (the
 *   referral hospital reporting the same event on its own form, a paper form typed in with
 *   typing noise and a date read day-for-month).
 *
 * It yields the shapes of lib/dupData.ts, so `dup:quality --generator inbox` runs it.
 */
import type { DupCaseRow, DupDataSet, GeneratedDupCase } from "./dupData.js"
import { prng, type Random } from "./random.js"

const MS_PER_DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY)

// --- Names -------------------------------------------------------------------------------------

const GIVEN_F = [
  "María del Carmen", "María Elena", "Ana María", "Rosa Luz", "Luz Marina", "María Isabel", "Carmen Rosa", "Juana", "Nélida", "Yovana",
  "Marleny", "Flor de María", "Ruth Noemí", "Karen", "Lizbeth", "Sheyla", "Milagros", "Gianella", "Brigitte", "Evelyn", "Tania", "Zulema"
]
const GIVEN_M = [
  "José Luis", "Juan Carlos", "Luis Alberto", "Jorge Luis", "Carlos Alberto", "Miguel Ángel", "Segundo", "Teófilo", "Jhonatan", "Kevin",
  "Brayan", "Anthony", "Rolando", "Gerson", "Ítalo", "Eusebio", "Marcelino", "Nilo", "Ronald", "Yerson", "Alfredo", "Hernán"
]
const SURNAMES = [
  "Cárdenas", "Paucar", "Yupanqui", "Lozano", "Zevallos", "Bustamante", "Ccori", "Layme", "Apaza", "Pari", "Ticona", "Choque",
  "Villanueva", "Aguilar", "Benites", "Cabrera", "Escobar", "Guevara", "Inga", "Jara", "Llanos", "Meza", "Núñez", "Olivera",
  "Palomino", "Quiroz", "Rivas", "Soto", "Trujillo", "Ugarte", "Valdivia", "Yactayo", "Zapata", "Alarcón", "Bravo", "Calle",
  "Delgado", "Estrada", "Farfán", "Galindo", "Hinostroza", "Ibáñez", "Lazo", "Montes", "Neyra", "Ortega", "Pacheco", "Reátegui",
  "Saavedra", "Tello", "Urbina", "Velarde", "Wong", "Yábar", "Zúñiga", "Acuña", "Becerra", "Carhuamaca", "Dávila", "Egúsquiza"
]
const MIGRANT_SURNAMES = ["Rodríguez", "González", "Hernández", "Pérez", "Martínez", "Blanco"]

// A flat power law: the surname at rank k has weight (k + 1)^-0.5.
const SURNAME_WEIGHTS = SURNAMES.map((_, k) => (k + 1) ** -0.5)
const SURNAME_TOTAL = SURNAME_WEIGHTS.reduce((a, b) => a + b, 0)
const surname = (r: Random): string => {
  let x = r.next() * SURNAME_TOTAL
  for (let k = 0; k < SURNAMES.length; k++) {
    x -= SURNAME_WEIGHTS[k]!
    if (x <= 0) return SURNAMES[k]!
  }
  return SURNAMES.at(-1)!
}

interface Patient {
  readonly given: string
  readonly surnames: ReadonlyArray<string>
  readonly sexo: "F" | "M"
  readonly edad: number
  readonly nacimiento: string
}

const PARTICLES = new Set(["del", "de", "la"])
const letters = (p: Patient, dropSecondGiven = false): Array<string> => {
  const given = p.given.split(" ").filter((w) => !PARTICLES.has(w))
  return [...(dropSecondGiven ? given.slice(0, 1) : given), ...p.surnames].map((w) => w[0]!.toUpperCase())
}
const fullName = (p: Patient) => `${p.given} ${p.surnames.join(" ")}`

/** Initials as the web form and the hospital write them. */
const writtenInitials = (r: Random, p: Patient): string => {
  const l = letters(p, r.chance(0.25))
  const style = r.next()
  return style < 0.5 ? l.join("") : style < 0.85 ? `${l.join(".")}.` : l.join(" ")
}

// --- Products ----------------------------------------------------------------------------------

type Source = "web" | "hospital" | "esavi" | "botica"

interface Product {
  readonly name: string
  readonly ifa: string
  readonly typo: string
  readonly registro: string
  readonly reactions: ReadonlyArray<string>
  readonly shorthand: ReadonlyArray<string>
  readonly indication: string
  readonly ages: readonly [number, number]
  readonly sex?: "F"
  readonly vaccine: boolean
  readonly sources: ReadonlyArray<Source>
  readonly weight: number
}

const PRODUCTS: ReadonlyArray<Product> = [
  { name: "Vacuna VPH (Gardasil)", ifa: "Virus del papiloma humano recombinante", typo: "Vacuna VHP (Gardasil)", registro: "BE00934", reactions: ["síncope post vacunal", "dolor y tumefacción en el sitio de inyección", "cefalea y mareo"], shorthand: ["desmayo", "dolor en brazo", "mareos"], indication: "inmunización escolar", ages: [9, 13], sex: "F", vaccine: true, sources: ["esavi"], weight: 10 },
  { name: "Vacuna SR", ifa: "Sarampión y rubéola atenuados", typo: "Vacuna RS", registro: "BE01127", reactions: ["fiebre y exantema", "dolor en el sitio de inyección", "adenopatía retroauricular"], shorthand: ["fiebre", "ronchas", "ganglio"], indication: "campaña de seguimiento", ages: [1, 5], vaccine: true, sources: ["esavi"], weight: 8 },
  { name: "Vacuna pentavalente", ifa: "DPT, hepatitis B y Haemophilus influenzae tipo b", typo: "Vacuna pentabalente", registro: "BE00877", reactions: ["llanto persistente", "fiebre mayor de 39 °C", "induración en muslo"], shorthand: ["llanto", "fiebre alta", "bulto en muslo"], indication: "calendario regular", ages: [0, 1], vaccine: true, sources: ["esavi"], weight: 7 },
  { name: "Comirnaty (vacuna COVID-19)", ifa: "Tozinamerán", typo: "Comirnaty (vacuna COVID-19", registro: "BE01203", reactions: ["dolor torácico y palpitaciones", "fiebre y mialgias", "parestesias en brazo"], shorthand: ["dolor de pecho", "fiebre", "hormigueo"], indication: "refuerzo", ages: [18, 90], vaccine: true, sources: ["esavi", "web"], weight: 6 },
  { name: "Rifampicina/Isoniazida 300/150 mg", ifa: "Rifampicina + Isoniazida", typo: "Rifampisina/Isoniazida 300/150 mg", registro: "EN04512", reactions: ["hepatotoxicidad con elevación de transaminasas", "náuseas y vómitos persistentes", "exantema pruriginoso"], shorthand: ["ictericia", "vómitos", "picazón"], indication: "tuberculosis pulmonar", ages: [16, 75], vaccine: false, sources: ["hospital", "web"], weight: 12 },
  { name: "Efavirenz/Lamivudina/Tenofovir 600/300/300 mg", ifa: "Efavirenz + Lamivudina + Tenofovir", typo: "Efavirens/Lamivudina/Tenofovir 600/300/300 mg", registro: "EE03381", reactions: ["mareos y pesadillas", "rash maculopapular", "ginecomastia"], shorthand: ["mareos", "ronchas", "crecimiento de mamas"], indication: "infección por VIH", ages: [18, 65], vaccine: false, sources: ["hospital", "web"], weight: 8 },
  { name: "Carbamazepina 200 mg", ifa: "Carbamazepina", typo: "Carbamacepina 200 mg", registro: "EN02290", reactions: ["síndrome de Stevens-Johnson", "rash morbiliforme", "hiponatremia"], shorthand: ["ampollas en piel", "ronchas", "sodio bajo"], indication: "epilepsia", ages: [8, 70], vaccine: false, sources: ["hospital", "web"], weight: 4 },
  { name: "Alopurinol 100 mg", ifa: "Alopurinol", typo: "Alopurinal 100 mg", registro: "EN01876", reactions: ["síndrome DRESS", "exantema generalizado"], shorthand: ["ronchas con fiebre", "ronchas"], indication: "hiperuricemia", ages: [40, 85], vaccine: false, sources: ["hospital", "web"], weight: 3 },
  { name: "Apronax 550 mg", ifa: "Naproxeno sódico", typo: "Apronaz 550 mg", registro: "EE00451", reactions: ["epigastralgia", "angioedema palpebral", "urticaria"], shorthand: ["dolor de estómago", "hinchazón de ojos", "ronchas"], indication: "dolor lumbar", ages: [15, 80], vaccine: false, sources: ["botica", "web"], weight: 9 },
  { name: "Diclofenaco 75 mg/3 mL", ifa: "Diclofenaco sódico", typo: "Diclofenako 75 mg/3 mL", registro: "EN00322", reactions: ["absceso en el sitio de inyección", "hipotensión", "urticaria"], shorthand: ["absceso", "presión baja", "ronchas"], indication: "dolor agudo", ages: [18, 80], vaccine: false, sources: ["botica", "hospital"], weight: 6 },
  { name: "Metformina 850 mg", ifa: "Metformina clorhidrato", typo: "Metformna 850 mg", registro: "EN03015", reactions: ["diarrea y dolor abdominal", "sabor metálico"], shorthand: ["diarrea", "mal sabor"], indication: "diabetes mellitus tipo 2", ages: [35, 85], vaccine: false, sources: ["botica", "web"], weight: 5 },
  { name: "Enalapril 10 mg", ifa: "Enalapril maleato", typo: "Enalaprli 10 mg", registro: "EN02741", reactions: ["tos seca persistente", "angioedema de labios"], shorthand: ["tos", "labios hinchados"], indication: "hipertensión arterial", ages: [40, 90], vaccine: false, sources: ["botica", "hospital"], weight: 5 },
  { name: "Ciprofloxacino 500 mg", ifa: "Ciprofloxacino", typo: "Ciprofloxacina 500 mg", registro: "EN01562", reactions: ["tendinitis aquílea", "fotosensibilidad", "insomnio"], shorthand: ["dolor de talón", "quemadura por sol", "no duerme"], indication: "infección urinaria", ages: [18, 85], vaccine: false, sources: ["botica", "web", "hospital"], weight: 5 }
]
const PRODUCT_TOTAL = PRODUCTS.reduce((a, p) => a + p.weight, 0)
const productOf = (r: Random): Product => {
  let x = r.next() * PRODUCT_TOTAL
  for (const p of PRODUCTS) {
    x -= p.weight
    if (x <= 0) return p
  }
  return PRODUCTS.at(-1)!
}

// --- Narratives --------------------------------------------------------------------------------

const WEB_HEADER = "Notificación de sospecha de reacción adversa a medicamentos (formulario en línea del Centro de Referencia Regional). Descripción del evento:"
const WEB_FOOTER = "Declaro que la información consignada es verdadera. Los datos personales del paciente están protegidos por la Ley N.° 29733 y solo se usan con fines de farmacovigilancia."
const ACTIONS = ["Se suspendió el medicamento", "Se mantuvo el tratamiento con vigilancia", "Se redujo la dosis"]
const OUTCOMES = ["recuperado sin secuelas", "en recuperación", "persiste al momento del reporte"]
const TREATMENTS = ["clorfenamina 10 mg EV", "hidrocortisona 100 mg EV", "paracetamol 500 mg VO", "hidratación con cloruro de sodio 0.9 %"]
const SERVICES = ["medicina interna", "neumología", "infectología", "emergencia", "neurología"]
const PLACES = ["I.E. N.° 20188", "puesto de salud Villa María", "centro de salud San Juan", "I.E. Santa Rosa", "vacunatorio del hospital"]
const DISTRICTS = ["Ate", "Carabayllo", "Chilca", "Huaral", "Lurín", "Pachacámac", "Puente Piedra", "Comas"]
const HISTORY = ["hipertensión arterial", "asma bronquial", "hipotiroidismo", "insuficiencia renal crónica", "VIH en TARV", "gastritis crónica"]

/** A detail this report adds of its own: rare numbers and facts, unlike the form's wording. */
const detail = (r: Random): string => {
  switch (r.int(0, 6)) {
    case 0: return `TGO ${r.int(90, 900)} U/L y TGP ${r.int(90, 900)} U/L`
    case 1: return `PA ${r.int(70, 160)}/${r.int(40, 100)} mmHg, FC ${r.int(55, 140)} lpm`
    case 2: return `temperatura ${r.int(37, 40)}.${r.int(0, 9)} °C`
    case 3: return `antecedente de ${r.pick(HISTORY)}`
    case 4: return `peso ${r.int(8, 110)} kg`
    case 5: return `vive en ${r.pick(DISTRICTS)}, acude con su ${r.pick(["madre", "esposa", "hijo", "hermana"])}`
    default: return `glucosa ${r.int(40, 400)} mg/dL, creatinina ${r.int(5, 30) / 10} mg/dL`
  }
}

/** The facts of one event, from which every report of it is written. */
interface Event {
  readonly patient: Patient
  readonly product: Product
  readonly reaction: number
  readonly onset: string
  readonly hours: number
  readonly dose: string
  readonly action: number
  readonly outcome: number
  readonly treatment: string
  readonly lot: string
  readonly place: string
  readonly service: string
  readonly details: ReadonlyArray<string>
}

const DOSES = ["primera", "segunda", "tercera"]

const narrativeFor = (e: Event, source: Source, details: ReadonlyArray<string>): string => {
  const p = e.product
  const reaction = p.reactions[e.reaction]!
  const extra = details.length === 0 ? "" : ` ${details.map((d) => d[0]!.toUpperCase() + d.slice(1)).join(". ")}.`
  switch (source) {
    case "web":
      return `${WEB_HEADER} ${reaction[0]!.toUpperCase()}${reaction.slice(1)} a las ${e.hours} horas de la ${e.dose} dosis de ${p.name.toLowerCase()} indicado por ${p.indication}.${extra} ${ACTIONS[e.action]}. Desenlace: ${OUTCOMES[e.outcome]}. ${WEB_FOOTER}`
    case "hospital":
      return `EVOLUCIÓN - ${e.service.toUpperCase()}. S: paciente refiere ${p.shorthand[e.reaction]}. O: se constata ${reaction}.${extra} A: probable RAM a ${p.ifa.toLowerCase()}. P: ${ACTIONS[e.action]!.toLowerCase()}, ${e.treatment}, control en 24 horas.`
    case "esavi":
      return `Ficha ESAVI. Vacunado en ${e.place} con ${p.name} lote ${e.lot}, ${e.dose} dosis. A los ${e.hours * 10} minutos presentó ${reaction}.${extra} Manejo: ${e.treatment}. Evolución: ${OUTCOMES[e.outcome]}.`
    case "botica":
      return `Cliente acude a botica refiriendo ${p.shorthand[e.reaction]} tras tomar ${p.name} por ${p.indication}.${extra} Se le recomienda acudir al establecimiento de salud.`
  }
}

// --- Rows --------------------------------------------------------------------------------------

const REPORTERS: Readonly<Record<Source, ReadonlyArray<string>>> = {
  web: ["Q.F. Rocío Benites", "Q.F. Julio Soto", "Dr. Marco Reátegui"],
  hospital: ["Dra. Silvia Montes", "Dr. Hernán Velarde", "Q.F. Ana Llanos"],
  esavi: ["Lic. Enf. Gloria Inga", "Lic. Enf. Pilar Tello", "Téc. Enf. Saúl Meza"],
  botica: ["Q.F. Karina Urbina", "Téc. Farm. Elmer Rivas"]
}
const ORIGINS: Readonly<Record<Source, string>> = { web: "web_form", hospital: "email", esavi: "web_form", botica: "whatsapp" }

const rowFor = (r: Random, e: Event, source: Source, options: { readonly birth: boolean; readonly onset: boolean; readonly details: ReadonlyArray<string> }): DupCaseRow => {
  const p = e.product
  const nested = r.chance(0.7)
  return {
    paciente_iniciales: writtenInitials(r, e.patient),
    paciente_edad: e.patient.edad,
    paciente_sexo: e.patient.sexo,
    paciente_fecha_nacimiento: options.birth ? e.patient.nacimiento : null,
    reportante_nombre: r.pick(REPORTERS[source]),
    producto_sospechoso: source === "hospital" && r.chance(0.5) ? p.ifa : p.name,
    descripcion_evento: narrativeFor(e, source, options.details),
    fecha_inicio_evento: options.onset ? e.onset : null,
    fecha_recepcion: addDays(e.onset, r.int(0, 9)),
    origen_notificacion: ORIGINS[source],
    productos: nested
      ? [{ nombre_producto: p.name, ifa: r.chance(0.6) ? p.ifa : null, registro_sanitario: r.chance(0.4) ? p.registro : null, dosis_frecuencia: null, via_administracion: null }]
      : []
  }
}

// --- Duplicates --------------------------------------------------------------------------------

type Kind =
  | "nota_enfermeria" | "reenvio_mayusculas" | "seguimiento_parrafo" | "errata_producto" | "narrativa_cortada"
  | "otro_establecimiento" | "transcripcion"
const KINDS: ReadonlyArray<Kind> = [
  "nota_enfermeria", "reenvio_mayusculas", "seguimiento_parrafo", "errata_producto", "narrativa_cortada", "otro_establecimiento", "transcripcion"
]

// Typing a paper form: accents lost, a letter doubled or dropped here and there.
const typed = (r: Random, text: string): string => {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "")
  let out = ""
  for (const ch of plain) {
    const x = r.next()
    if (/[a-z]/.test(ch) && x < 0.012) continue
    out += ch
    if (/[a-z]/.test(ch) && x > 0.99) out += ch
  }
  return out
}

const swapDayMonth = (date: string): string | null => {
  const [y, m, d] = date.split("-")
  return Number(d) <= 12 && d !== m ? `${y}-${d}-${m}` : null
}

/** The second report of the same event, written as the kind says. */
const second = (r: Random, kind: Kind, e: Event, source: Source, first: DupCaseRow): DupCaseRow => {
  const later = addDays(first.fecha_recepcion, r.int(1, 20))
  const p = e.patient
  switch (kind) {
    case "nota_enfermeria": {
      const written = r.chance(0.5) ? fullName(p).toLowerCase() : letters(p).join(r.pick(["", ".", " "])).toLowerCase()
      const own = e.details.length > 0 && r.chance(0.5) ? ` ${e.details[0]}.` : ""
      return {
        ...first,
        paciente_iniciales: written,
        fecha_inicio_evento: null,
        paciente_fecha_nacimiento: r.chance(0.5) ? first.paciente_fecha_nacimiento : null,
        reportante_nombre: "Lic. Enf. de turno",
        descripcion_evento: `Nota de enfermería ${r.int(7, 22)}:${String(r.int(0, 59)).padStart(2, "0")} h. Pcte de ${p.edad} a. con ${e.product.shorthand[e.reaction]} luego de recibir ${e.product.name.toLowerCase()}.${own} Se comunica a médico de guardia.`,
        fecha_recepcion: later,
        origen_notificacion: "email"
      }
    }
    case "reenvio_mayusculas":
      return {
        ...first,
        paciente_iniciales: first.paciente_iniciales.toUpperCase(),
        paciente_fecha_nacimiento: null,
        producto_sospechoso: first.producto_sospechoso.toUpperCase(),
        descripcion_evento: first.descripcion_evento.toUpperCase(),
        fecha_recepcion: later,
        origen_notificacion: "email"
      }
    case "seguimiento_parrafo":
      return {
        ...first,
        descripcion_evento: `${first.descripcion_evento}\n\nSeguimiento al día ${r.int(3, 15)}: ${detail(r)}; ${r.pick(["evoluciona sin nuevas lesiones", "se reinició el tratamiento sin recurrencia", "continúa en observación"])}.`,
        fecha_recepcion: later
      }
    case "errata_producto": {
      const name = e.product.name
      return {
        ...first,
        producto_sospechoso: e.product.typo,
        productos: first.productos.map((x) => ({ ...x, nombre_producto: e.product.typo, ifa: null, registro_sanitario: null })),
        descripcion_evento: first.descripcion_evento.replaceAll(name, e.product.typo).replaceAll(name.toLowerCase(), e.product.typo.toLowerCase()),
        fecha_recepcion: later
      }
    }
    case "narrativa_cortada": {
      const text = first.descripcion_evento
      return { ...first, descripcion_evento: text.slice(0, Math.max(60, Math.floor(text.length * (0.35 + 0.3 * r.next())))), fecha_recepcion: later }
    }
    case "otro_establecimiento": {
      const other: Source = source === "hospital" ? r.pick(["web", "botica"] as const) : "hospital"
      const details = e.details.filter(() => r.chance(0.6))
      const row = rowFor(r, e, other, { birth: r.chance(0.6), onset: r.chance(0.85), details })
      return { ...row, fecha_inicio_evento: row.fecha_inicio_evento !== null && r.chance(0.3) ? addDays(e.onset, r.pick([-1, 1])) : row.fecha_inicio_evento, fecha_recepcion: later }
    }
    case "transcripcion": {
      const onset = first.fecha_inicio_evento !== null && r.chance(0.3) ? swapDayMonth(first.fecha_inicio_evento) ?? first.fecha_inicio_evento : first.fecha_inicio_evento
      return {
        ...first,
        paciente_iniciales: letters(p).join("-"),
        descripcion_evento: typed(r, first.descripcion_evento),
        producto_sospechoso: typed(r, first.producto_sospechoso),
        fecha_inicio_evento: onset,
        fecha_recepcion: later,
        origen_notificacion: "email"
      }
    }
  }
}

// --- The inbox ---------------------------------------------------------------------------------

const newPatient = (r: Random, product: Product, onset: string, surnames?: ReadonlyArray<string>): Patient => {
  const sexo = product.sex ?? (r.chance(0.52) ? "F" : "M")
  const edad = r.int(product.ages[0], product.ages[1])
  const birthMs = Date.parse(`${onset}T00:00:00Z`) - (edad * 365.25 + r.int(1, 360)) * MS_PER_DAY
  const migrant = surnames === undefined && r.chance(0.08)
  return {
    given: r.pick(sexo === "F" ? GIVEN_F : GIVEN_M),
    surnames: surnames ?? (migrant ? [r.pick(MIGRANT_SURNAMES)] : [surname(r), surname(r)]),
    sexo,
    edad,
    nacimiento: iso(birthMs)
  }
}

const newEvent = (r: Random, product: Product, patient: Patient, onset: string, lot: string): Event => ({
  patient,
  product,
  reaction: r.int(0, product.reactions.length - 1),
  onset,
  hours: r.pick([1, 2, 3, 6, 12]),
  dose: r.pick(DOSES),
  action: r.int(0, ACTIONS.length - 1),
  outcome: r.int(0, OUTCOMES.length - 1),
  treatment: r.pick(TREATMENTS),
  lot,
  place: r.pick(PLACES),
  service: r.pick(SERVICES),
  details: r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, () => detail(r)) : []
})

/** Generates `cases` cases with `pairs` planted duplicates, deterministically from `seed`. */
export const generateInbox = (options: { readonly cases: number; readonly pairs: number; readonly seed?: number; readonly spanDays?: number }): DupDataSet => {
  const r = prng(options.seed ?? 4_242_001)
  const span = options.spanDays ?? 730
  const start = Date.parse("2025-01-01T00:00:00Z")
  const originals = options.cases - options.pairs
  let pairsLeft = options.pairs
  const cases: Array<GeneratedDupCase> = []
  const pairs: Array<readonly [number, number]> = []
  // The lot each vaccine is using this month, and a patient's earlier event (for a second one).
  const lots = new Map<string, string>()
  const recent: Array<{ readonly index: number; readonly event: Event; readonly source: Source; readonly row: DupCaseRow }> = []
  let cluster = 0
  let patientId = 0
  let i = 0
  while (i < originals) {
    const day = Math.floor((span * (i + r.next())) / originals)
    let onset = iso(start + day * MS_PER_DAY)
    const product = productOf(r)
    // Most vaccine reports come from campaign days: the 10th and 24th of each month.
    if (product.vaccine && r.chance(0.6)) onset = `${onset.slice(0, 8)}${Number(onset.slice(8)) < 17 ? "10" : "24"}`
    const lotKey = `${product.name}:${onset.slice(0, 7)}`
    if (!lots.has(lotKey)) lots.set(lotKey, `${r.pick(["FK", "GH", "EW", "LT"])}${r.int(1000, 9999)}`)
    const earlier = recent.length > 50 && r.chance(0.004) ? r.pick(recent) : undefined
    const sameAs = earlier !== undefined && !earlier.event.product.vaccine && !product.vaccine && earlier.event.product !== product ? earlier : undefined
    const patient = sameAs?.event.patient ?? newPatient(r, product, onset)
    const event = newEvent(r, product, patient, onset, lots.get(lotKey)!)
    const source = r.pick(product.sources)
    const row = rowFor(r, event, source, {
      birth: r.chance(source === "botica" ? 0.2 : source === "esavi" ? 0.8 : 0.6),
      onset: r.chance(0.88),
      details: event.details
    })
    // A patient's second event keeps how the first report wrote the patient.
    const stored = sameAs === undefined ? row : { ...row, paciente_iniciales: sameAs.row.paciente_iniciales, paciente_fecha_nacimiento: patient.nacimiento }
    let patientOf: number | null = null
    let patientMark: number | null = null
    if (sameAs !== undefined) {
      patientOf = sameAs.index
      patientMark = ++patientId
    }
    // Duplicates are spread evenly at random over the originals (siblings take slots too).
    const id = pairsLeft > 0 && (pairsLeft >= originals - i || r.next() < pairsLeft / (originals - i)) ? ++cluster : null
    if (id !== null) pairsLeft--
    cases.push({ row: stored, cluster: id, kind: null, patient: patientMark, patientOf })
    const index = cases.length - 1
    recent.push({ index, event, source, row: stored })
    if (recent.length > 2000) recent.shift()
    i++
    if (id !== null) {
      const kind = r.pick(KINDS)
      pairs.push([index, cases.length])
      cases.push({ row: second(r, kind, event, source, stored), cluster: id, kind, patient: null, patientOf: null })
    }
    // A sibling vaccinated the same day: the same surnames, vaccine, lot and sheet.
    if (product.vaccine && i < originals && r.chance(0.04)) {
      const sibling = newPatient(r, product, onset, patient.surnames)
      const siblingEvent = { ...newEvent(r, product, sibling, onset, event.lot), place: event.place, reaction: event.reaction, dose: event.dose }
      cases.push({ row: rowFor(r, siblingEvent, source, { birth: r.chance(0.8), onset: true, details: siblingEvent.details }), cluster: null, kind: null, patient: null, patientOf: null })
      i++
    }
  }
  return { cases, pairs }
}
