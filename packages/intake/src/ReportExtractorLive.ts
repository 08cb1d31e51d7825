/**
 * The core's `Intake.ReportExtractor` port for mail and WhatsApp intake.
 *
 * Interim: reads reports written as labelled lines (`Edad: 45`, `Producto: …`) until the free-text
 * extraction of this package takes over the port.
 */
import { Intake } from "@atalaya/core"
import { Effect, Layer } from "effect"

const LABELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(iniciales|paciente)$/, "paciente_iniciales"],
  [/^edad$/, "paciente_edad"],
  [/^sexo$/, "paciente_sexo"],
  [/^(producto|medicamento|farmaco|producto sospechoso)$/, "producto_sospechoso"],
  [/^(evento|reaccion|descripcion|descripcion del evento)$/, "descripcion_evento"],
  [/^(reportante|notificador)$/, "reportante_nombre"],
  [/^(fecha de inicio|fecha inicio|inicio)$/, "fecha_inicio_evento"]
]

const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim()

/** Reads `Label: value` lines. */
export const readLabelled = (text: string): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([^:]{2,40}):\s*(.+?)\s*$/.exec(line)
    if (match === null) continue
    const field = LABELS.find(([re]) => re.test(fold(match[1]!)))?.[1]
    if (field === undefined || out[field] !== undefined) continue
    const value = match[2]!
    if (field === "paciente_edad") {
      const n = /\d{1,3}/.exec(value)
      if (n !== null) out[field] = Number(n[0])
    } else if (field === "paciente_sexo") {
      const v = fold(value)
      out[field] = v.startsWith("f") ? "F" : v.startsWith("m") ? "M" : value
    } else {
      out[field] = value
    }
  }
  return out
}

/** The extractor layer. */
export const layer: Layer.Layer<Intake.ReportExtractor> = Layer.succeed(Intake.ReportExtractor, {
  extract: (text) => Effect.succeed({ payload: readLabelled(text), engine: "reglas", warnings: [] })
})
