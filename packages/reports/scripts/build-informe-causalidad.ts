/**
 * Writes `templates/digemid/informe-causalidad.docx`, the causality report template (`{{variable}}` placeholders,
 * `{{#eventos}}` and `{{#kl_criterios}}` table-row loops). A deployment may edit the DOCX in any word
 * processor instead; this script only makes the shipped one reproducible:
 * `pnpm --filter @atalaya/reports exec tsx scripts/build-informe-causalidad.ts`.
 */
import { writeFileSync } from "node:fs"
import { field, heading, p, packDocx, run, table } from "./wordml.js"

const body = [
  p(run("INFORME DE EVALUACIÓN DE CAUSALIDAD", { bold: true, size: 28 }), { center: true, after: 40 }),
  p(run("Sospecha de reacción adversa a medicamento — Unidad de Farmacovigilancia", { size: 20, color: "555555" }), { center: true, after: 200 }),
  heading("1. Identificación del caso"),
  field("Caso", "caso_id"), field("N° de notificación", "numero"), field("Código interno", "codigo_interno"),
  field("Fecha de recepción", "fecha_recepcion"), field("Fecha del informe", "fecha_informe"),
  heading("2. Paciente y producto"),
  field("Paciente (iniciales)", "paciente_iniciales"), field("Edad", "paciente_edad"), field("Sexo", "paciente_sexo"),
  field("Producto sospechoso", "producto_sospechoso"),
  p(run("Descripción del evento:", { bold: true })), p(run("{{descripcion_evento}}")),
  field("Gravedad", "gravedad"), field("Desenlace", "desenlace"),
  heading("3. Eventos adversos (MedDRA)"),
  table(["Evento", "PT", "Código PT", "Causalidad"], [3600, 2400, 1400, 1800], "eventos", ["texto", "pt", "pt_code", "causalidad"]),
  heading("4. Algoritmo de causalidad (ocho criterios)"),
  field("Producto evaluado", "kl_producto"),
  table(["Criterio", "Puntaje", "Fundamento"], [2200, 1000, 6000], "kl_criterios", ["nombre", "puntaje", "fundamento"]),
  field("Puntaje total", "kl_total"), field("Clasificación", "kl_clasificacion"),
  p(run("Fundamento global:", { bold: true })), p(run("{{kl_fundamento}}")),
  heading("5. Causalidad según ficha técnica"),
  field("Causalidad FT", "ft_causalidad"), p(run("{{ft_justificacion}}")),
  heading("6. Conclusión"),
  p(run("{{conclusion}}"))
].join("")

writeFileSync(new URL("../../../templates/digemid/informe-causalidad.docx", import.meta.url), packDocx(body))
