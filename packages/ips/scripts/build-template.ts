/**
 * Writes `templates/ips/ips.docx`, the periodic safety report template, with the headings of ICH
 * E2C(R2) (PBRER) that the report's fields map onto: introduction, worldwide marketing status,
 * exposure, summary tabulations, literature, signals, benefit-risk evaluation and conclusions.
 * `{{variable}}` placeholders and table-row loops (`{{#gravedad}}`, `{{#pts}}`, `{{#senales}}`,
 * `{{#fuentes}}`, …). A unit may edit it in a word processor; this script makes the shipped one
 * reproducible: `pnpm --filter @atalaya/ips exec tsx scripts/build-template.ts`.
 */
import { writeFileSync } from "node:fs"
import { field, heading, p, packDocx, run, table } from "../../reports/scripts/wordml.js"

const block = (tag: string) => p(run(`{{${tag}}}`))
const note = (text: string) => p(run(text, { size: 16, color: "666666" }))

const body = [
  p(run("INFORME PERIÓDICO DE SEGURIDAD", { bold: true, size: 30, color: "1F3B63" }), { center: true, after: 40 }),
  p(run("Periodic Benefit-Risk Evaluation Report (ICH E2C(R2))", { size: 18, color: "555555" }), { center: true, after: 200 }),
  field("Producto", "producto_nombre"), field("Principio activo", "principio_activo"), field("Registro sanitario", "registro_sanitario"),
  field("Forma farmacéutica", "forma_farmaceutica"), field("Titular / fabricante", "fabricante"), field("Fecha de autorización", "fecha_autorizacion"),
  field("Periodo del informe", "periodo_inicio"), field("Hasta", "periodo_fin"), field("Versión", "version"), field("Fecha de emisión", "fecha_emision"),
  heading("1. Introducción"),
  p(run("Informe periódico de seguridad de {{producto_nombre}} ({{principio_activo}}) para el periodo {{periodo_inicio}} a {{periodo_fin}}, elaborado por la Unidad de Farmacovigilancia del titular del registro sanitario.")),
  heading("2. Situación de autorización"),
  p(run("Registro sanitario {{registro_sanitario}}, autorizado el {{fecha_autorizacion}}.")),
  heading("3. Acciones tomadas por razones de seguridad"), block("acciones_regulatorias"),
  heading("4. Exposición estimada"),
  field("Unidades comercializadas", "unidades_comercializadas"), field("Lotes distribuidos", "lotes_distribuidos"),
  heading("5. Tabulaciones resumen de los casos"),
  p(run("{{eventos_resumen}}")),
  field("Casos en el periodo", "casos_total"),
  table(["Gravedad", "Casos"], [6400, 2000], "gravedad", ["valor", "casos"]),
  p(run("")),
  table(["Desenlace", "Casos"], [6400, 2000], "desenlace", ["valor", "casos"]),
  p(run("")),
  table(["Causalidad", "Casos"], [6400, 2000], "causalidad", ["valor", "casos"]),
  p(run("")),
  table(["Término preferente (MedDRA PT)", "Casos"], [6400, 2000], "pts", ["valor", "casos"]),
  heading("6. Literatura"),
  field("Referencias identificadas", "literaturas_detected"),
  table(["Fuente", "Título", "Cita", "Año"], [1200, 3600, 3800, 800], "fuentes", ["source", "title", "citation", "year"]),
  heading("7. Señales"),
  table(["PT", "Casos", "PRR", "IC95 PRR", "ROR", "IC025", "Señal"], [2600, 800, 900, 1500, 900, 900, 800], "senales", ["pt", "casos", "prr", "prr_ic95", "ror", "ic025", "senal"]),
  note("PRR con IC95 y chi-cuadrado con corrección de Yates (Evans 2001); ROR con IC95 (van Puijenbroek 2002); IC BCPNN con IC025 (Norén 2006, 2013). Señal: n ≥ 3, PRR ≥ 2 y χ² ≥ 4, o IC025 > 0."),
  heading("8. Evaluación beneficio-riesgo"), block("evaluacion_benef_riesgo"),
  heading("9. Conclusiones y acciones"), block("conclusiones"),
  p(run("")),
  field("Aprobado por", "aprobado_por")
].join("")

writeFileSync(new URL("../../../templates/ips/ips.docx", import.meta.url), packDocx(body))
