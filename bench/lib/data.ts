/**
 * Deterministic generator of realistic ICSR case bodies, exactly as a client would POST them to
 * `/api/v1/icsr` (including the typed-by-people variants the API normalizes: `Femenino`,
 * `62,5`, `whatsapp:+51…`), plus the adverse events a client would PUT to `/icsr/{id}/eventos`.
 */

import { prng, type Random } from "./random.js"


const NOMBRES_F = ["María", "Rosa", "Carmen", "Ana", "Lucía", "Julia", "Elena", "Patricia", "Milagros", "Gladys", "Rocío", "Flor", "Sofía", "Valeria", "Yolanda"]
const NOMBRES_M = ["José", "Juan", "Luis", "Carlos", "Jorge", "Miguel", "Víctor", "César", "Pedro", "Raúl", "Alberto", "Jesús", "Manuel", "Óscar", "Diego"]
const APELLIDOS = [
  "Quispe", "Flores", "Rodríguez", "Sánchez", "García", "Rojas", "Huamán", "Mamani", "Torres", "Vásquez", "Ramírez", "Chávez",
  "Mendoza", "Castillo", "Espinoza", "Díaz", "López", "Gutiérrez", "Salazar", "Ccori", "Paredes", "Fernández", "Cárdenas", "Vargas"
]

interface Producto {
  readonly nombre: string
  readonly ifa: string
  readonly forma: string
  readonly via: string
  readonly dosis: ReadonlyArray<string>
}

const PRODUCTOS: ReadonlyArray<Producto> = [
  { nombre: "Amoxicilina 500 mg", ifa: "Amoxicilina", forma: "Cápsula", via: "Oral", dosis: ["500 mg c/8 h", "500 mg c/12 h"] },
  { nombre: "Ceftriaxona 1 g", ifa: "Ceftriaxona sódica", forma: "Polvo para solución inyectable", via: "Intravenosa", dosis: ["1 g c/24 h", "2 g c/24 h"] },
  { nombre: "Metformina 850 mg", ifa: "Metformina clorhidrato", forma: "Tableta recubierta", via: "Oral", dosis: ["850 mg c/12 h", "850 mg c/24 h"] },
  { nombre: "Enalapril 10 mg", ifa: "Enalapril maleato", forma: "Tableta", via: "Oral", dosis: ["10 mg c/12 h", "10 mg c/24 h"] },
  { nombre: "Losartán 50 mg", ifa: "Losartán potásico", forma: "Tableta recubierta", via: "Oral", dosis: ["50 mg c/24 h", "50 mg c/12 h"] },
  { nombre: "Ibuprofeno 400 mg", ifa: "Ibuprofeno", forma: "Tableta", via: "Oral", dosis: ["400 mg c/8 h", "400 mg condicional a dolor"] },
  { nombre: "Diclofenaco 75 mg/3 mL", ifa: "Diclofenaco sódico", forma: "Solución inyectable", via: "Intramuscular", dosis: ["75 mg dosis única", "75 mg c/24 h"] },
  { nombre: "Ciprofloxacino 500 mg", ifa: "Ciprofloxacino clorhidrato", forma: "Tableta", via: "Oral", dosis: ["500 mg c/12 h"] },
  { nombre: "Azitromicina 500 mg", ifa: "Azitromicina dihidrato", forma: "Tableta", via: "Oral", dosis: ["500 mg c/24 h x 3 días"] },
  { nombre: "Carbamazepina 200 mg", ifa: "Carbamazepina", forma: "Tableta", via: "Oral", dosis: ["200 mg c/12 h", "200 mg c/8 h"] },
  { nombre: "Fenitoína 100 mg", ifa: "Fenitoína sódica", forma: "Cápsula", via: "Oral", dosis: ["100 mg c/8 h"] },
  { nombre: "Vancomicina 500 mg", ifa: "Vancomicina clorhidrato", forma: "Polvo para solución inyectable", via: "Intravenosa", dosis: ["1 g c/12 h", "15 mg/kg c/12 h"] },
  { nombre: "Insulina glargina 100 UI/mL", ifa: "Insulina glargina", forma: "Solución inyectable", via: "Subcutánea", dosis: ["20 UI c/24 h", "12 UI c/24 h"] },
  { nombre: "Warfarina 5 mg", ifa: "Warfarina sódica", forma: "Tableta", via: "Oral", dosis: ["5 mg c/24 h", "2,5 mg c/24 h"] },
  { nombre: "Clopidogrel 75 mg", ifa: "Clopidogrel bisulfato", forma: "Tableta recubierta", via: "Oral", dosis: ["75 mg c/24 h"] },
  { nombre: "Atorvastatina 20 mg", ifa: "Atorvastatina cálcica", forma: "Tableta recubierta", via: "Oral", dosis: ["20 mg c/24 h", "40 mg c/24 h"] },
  { nombre: "Omeprazol 20 mg", ifa: "Omeprazol", forma: "Cápsula de liberación retardada", via: "Oral", dosis: ["20 mg c/24 h", "40 mg c/24 h"] },
  { nombre: "Metamizol 1 g/2 mL", ifa: "Metamizol sódico", forma: "Solución inyectable", via: "Intravenosa", dosis: ["1 g c/8 h", "1 g dosis única"] },
  { nombre: "Tramadol 50 mg", ifa: "Tramadol clorhidrato", forma: "Cápsula", via: "Oral", dosis: ["50 mg c/8 h"] },
  { nombre: "Salbutamol 100 mcg/dosis", ifa: "Salbutamol sulfato", forma: "Aerosol para inhalación", via: "Inhalatoria", dosis: ["2 puff c/6 h"] },
  { nombre: "Levotiroxina 100 mcg", ifa: "Levotiroxina sódica", forma: "Tableta", via: "Oral", dosis: ["100 mcg c/24 h"] },
  { nombre: "Rifampicina 300 mg", ifa: "Rifampicina", forma: "Cápsula", via: "Oral", dosis: ["600 mg c/24 h"] },
  { nombre: "Isoniazida 100 mg", ifa: "Isoniazida", forma: "Tableta", via: "Oral", dosis: ["300 mg c/24 h"] },
  { nombre: "Paracetamol 500 mg", ifa: "Paracetamol", forma: "Tableta", via: "Oral", dosis: ["500 mg c/6 h", "1 g c/8 h"] }
]

const LABORATORIOS = [
  "Laboratorios Portugal S.R.L. / Perú", "Medifarma S.A. / Perú", "Farmindustria S.A. / Perú", "Hersil S.A. / Perú",
  "AC Farma S.A. / Perú", "Teva Pharmaceutical / Israel", "Sanofi / Francia", "Pfizer / Estados Unidos",
  "Genfar S.A. / Colombia", "Roemmers S.A. / Argentina", "Laboratorios Bagó / Argentina", "Sandoz / Suiza"
]

interface Evento {
  readonly texto: string
  readonly code: string
  readonly term: string
  readonly grave: boolean
}

// MedDRA preferred terms (their code is also the LLT code) in the Spanish edition's wording.
const EVENTOS: ReadonlyArray<Evento> = [
  { texto: "erupción cutánea maculopapular generalizada", code: "10037844", term: "Erupción", grave: false },
  { texto: "urticaria en tronco y extremidades", code: "10046735", term: "Urticaria", grave: false },
  { texto: "prurito intenso", code: "10037087", term: "Prurito", grave: false },
  { texto: "náuseas persistentes", code: "10028813", term: "Náuseas", grave: false },
  { texto: "vómitos en número de cuatro", code: "10047700", term: "Vómitos", grave: false },
  { texto: "cefalea holocraneana", code: "10019211", term: "Cefalea", grave: false },
  { texto: "mareos al incorporarse", code: "10013573", term: "Mareo", grave: false },
  { texto: "deposiciones líquidas", code: "10012735", term: "Diarrea", grave: false },
  { texto: "tos seca persistente", code: "10011224", term: "Tos", grave: false },
  { texto: "somnolencia diurna", code: "10041349", term: "Somnolencia", grave: false },
  { texto: "edema de labios y párpados", code: "10002424", term: "Angioedema", grave: true },
  { texto: "dificultad respiratoria, hipotensión y eritema generalizado", code: "10002198", term: "Reacción anafiláctica", grave: true },
  { texto: "glucosa capilar de 45 mg/dL con diaforesis", code: "10020993", term: "Hipoglucemia", grave: true },
  { texto: "lesiones ampollosas con desprendimiento epidérmico y compromiso de mucosa oral", code: "10042033", term: "Síndrome de Stevens-Johnson", grave: true },
  { texto: "elevación de transaminasas (TGP 420 U/L) con ictericia", code: "10019851", term: "Hepatotoxicidad", grave: true },
  { texto: "presión arterial de 80/50 mmHg", code: "10021097", term: "Hipotensión", grave: true },
  { texto: "hemorragia digestiva alta con INR de 6,2", code: "10017955", term: "Hemorragia gastrointestinal", grave: true }
]

const DIAGNOSTICOS = [
  { dx: "Infección del tracto urinario", cie10: "N39.0" },
  { dx: "Neumonía adquirida en la comunidad", cie10: "J18.9" },
  { dx: "Diabetes mellitus tipo 2", cie10: "E11.9" },
  { dx: "Hipertensión arterial esencial", cie10: "I10" },
  { dx: "Faringoamigdalitis aguda", cie10: "J03.9" },
  { dx: "Epilepsia", cie10: "G40.9" },
  { dx: "Tuberculosis pulmonar", cie10: "A15.0" },
  { dx: "Fibrilación auricular", cie10: "I48" },
  { dx: "Lumbalgia", cie10: "M54.5" },
  { dx: "Asma bronquial", cie10: "J45.9" },
  { dx: "Hipotiroidismo", cie10: "E03.9" },
  { dx: "Celulitis", cie10: "L03.9" }
]

const COMORBILIDADES = ["Ninguna conocida", "Hipertensión arterial", "Diabetes mellitus tipo 2", "Obesidad", "Enfermedad renal crónica estadio 3", "Dislipidemia", "Asma"]
const OCUPACIONES = ["Médico", "Químico farmacéutico", "Enfermera", "Obstetra", "Paciente", "Familiar del paciente"]
const FUENTES = ["Profesional de la salud", "Paciente", "Establecimiento farmacéutico", "Titular de registro sanitario"]
const TIPOS = ["Espontánea", "Espontánea", "Espontánea", "Estudio", "Literatura"]
const CAUSALIDAD = ["Definida", "Probable", "Posible", "Condicional", "Improbable", "No clasificable"]
const DESENLACE = ["Recuperado/resuelto", "En recuperación", "No recuperado", "Recuperado con secuelas", "Desconocido"]
const ESTADOS = ["Pendiente", "Pendiente", "En progreso", "En proceso", "Cerrado", "Completado", "Enviado"]
const URGENCIAS = ["Alta", "Media", "Baja"]
const CRITERIOS = ["hospitalizacion", "amenaza_vida", "medicamente_importante", "discapacidad"]
const ESTABLECIMIENTOS = ["Hospital Nacional Dos de Mayo", "Hospital Cayetano Heredia", "Hospital Regional de Cusco", "Clínica San Pablo", "Centro de Salud San Juan de Lurigancho", "Hospital Regional de Arequipa"]

const MS_PER_DAY = 86_400_000

/** `YYYY-MM-DD` of a UTC epoch. */
export const isoDay = (epochMillis: number): string => new Date(epochMillis).toISOString().slice(0, 10)

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("")

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** One generated case: the POST body, the events to PUT, and the service-set metadata. */
export interface GeneratedCase {
  /** The body of `POST /api/v1/icsr`. */
  readonly body: Record<string, unknown>
  /** The body of `PUT /api/v1/icsr/{id}/eventos`. */
  readonly eventos: { readonly eventos: ReadonlyArray<Record<string, unknown>> }
  /** When the unit received the report (the service sets this to "today" on POST). */
  readonly fechaRecepcion: string
  /** Creation time, within the reception day. */
  readonly createdAt: string
  /** Intake channel (the service's `origen`). */
  readonly origen: string
}

/** Options of the generator. */
export interface GenerateOptions {
  readonly seed?: number
  /** Ids of users a case may be assigned to (`evaluador_id`). */
  readonly evaluadores?: ReadonlyArray<number>
  /** Reception dates spread over this many days before `now`. */
  readonly spanDays?: number
  readonly now?: number
  /**
   * Chunked generation of one large set: these cases are numbers `first`..`first + count - 1`
   * of `of`, so reception dates keep growing across chunks (give each chunk its own `seed`).
   */
  readonly first?: number
  readonly of?: number
  /** Per-year case-number counters carried from chunk to chunk (case numbers stay unique). */
  readonly sequences?: Map<string, number>
  /**
   * Share of cases (0..1) that leave out each of gravedad, estado and fecha_inicio_evento, as
   * intake does before evaluation; 0 (the default) draws nothing, so older data sets are unchanged.
   */
  readonly gaps?: number
}

/** Generates `count` cases. */
export const generateCases = (count: number, options: GenerateOptions = {}): Array<GeneratedCase> => {
  const r = prng(options.seed ?? 20_240_611)
  const now = options.now ?? Date.now()
  const span = options.spanDays ?? 730
  const evaluadores = options.evaluadores ?? []
  const out: Array<GeneratedCase> = []
  const perYear = options.sequences ?? new Map<string, number>()
  const first = options.first ?? 0
  const of = options.of ?? count
  const gaps = options.gaps ?? 0

  for (let i = 0; i < count; i++) {
    // Older cases first, so ids grow with reception date as they would in a live system.
    const daysAgo = Math.floor(span * (1 - (first + i + r.next()) / of))
    const recepcion = now - daysAgo * MS_PER_DAY
    const fechaRecepcion = isoDay(recepcion)
    const createdAt = new Date(Date.parse(`${fechaRecepcion}T13:00:00Z`) + r.int(0, 10 * 3600) * 1000).toISOString()
    const year = fechaRecepcion.slice(0, 4)
    const seq = (perYear.get(year) ?? 0) + 1
    perYear.set(year, seq)

    const female = r.chance(0.56)
    const nombre = r.pick(female ? NOMBRES_F : NOMBRES_M)
    const ap1 = r.pick(APELLIDOS)
    const ap2 = r.pick(APELLIDOS)
    const edad = r.chance(0.12) ? r.int(0, 17) : r.int(18, 92)
    const nacimiento = isoDay(recepcion - (edad * 365 + r.int(0, 364)) * MS_PER_DAY)
    const dx = r.pick(DIAGNOSTICOS)

    const sospechoso = r.pick(PRODUCTOS)
    const nProductos = r.chance(0.7) ? 1 : r.chance(0.7) ? 2 : 3
    const suspects = [sospechoso, ...Array.from({ length: nProductos - 1 }, () => r.pick(PRODUCTOS))]
    const evento = r.pick(EVENTOS)
    const grave = evento.grave || r.chance(0.08)
    const inicioEvento = recepcion - r.int(1, 30) * MS_PER_DAY
    const inicioTratamiento = inicioEvento - r.int(0, 20) * MS_PER_DAY
    const resuelto = r.chance(0.6)

    const reportante = `${r.pick(r.chance(0.5) ? NOMBRES_F : NOMBRES_M)} ${r.pick(APELLIDOS)} ${r.pick(APELLIDOS)}`
    const contacto = r.chance(0.55)
      ? `${fold(reportante.split(" ")[0]!)}.${fold(reportante.split(" ")[1]!)}${r.int(1, 99)}@${r.pick(["gmail.com", "hotmail.com", "minsa.gob.pe", "essalud.gob.pe"])}`
      : `whatsapp:+519${digits(r, 8)}`
    const horas = r.int(1, 96)
    const establecimiento = r.pick(ESTABLECIMIENTOS)
    const descripcion =
      `Paciente ${female ? "de sexo femenino" : "de sexo masculino"} de ${edad} años, con diagnóstico de ${dx.dx.toLowerCase()}, ` +
      `atendido en ${establecimiento}. Recibe ${sospechoso.nombre} ${r.pick(sospechoso.dosis)} por vía ${sospechoso.via.toLowerCase()} ` +
      `desde el ${isoDay(inicioTratamiento)}. A las ${horas} horas de la administración presenta ${evento.texto}. ` +
      (grave
        ? `Requiere ${r.pick(["hospitalización", "atención en emergencia", "manejo en unidad de cuidados intermedios"])}; se suspende el medicamento y se administra ${r.pick(["clorfenamina y hidrocortisona", "adrenalina IM y fluidoterapia", "dextrosa al 33 %", "vitamina K y plasma fresco"])}. `
        : `Se ${r.pick(["suspende el medicamento", "reduce la dosis", "mantiene el tratamiento con vigilancia"])} y se indica ${r.pick(["loratadina 10 mg c/24 h", "metoclopramida 10 mg condicional", "hidratación oral", "control en 48 h"])}. `) +
      (resuelto ? `Evolución favorable, con remisión del cuadro a los ${r.int(1, 10)} días.` : "Evolución en seguimiento al momento del reporte.")

    const productos = suspects.map((p, k) => ({
      nombre_producto: p.nombre,
      ifa: p.ifa,
      forma_farmaceutica: p.forma,
      laboratorio_pais: r.pick(LABORATORIOS),
      registro_sanitario: `${r.pick(["EN", "EE", "NG", "EG"])}-${digits(r, 5)}`,
      nro_lote: `${r.pick(["L", "B", ""])}${digits(r, 6)}`,
      via_administracion: p.via,
      dosis_frecuencia: r.pick(p.dosis),
      fecha_inicio: isoDay(inicioTratamiento - k * r.int(0, 10) * MS_PER_DAY),
      ...(resuelto ? { fecha_fin: isoDay(inicioEvento + r.int(0, 3) * MS_PER_DAY) } : {}),
      // People answer these however they like; the API stores si/no/no_aplica/desconocido.
      desaparecio_al_suspender: r.pick(["si", "Sí", "no", "desconocido", "N/A"]),
      desaparecio_al_disminuir_dosis: r.pick(["no_aplica", "no aplica", "desconocido", "si"]),
      reaparecio_reexposicion: r.pick(["no_aplica", "desconocido", "no"]),
      antecedente_reaccion: r.pick(["no", "desconocido", "si", "No sabe"]),
      paciente_recibio_tratamiento_ram: grave ? "si" : r.pick(["si", "no"]),
      ...(grave ? { detalle_tratamiento_ram: "Manejo sintomático según protocolo del establecimiento." } : {})
    }))

    const concomitantes = Array.from({ length: r.chance(0.5) ? 0 : r.int(1, 2) }, () => {
      const p = r.pick(PRODUCTOS)
      return {
        nombre_producto: p.nombre,
        dosis_frecuencia: r.pick(p.dosis),
        via_administracion: p.via,
        fecha_inicio: isoDay(inicioTratamiento - r.int(30, 400) * MS_PER_DAY),
        motivo_prescripcion: r.pick(COMORBILIDADES.slice(1))
      }
    })

    const seguimientos = Array.from({ length: r.chance(0.65) ? 0 : r.int(1, 2) }, (_, k) => ({
      numero: k + 1,
      fecha: isoDay(recepcion + (k + 1) * r.int(3, 15) * MS_PER_DAY),
      comentarios: r.pick([
        "Se contactó al notificador; paciente evoluciona favorablemente.",
        "Se solicitó información adicional sobre lote y fecha de vencimiento.",
        "Notificador no responde; se reprograma contacto.",
        "Se recibió epicrisis del establecimiento."
      ])
    }))

    const body: Record<string, unknown> = {
      paciente_iniciales: `${nombre[0]}.${ap1[0]}.${ap2[0]}.`,
      paciente_edad: r.chance(0.1) ? String(edad) : edad,
      paciente_sexo: female ? r.pick(["F", "F", "Femenino"]) : r.pick(["M", "M", "masculino"]),
      ...(r.chance(0.8) ? { paciente_peso: r.chance(0.2) ? `${r.int(40, 95)},5` : r.int(8, 110) } : {}),
      ...(r.chance(0.6) ? { paciente_dni: digits(r, 8) } : {}),
      ...(r.chance(0.5) ? { paciente_fecha_nacimiento: nacimiento } : {}),
      paciente_grupo_etareo: edad < 12 ? "Niño" : edad < 18 ? "Adolescente" : edad < 60 ? "Adulto" : "Adulto mayor",
      paciente_diagnostico_principal: dx.dx,
      paciente_cie10: dx.cie10,
      paciente_comorbilidades: r.pick(COMORBILIDADES),
      reportante_nombre: reportante,
      reportante_contacto: contacto,
      reportante_ocupacion: r.pick(OCUPACIONES),
      producto_sospechoso: sospechoso.nombre,
      descripcion_evento: descripcion,
      ...(gaps > 0 && r.chance(gaps) ? {} : { fecha_inicio_evento: isoDay(inicioEvento) }),
      ...(resuelto ? { fecha_fin_evento: isoDay(inicioEvento + r.int(1, 10) * MS_PER_DAY) } : {}),
      ...(gaps > 0 && r.chance(gaps) ? {} : { gravedad: grave ? "Grave" : "No grave" }),
      ea_causalidad: r.pick(CAUSALIDAD),
      ea_desenlace: resuelto ? "Recuperado/resuelto" : r.pick(DESENLACE),
      ...(grave ? { ea_grave_solo_ram: r.chance(0.7), ea_criterios_gravedad: [r.pick(CRITERIOS)] } : { ea_criterios_gravedad: [] }),
      ...(grave ? { ea_justificacion_gravedad: `Cumple criterio de gravedad: ${evento.term.toLowerCase()} que requirió atención hospitalaria.` } : {}),
      ...(gaps > 0 && r.chance(gaps) ? {} : { estado: r.pick(ESTADOS) }),
      numero: `${year}-${String(seq).padStart(5, "0")}`,
      tipo_notificacion: r.pick(TIPOS),
      fuente_notificacion: r.pick(FUENTES),
      codigo_interno_lab: `FV-${year}-${String(seq).padStart(4, "0")}`,
      urgencia: grave ? "Alta" : r.pick(URGENCIAS),
      ...(evaluadores.length > 0 && r.chance(0.7) ? { evaluador_id: r.pick(evaluadores) } : {}),
      ...(r.chance(0.4) ? { lt_fecha_recibido_colaborador: isoDay(recepcion - r.int(0, 2) * MS_PER_DAY), lt_fecha_recibido_ufv: fechaRecepcion } : {}),
      seg_contactar_paciente: r.chance(0.3) ? "si" : false,
      productos,
      concomitantes,
      seguimientos
    }

    const eventos = [
      {
        texto: evento.texto[0]!.toUpperCase() + evento.texto.slice(1),
        fecha_inicio: isoDay(inicioEvento),
        ...(resuelto ? { fecha_fin: isoDay(inicioEvento + r.int(1, 10) * MS_PER_DAY) } : {}),
        gravedad: grave ? "Grave" : "No grave",
        causalidad: body.ea_causalidad,
        desenlace: body.ea_desenlace,
        ...(grave ? { solo_ram_grave: r.pick(["Si", "no"]) } : {}),
        meddra_llt_code: evento.code,
        meddra_llt_term: evento.term,
        meddra_pt_code: evento.code,
        meddra_pt_term: evento.term,
        is_from_narrative: true
      },
      ...(r.chance(0.25)
        ? [(() => {
          const extra = r.pick(EVENTOS.filter((e) => !e.grave))
          return { texto: extra.texto[0]!.toUpperCase() + extra.texto.slice(1), gravedad: "No grave", meddra_pt_code: extra.code, meddra_pt_term: extra.term, is_from_narrative: false }
        })()]
        : [])
    ]

    out.push({
      body,
      eventos: { eventos },
      fechaRecepcion,
      createdAt,
      origen: r.pick(["web_form", "web_form", "web_form", "email", "whatsapp"])
    })
  }
  return out
}
