/**
 * The standalone HTML of a report: one file, inline CSS and SVG charts, no script and no external
 * asset, so it can be mailed and opened offline (and printed). Every value is escaped.
 */
import type { Model } from "./model.js"
import { sectionText } from "./model.js"

const esc = (value: unknown): string =>
  String(value ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

const paragraphs = (text: string) => text.split(/\n+/).filter((t) => t.trim() !== "").map((t) => `<p>${esc(t)}</p>`).join("") || "<p class=\"muted\">—</p>"

const table = (headers: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
  rows.length === 0
    ? "<p class=\"muted\">Sin datos en el periodo.</p>"
    : `<table><thead><tr>${headers.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${
      rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`).join("")
    }</tbody></table>`

const CSS = `
body{font-family:"DejaVu Sans",Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:980px;margin:24px auto;padding:0 20px;font-size:14px;line-height:1.45}
header{border-bottom:3px solid #2a4d80;margin-bottom:18px;padding-bottom:10px}
h1{font-size:22px;color:#1f3b63;margin:0 0 4px}h2{font-size:16px;color:#fff;background:#2a4d80;padding:5px 10px;margin:26px 0 10px}
.meta{display:grid;grid-template-columns:repeat(3,1fr);gap:6px 18px;font-size:13px}.meta b{color:#445}
.kpis{display:flex;gap:12px;margin:14px 0}.kpi{flex:1;border:1px solid #c9d3e2;border-radius:6px;padding:10px;text-align:center}
.kpi .n{font-size:26px;font-weight:bold;color:#1f3b63}.kpi .l{font-size:12px;color:#556}
table{border-collapse:collapse;width:100%;font-size:13px}th,td{border:1px solid #b8c2d1;padding:4px 7px;text-align:left;vertical-align:top}
th{background:#dce6f2}.charts{display:grid;grid-template-columns:1fr 1fr;gap:12px}.charts svg{max-width:100%;height:auto}
.muted{color:#777}.senal{color:#9b1c1c;font-weight:bold}footer{margin-top:30px;font-size:11px;color:#666;border-top:1px solid #ccc;padding-top:8px}
@media print{h2{-webkit-print-color-adjust:exact;print-color-adjust:exact}}`

/** The HTML document. `svgs` are the rendered charts, in the model's chart order. */
export const html = (model: Model, svgs: ReadonlyArray<string>): string => {
  const r = model.report
  const t = model.template
  const senales = model.senales
  return `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>IPS ${esc(r.producto.nombre)} ${esc(r.periodo_inicio)} – ${esc(r.periodo_fin)}</title><style>${CSS}</style></head>
<body>
<header><h1>Informe Periódico de Seguridad — ${esc(r.producto.nombre)}</h1>
<div class="meta"><div><b>Principio activo:</b> ${esc(t.principio_activo || "—")}</div><div><b>Registro sanitario:</b> ${esc(t.registro_sanitario || "—")}</div>
<div><b>Titular / fabricante:</b> ${esc(t.fabricante || "—")}</div><div><b>Periodo:</b> ${esc(r.periodo_inicio)} a ${esc(r.periodo_fin)}</div>
<div><b>Versión:</b> ${esc(r.version)} (${esc(r.estado)})</div><div><b>Emisión:</b> ${esc(t.fecha_emision)}</div></div></header>
<div class="kpis"><div class="kpi"><div class="n">${esc(t.casos_total)}</div><div class="l">casos en el periodo</div></div>
<div class="kpi"><div class="n">${senales.filter((s) => s.senal === "Sí").length}</div><div class="l">señales detectadas</div></div>
<div class="kpi"><div class="n">${esc(t.literaturas_detected)}</div><div class="l">referencias bibliográficas</div></div>
<div class="kpi"><div class="n">${esc(t.unidades_comercializadas)}</div><div class="l">unidades comercializadas</div></div></div>
<h2>1. Exposición</h2><p>Unidades comercializadas: ${esc(t.unidades_comercializadas)}. Lotes distribuidos: ${esc(t.lotes_distribuidos)}.</p>
<h2>2. Tabulaciones resumen de los casos</h2>
<div class="charts">${svgs.map((s) => `<figure>${s}</figure>`).join("")}</div>
${table(["Gravedad", "Casos"], (t.gravedad as Array<{ valor: string; casos: number }>).map((g) => [g.valor, g.casos]))}
<br>${table(["Término preferente (MedDRA PT)", "Casos"], (t.pts as Array<{ valor: string; casos: number }>).map((g) => [g.valor, g.casos]))}
<h2>3. Señales</h2>
${table(["PT", "Casos", "PRR", "IC95 PRR", "ROR", "IC025", "Señal"], senales.map((s) => [s.pt, s.casos, s.prr, s.prr_ic95, s.ror, s.ic025, s.senal]))}
<h2>4. Literatura</h2>
${table(["Fuente", "Título", "Cita", "Año"], model.fuentes.map((f) => [f.source, f.title, f.citation ?? "", f.year ?? ""]))}
<h2>5. Acciones regulatorias</h2>${paragraphs(sectionText(r.acciones_regulatorias) || String(t.acciones_regulatorias))}
<h2>6. Evaluación beneficio-riesgo</h2>${paragraphs(String(t.evaluacion_benef_riesgo))}
<h2>7. Conclusiones</h2>${paragraphs(String(t.conclusiones))}
<footer>Generado por Atalaya. Estructura según ICH E2C(R2) (PBRER). Señales: PRR y χ² (Evans 2001), ROR (van Puijenbroek 2002), IC BCPNN (Norén 2006, 2013).
Aprobado por: ${esc(t.aprobado_por || "—")}.</footer>
</body></html>`
}
