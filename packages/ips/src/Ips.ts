/**
 * Periodic safety reports (service-spec "IPS product and report", "IPS report (estado)";
 * decisions.md "IPS"): field tables of products and reports, the stored shapes, states and texts.
 */
import { Errors, FieldSpec, Fields, Validation } from "@atalaya/core"
import { Either } from "effect"
import { z } from "zod"

/** The service's texts for IPS. */
export const Texts = {
  notFound: "IPS no encontrado",
  productNotFound: "Producto IPS no encontrado",
  calendarNotFound: "Elemento de calendario no encontrado",
  registroTaken: "Ya existe un producto IPS con ese registro_sanitario",
  reportTaken: "Ya existe un IPS de ese producto, periodo y version",
  onlyDraft: "El IPS solo se puede editar en borrador",
  transition: (from: string, to: string) => `Transicion no permitida: ${from} -> ${to}`,
  noPeriod: "El calendario no tiene un periodo pendiente"
} as const

/** Report states, in workflow order. */
export const ESTADOS = ["borrador", "validado", "aprobado"] as const

/** A report state. */
export type Estado = (typeof ESTADOS)[number]

/** IPS product fields (service-spec). */
export const productTable = {
  nombre: { kind: "text", max: 300, required: true },
  principio_activo: { kind: "text", max: 300 },
  forma_farmaceutica: { kind: "text", max: 120 },
  presentacion: { kind: "text", max: 300 },
  via: { kind: "text", max: 80 },
  registro_sanitario: { kind: "text", max: 60 },
  fecha_autorizacion: { kind: "date" },
  fabricante: { kind: "text", max: 300 }
} as const satisfies FieldSpec.FieldTable

/** Report scalar fields (service-spec); the JSON sections are {@link SECTIONS}. */
export const reportTable = {
  producto_id: { kind: "int", min: 1, required: true },
  periodo_inicio: { kind: "date", required: true },
  periodo_fin: { kind: "date", required: true },
  version: { kind: "int", min: 1, max: 1000 },
  unidades_comercializadas: { kind: "int", min: 0 },
  lotes_distribuidos: { kind: "int", min: 0 }
} as const satisfies FieldSpec.FieldTable

/** The report's structured sections (each any JSON value). */
export const SECTIONS = ["eventos_resumen", "senales_detectadas", "acciones_regulatorias", "evaluacion_benef_riesgo", "conclusiones"] as const

/** A section name. */
export type Section = (typeof SECTIONS)[number]

/** A stored IPS product. */
export interface IpsProduct {
  readonly id: number
  readonly nombre: string
  readonly principio_activo: string | null
  readonly forma_farmaceutica: string | null
  readonly presentacion: string | null
  readonly via: string | null
  readonly registro_sanitario: string | null
  readonly fecha_autorizacion: string | null
  readonly fabricante: string | null
  /** The catalog product it was made from (calendar), if any. */
  readonly cal_id: number | null
  readonly created_at: string
  readonly updated_at: string
}

/** A stored report. */
export interface IpsReport {
  readonly id: number
  readonly producto_id: number
  readonly producto: { readonly nombre: string; readonly principio_activo: string | null; readonly registro_sanitario: string | null }
  readonly periodo_inicio: string
  readonly periodo_fin: string
  readonly version: number
  readonly estado: Estado
  readonly unidades_comercializadas: number | null
  readonly lotes_distribuidos: number | null
  readonly eventos_resumen: unknown
  readonly senales_detectadas: unknown
  readonly acciones_regulatorias: unknown
  readonly evaluacion_benef_riesgo: unknown
  readonly conclusiones: unknown
  readonly cal_id: number | null
  readonly casos_total: number | null
  readonly regenerado_at: string | null
  readonly validado_por: string | null
  readonly validado_at: string | null
  readonly aprobado_por: string | null
  readonly aprobado_at: string | null
  readonly created_at: string
  readonly updated_at: string
}

/** A literature source of a report (service-spec "Literature source"). */
export interface Fuente {
  readonly id: number
  readonly source: string
  readonly title: string
  readonly citation: string | null
  readonly url: string | null
  readonly year: number | null
  readonly journal: string | null
  readonly abstract: string | null
  readonly detected_total: number | null
}

const MAX_SECTION_CHARS = 200_000

const sectionSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined) return undefined
  if (JSON.stringify(value).length > MAX_SECTION_CHARS) {
    Validation.report(ctx, Validation.Messages.maxLength(MAX_SECTION_CHARS))
    return z.NEVER
  }
  return value
})

const estadoSchema = Fields.enumeration(["borrador"], {}, "optional")

/** Report fields after validation (absent keys were not sent). */
export type ReportInput = Partial<Record<keyof typeof reportTable, unknown>> & Partial<Record<Section, unknown>> & { estado?: string | null }

const invalid = (issues: ReadonlyArray<Validation.ValidationIssue>) => new Errors.ValidationFailed({ issues })

/**
 * Parses report fields: creation requires producto_id and the period and starts in borrador (the
 * only state a report may be created in); an update may send any field but the state.
 */
export const parseReport = (body: unknown, mode: FieldSpec.Mode): Either.Either<ReportInput, Errors.ValidationFailed> => {
  const shape: Record<string, z.ZodTypeAny> = { ...FieldSpec.toShape(reportTable, mode), ...Object.fromEntries(SECTIONS.map((s) => [s, sectionSchema])) }
  if (mode === "create") shape.estado = estadoSchema
  const parsed = Fields.record(shape).safeParse(body)
  if (!parsed.success) return Either.left(invalid(Validation.fromZod("body", parsed.error)))
  const out = parsed.data as ReportInput
  const from = out.periodo_inicio
  const to = out.periodo_fin
  if (typeof from === "string" && typeof to === "string" && to < from) {
    return Either.left(invalid([{ loc: ["body", "periodo_fin"], msg: "periodo_fin must be on or after periodo_inicio", type: "value_error.date.order" }]))
  }
  return Either.right(out)
}

/** Parses product fields. */
export const parseProduct = (body: unknown, mode: FieldSpec.Mode): Either.Either<Partial<Record<keyof typeof productTable, unknown>>, Errors.ValidationFailed> => {
  const parsed = Fields.record(FieldSpec.toShape(productTable, mode)).safeParse(body)
  return parsed.success ? Either.right(parsed.data as Partial<Record<keyof typeof productTable, unknown>>) : Either.left(invalid(Validation.fromZod("body", parsed.error)))
}

/** The file name of an export: `ips_<producto>_<periodo_inicio>_<periodo_fin>_v<version>.<ext>`. */
export const exportName = (report: IpsReport, ext: string): string => {
  const product = report.producto.nombre.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 60) || "producto"
  return `ips_${product}_${report.periodo_inicio}_${report.periodo_fin}_v${report.version}.${ext}`
}
