/**
 * What every export of a report shows, computed once: the DOCX template's variables and loops, and
 * the count charts. Sections are JSON values; they are shown as text (a string as is, an object's
 * `texto` or `resumen`, else one line per key).
 */
import type { Fuente, IpsProduct, IpsReport } from "../Ips.js"

/** One chart: a title and its bars. */
export interface ChartData {
  readonly title: string
  readonly bars: ReadonlyArray<{ readonly label: string; readonly value: number }>
  /** Months keep their order; categories go largest first. */
  readonly order: "value" | "given"
}

/** The export model. */
export interface Model {
  readonly report: IpsReport
  readonly product: IpsProduct | null
  readonly fuentes: ReadonlyArray<Fuente>
  readonly template: Readonly<Record<string, unknown>>
  readonly charts: ReadonlyArray<ChartData>
  readonly senales: ReadonlyArray<Record<string, unknown>>
}

/** A section's value as readable text. */
export const sectionText = (value: unknown): string => {
  if (value === null || value === undefined) return ""
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  if (Array.isArray(value)) return value.map(sectionText).filter((t) => t !== "").join("\n")
  const record = value as Record<string, unknown>
  for (const key of ["texto", "resumen", "text"]) if (typeof record[key] === "string") return record[key] as string
  return Object.entries(record).map(([k, v]) => `${k.replace(/_/g, " ")}: ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}`).join("\n")
}

const counts = (value: unknown, key: string): Array<{ label: string; value: number }> => {
  const record = (value as Record<string, unknown> | null)?.[key]
  if (typeof record !== "object" || record === null) return []
  return Object.entries(record as Record<string, unknown>)
    .filter(([, v]) => typeof v === "number")
    .map(([label, v]) => ({ label, value: v as number }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
}

const fmt = (x: unknown) => (typeof x === "number" ? x.toFixed(2) : "—")

/** Builds the model of a report. */
export const modelOf = (report: IpsReport, fuentes: ReadonlyArray<Fuente>, product: IpsProduct | null): Model => {
  const resumen = report.eventos_resumen
  const gravedad = counts(resumen, "por_gravedad")
  const desenlace = counts(resumen, "por_desenlace")
  const causalidad = counts(resumen, "por_causalidad")
  const pts = counts(resumen, "por_pt")
  const meses = counts(resumen, "por_mes").sort((a, b) => a.label.localeCompare(b.label))
  const pares = ((report.senales_detectadas as { pares?: ReadonlyArray<Record<string, unknown>> } | null)?.pares ?? [])
  const senales = pares.map((p) => ({
    pt: String(p.pt ?? ""), casos: p.casos ?? 0, prr: fmt(p.prr), ror: fmt(p.ror), ic025: fmt(p.ic025),
    prr_ic95: Array.isArray(p.prr_ic95) ? `${fmt(p.prr_ic95[0])}–${fmt(p.prr_ic95[1])}` : "—",
    senal: p.senal === true ? "Sí" : "No"
  }))
  const total = typeof (resumen as { total?: unknown } | null)?.total === "number" ? (resumen as { total: number }).total : report.casos_total ?? 0
  const template = {
    producto_nombre: report.producto.nombre,
    principio_activo: report.producto.principio_activo ?? "",
    registro_sanitario: report.producto.registro_sanitario ?? "",
    fabricante: product?.fabricante ?? "No informado",
    forma_farmaceutica: product?.forma_farmaceutica ?? "No informada",
    fecha_autorizacion: product?.fecha_autorizacion ?? "No informada",
    periodo_inicio: report.periodo_inicio,
    periodo_fin: report.periodo_fin,
    version: report.version,
    estado: report.estado,
    casos_total: total,
    literaturas_detected: fuentes.length,
    unidades_comercializadas: report.unidades_comercializadas ?? "No informado",
    lotes_distribuidos: report.lotes_distribuidos ?? "No informado",
    eventos_resumen: `${total} casos en el periodo. ` + gravedad.map((g) => `${g.label}: ${g.value}`).join("; "),
    acciones_regulatorias: sectionText(report.acciones_regulatorias) || "Sin acciones regulatorias en el periodo.",
    evaluacion_benef_riesgo: sectionText(report.evaluacion_benef_riesgo) || "Pendiente de evaluación.",
    conclusiones: sectionText(report.conclusiones) || "Pendiente.",
    aprobado_por: report.aprobado_por ?? "",
    fecha_emision: (report.aprobado_at ?? report.updated_at).slice(0, 10),
    gravedad: gravedad.map((g) => ({ valor: g.label, casos: g.value })),
    desenlace: desenlace.map((g) => ({ valor: g.label, casos: g.value })),
    causalidad: causalidad.map((g) => ({ valor: g.label, casos: g.value })),
    pts: pts.slice(0, 50).map((g) => ({ valor: g.label, casos: g.value })),
    senales,
    fuentes: fuentes.map((f) => ({ source: f.source, title: f.title, citation: f.citation ?? "", year: f.year ?? "" }))
  }
  return {
    report,
    product,
    fuentes,
    template,
    senales,
    charts: [
      { title: "Casos por gravedad", bars: gravedad, order: "value" as const },
      { title: "Casos por desenlace", bars: desenlace, order: "value" as const },
      { title: "Casos por causalidad", bars: causalidad, order: "value" as const },
      { title: "Casos por mes", bars: meses, order: "given" as const }
    ].filter((c) => c.bars.length > 0)
  }
}
