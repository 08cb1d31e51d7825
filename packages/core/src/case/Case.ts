/**
 * The ICSR case (individual case safety report) and its nested entries, as the service contract
 * defines them: field tables, input schemas (create, partial update, full update) and output types.
 */
import { z } from "zod"
import * as Fields from "../kernel/Fields.js"
import { type FieldTable, type Mode, toShape } from "../kernel/FieldSpec.js"

const { SHORT_TEXT: S, LONG_TEXT: L } = Fields

/** The values of `paciente_sexo`. */
export const SEXOS = ["M", "F", "O"] as const
/** Synonyms accepted for `paciente_sexo` (decisions.md). */
export const SEXO_SYNONYMS = { femenino: "F", masculino: "M", otro: "O" } as const

/** Yes/no/not-applicable answers of suspected products (decisions.md). */
export const RESPUESTAS = ["si", "no", "no_aplica", "desconocido"] as const
/** Inputs people type for those answers. */
export const RESPUESTA_SYNONYMS: Readonly<Record<string, (typeof RESPUESTAS)[number]>> = {
  yes: "si", y: "si", s: "si", true: "si", "1": "si",
  n: "no", false: "no", "0": "no",
  "n/a": "no_aplica", na: "no_aplica", "no aplica": "no_aplica", "no-aplica": "no_aplica", "not applicable": "no_aplica",
  unknown: "desconocido", "no sabe": "desconocido", "no se sabe": "desconocido", ns: "desconocido", "?": "desconocido"
}

/** Urgency levels and the days each gives until `fecha_limite` (evaluation rule 1). */
export const URGENCIA_DIAS = { Alta: 1, Media: 3, Baja: 7 } as const
/** The values of `urgencia`. */
export const URGENCIAS = Object.keys(URGENCIA_DIAS) as ReadonlyArray<keyof typeof URGENCIA_DIAS>

/** ICH E2D seriousness criteria codes (decisions.md). */
export const CRITERIOS_GRAVEDAD = [
  "muerte", "amenaza_vida", "hospitalizacion", "discapacidad", "anomalia_congenita", "medicamente_importante"
] as const

/** Case states named by the contract; PUT may set any of them. */
export const ESTADOS = ["Pendiente", "En progreso", "En proceso", "Cerrado", "Completado", "Enviado"] as const

/** Manual duplicate decisions. */
export const DUP_OVERRIDES = ["unico", "duplicado"] as const

/** Scalar fields of a case that a client may write, keyed by canonical name. */
export const CASE_FIELDS = {
  paciente_iniciales: { kind: "text", max: S, required: true },
  paciente_edad: { kind: "int", min: 0, max: 150, required: true },
  paciente_sexo: { kind: "enum", values: SEXOS, synonyms: SEXO_SYNONYMS, required: true },
  paciente_peso: { kind: "number", min: 0, max: 1000 },
  paciente_dni: { kind: "text", max: S },
  paciente_fecha_nacimiento: { kind: "date" },
  paciente_grupo_etareo: { kind: "text", max: S },
  paciente_diagnostico_principal: { kind: "text", max: S },
  paciente_cie10: { kind: "text", max: S },
  paciente_comorbilidades: { kind: "text", max: L },
  paciente_gestacion_meses_raw: { kind: "text", max: S },
  reportante_nombre: { kind: "text", max: S, required: true },
  reportante_contacto: { kind: "text", max: S },
  reportante_email: { kind: "text", max: S },
  reportante_telefono: { kind: "text", max: S },
  reportante_ocupacion: { kind: "text", max: S },
  producto_sospechoso: { kind: "text", max: S, required: true },
  descripcion_evento: { kind: "text", max: L, required: true },
  fecha_inicio_evento: { kind: "date" },
  fecha_fin_evento: { kind: "date" },
  gravedad: { kind: "text", max: S },
  ea_causalidad: { kind: "text", max: S },
  ea_desenlace: { kind: "text", max: S },
  ea_grave_solo_ram: { kind: "bool" },
  estado: { kind: "text", max: S },
  numero: { kind: "text", max: S },
  tipo_notificacion: { kind: "text", max: S },
  fuente_notificacion: { kind: "text", max: S },
  doc_fuente_url: { kind: "text", max: 2048 },
  codigo_interno_lab: { kind: "text", max: S },
  cenafyt_codigo: { kind: "text", max: S },
  urgencia: { kind: "enum", values: URGENCIAS },
  fecha_limite: { kind: "date" },
  producto_id: { kind: "int", min: 1 },
  evaluador_id: { kind: "int", min: 1 },
  ea_criterios_gravedad: { kind: "codes", values: CRITERIOS_GRAVEDAD },
  ea_justificacion_gravedad: { kind: "text", max: L },
  lt_fecha_recibido_colaborador: { kind: "date" },
  lt_fecha_recibido_ufv: { kind: "date" },
  lt_dias_colab_ufv: { kind: "int" },
  lt_fecha_limite_digemid: { kind: "date" },
  lt_fecha_envio_digemid: { kind: "date" },
  lt_dias_ufv_digemid: { kind: "int" },
  lt_comentarios_no_sometimiento: { kind: "text", max: L },
  lt_problemas_adicionales: { kind: "text", max: L },
  qc_realizado_por: { kind: "text", max: S },
  qc_fecha: { kind: "date" },
  revision_senales: { kind: "text", max: L },
  comentarios_adicionales: { kind: "text", max: L },
  seg_contactar_paciente: { kind: "bool" },
  seg_adicional_fecha: { kind: "date" },
  seg_adicional_comentarios: { kind: "text", max: L },
  seg_adicional_estado: { kind: "text", max: S },
  dup_override: { kind: "enum", values: DUP_OVERRIDES },
  dup_of_id: { kind: "int", min: 1 },
  ea_causalidad_ft: { kind: "text", max: S },
  ea_causalidad_ft_justificacion: { kind: "text", max: L },
  ft_evento_listado: { kind: "bool" },
  ft_seccion: { kind: "text", max: S },
  ft_frecuencia: { kind: "text", max: S }
} as const satisfies FieldTable

/** Input aliases of case fields (service-spec "ICSR case"). */
export const CASE_ALIASES: Readonly<Record<string, string>> = {
  dni: "paciente_dni",
  doc_identidad: "paciente_dni",
  documento_identidad: "paciente_dni",
  fecha_inicio: "fecha_inicio_evento",
  ea_fecha_inicio: "fecha_inicio_evento",
  evento_fecha_inicio: "fecha_inicio_evento",
  fecha_fin: "fecha_fin_evento",
  ea_fecha_fin: "fecha_fin_evento",
  evento_fecha_fin: "fecha_fin_evento",
  causalidad: "ea_causalidad",
  desenlace: "ea_desenlace",
  cc_realizado_por: "qc_realizado_por",
  paciente_desea_contacto: "seg_contactar_paciente",
  lt_fecha_limite_envio_digemid: "lt_fecha_limite_digemid",
  seguimiento: "seguimientos",
  seguimiento_items: "seguimientos"
}

const respuesta = { kind: "enum", values: RESPUESTAS, synonyms: RESPUESTA_SYNONYMS } as const

/** Fields of a suspected product entry (`productos[]`). */
export const PRODUCTO_FIELDS = {
  nombre_producto: { kind: "text", max: S },
  ifa: { kind: "text", max: S },
  forma_farmaceutica: { kind: "text", max: S },
  laboratorio_pais: { kind: "text", max: S },
  registro_sanitario: { kind: "text", max: S },
  nro_lote: { kind: "text", max: S },
  via_administracion: { kind: "text", max: S },
  dosis_frecuencia: { kind: "text", max: S },
  fecha_inicio: { kind: "date" },
  fecha_fin: { kind: "date" },
  desaparecio_al_suspender: respuesta,
  desaparecio_al_disminuir_dosis: respuesta,
  reaparecio_reexposicion: respuesta,
  antecedente_reaccion: respuesta,
  paciente_recibio_tratamiento_ram: respuesta,
  detalle_tratamiento_ram: { kind: "text", max: L }
} as const satisfies FieldTable

/** Fields of a concomitant entry (`concomitantes[]`). */
export const CONCOMITANTE_FIELDS = {
  nombre_producto: { kind: "text", max: S },
  dosis_frecuencia: { kind: "text", max: S },
  nro_lote: { kind: "text", max: S },
  via_administracion: { kind: "text", max: S },
  fecha_inicio: { kind: "date" },
  fecha_fin: { kind: "date" },
  motivo_prescripcion: { kind: "text", max: S }
} as const satisfies FieldTable

/** Fields of a follow-up entry (`seguimientos[]`). */
export const SEGUIMIENTO_FIELDS = {
  numero: { kind: "int", min: 0 },
  fecha: { kind: "date" },
  comentarios: { kind: "text", max: L }
} as const satisfies FieldTable

/** `solo_ram_grave` of an adverse event: Si, No or null. */
export const SOLO_RAM_GRAVE = ["Si", "No"] as const

/** Fields of an adverse event (`eventos[]`). */
export const EVENTO_FIELDS = {
  texto: { kind: "text", max: L, required: true },
  tipo_notificacion: { kind: "text", max: S },
  fecha_inicio: { kind: "date" },
  fecha_fin: { kind: "date" },
  gravedad: { kind: "text", max: S },
  causalidad: { kind: "text", max: S },
  desenlace: { kind: "text", max: S },
  solo_ram_grave: { kind: "enum", values: SOLO_RAM_GRAVE, synonyms: { si: "Si", sí: "Si", yes: "Si", true: "Si", no: "No", false: "No" } },
  texto_correo: { kind: "text", max: L },
  doc_fuente_url: { kind: "text", max: 2048 },
  meddra_llt_code: { kind: "text", max: S },
  meddra_llt_term: { kind: "text", max: S },
  meddra_pt_code: { kind: "text", max: S },
  meddra_pt_term: { kind: "text", max: S },
  meddra_pt_manual: { kind: "text", max: S },
  is_from_narrative: { kind: "bool" }
} as const satisfies FieldTable

/** Event fields that `PUT /icsr/{id}/eventos/{evento_id}` may change. */
export const EVENTO_PATCH_FIELDS = [
  "gravedad", "causalidad", "desenlace", "solo_ram_grave", "texto_correo", "doc_fuente_url",
  "meddra_llt_code", "meddra_llt_term", "meddra_pt_code", "meddra_pt_term", "meddra_pt_manual"
] as const

type Table = typeof CASE_FIELDS
type ValueOf<K extends string> = K extends "text" | "date" | "enum" ? string
  : K extends "int" | "number" ? number
  : K extends "bool" ? boolean
  : K extends "codes" ? Array<string>
  : never
/** Stored value types of a field table (every field may be null except lists). */
export type Values<T extends FieldTable> = {
  -readonly [K in keyof T]: T[K]["kind"] extends "codes" ? Array<string> : ValueOf<T[K]["kind"]> | null
}

/** A suspected product as returned by the service. */
export type Producto = { id: number } & Values<typeof PRODUCTO_FIELDS> & {
  laboratorio?: string | null
  rs_vencimiento?: string | null
}
/** A concomitant medication as returned by the service. */
export type Concomitante = { id: number } & Values<typeof CONCOMITANTE_FIELDS>
/** A follow-up entry as returned by the service. */
export type Seguimiento = { id: number } & Values<typeof SEGUIMIENTO_FIELDS>
/** An adverse event as returned by the service. */
export type Evento = { id: number; icsr_id: number } & Values<typeof EVENTO_FIELDS>

/** Scalar case values as stored. */
export type CaseValues = Values<Table>

/** An ICSR case as returned by the service. */
export type Case = {
  id: number
  created_at: string
  updated_at: string
  fecha_recepcion: string
  origen_notificacion: string
} & CaseValues & {
  productos: Array<Producto>
  concomitantes: Array<Concomitante>
  seguimientos: Array<Seguimiento>
  eventos: Array<Evento>
  rs_catalog_map?: Record<string, CatalogRef>
} & Partial<DupFlag>

/**
 * The stored result of a case's last background duplicate check, carried by the items of
 * `GET /icsr` so a list can flag duplicates without computing; null until the first check.
 * `GET /icsr/{id}/duplicates` always computes afresh.
 */
export interface DupFlag {
  dup_status: "dup" | "review" | "unique" | null
  dup_score: number | null
  dup_best_id: number | null
  dup_checked_at: string | null
}

/** The keys of {@link DupFlag}, in the order list items carry them. */
export const DUP_FLAG_KEYS = ["dup_status", "dup_score", "dup_best_id", "dup_checked_at"] as const

/** What the catalog says of one registration number, shown with a case. */
export interface CatalogRef {
  readonly id: number
  readonly producto: string | null
  readonly laboratorio: string | null
  readonly rs_vencimiento: string | null
}

/** Nested entries without ids, as written. */
export type ProductoInput = Values<typeof PRODUCTO_FIELDS>
/** A concomitant entry as written. */
export type ConcomitanteInput = Values<typeof CONCOMITANTE_FIELDS>
/** A follow-up entry as written. */
export type SeguimientoInput = Values<typeof SEGUIMIENTO_FIELDS>
/** An event as written. */
export type EventoInput = Values<typeof EVENTO_FIELDS>

/** Nested arrays of a case body; absent means "leave as is" on partial update. */
export interface NestedInput {
  productos?: Array<ProductoInput> | undefined
  concomitantes?: Array<ConcomitanteInput> | undefined
  seguimientos?: Array<SeguimientoInput> | undefined
}

/** A validated case body: only the fields the client sent (absent keys are `undefined`). */
export type CaseInput = Partial<CaseValues> & NestedInput

const nestedShape = {
  productos: Fields.list(Fields.record(toShape(PRODUCTO_FIELDS, "create"))),
  concomitantes: Fields.list(Fields.record(toShape(CONCOMITANTE_FIELDS, "create"))),
  seguimientos: Fields.list(Fields.record(toShape(SEGUIMIENTO_FIELDS, "create")))
}

const caseSchema = (mode: Mode) => Fields.record({ ...toShape(CASE_FIELDS, mode), ...nestedShape }, CASE_ALIASES)

/** Schema of `POST /icsr`: required fields enforced, aliases mapped, values normalized. */
export const CaseCreate = caseSchema("create") as unknown as z.ZodType<CaseInput>
/** Schema of `PUT /icsr/{id}` and `/full`: any subset; required fields may not be cleared. */
export const CasePatch = caseSchema("update") as unknown as z.ZodType<CaseInput>

/** Schema of one event as written by replace-all. */
export const EventoCreate = Fields.record(toShape(EVENTO_FIELDS, "create")) as unknown as z.ZodType<EventoInput>
/** Schema of the body of replace-all events (`{eventos: [...]}`). */
export const EventosReplace = Fields.record({
  eventos: Fields.list(EventoCreate).transform((v, ctx) => {
    if (v === undefined) {
      ctx.addIssue({ code: "custom", message: "field required", params: { type: "value_error.missing" } })
      return z.NEVER
    }
    return v
  })
}) as unknown as z.ZodType<{ eventos: Array<EventoInput> }>

const patchableEvent = Object.fromEntries(
  EVENTO_PATCH_FIELDS.map((k) => [k, EVENTO_FIELDS[k]])
) as FieldTable
/** Schema of `PUT /icsr/{id}/eventos/{evento_id}`. */
export const EventoPatch = Fields.record(toShape(patchableEvent, "update")) as unknown as z.ZodType<
  Partial<Pick<EventoInput, (typeof EVENTO_PATCH_FIELDS)[number]>>
>

/** Field names of a case (scalars) in their canonical order. */
export const CASE_FIELD_NAMES = Object.keys(CASE_FIELDS) as ReadonlyArray<keyof CaseValues>
