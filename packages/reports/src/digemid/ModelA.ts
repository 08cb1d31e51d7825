/**
 * DIGEMID Model A: the pharmacovigilance unit's evaluation report of a case — identification and
 * timelines, patient, products, MedDRA-coded events, seriousness under ICH E2D, causality by the
 * eight-criteria algorithm (kl) and by the technical sheet (FT), and the unit's conclusion, signed.
 */
import { type Case } from "@atalaya/core"
import { Causality } from "@atalaya/causality"
import { PdfForm } from "../PdfForm.js"
import { CRITERIO, fecha, type Firma, SEXO } from "./Common.js"

const siNo = (v: boolean | null) => (v === null ? null : v ? "Sí" : "No")

/** Draws Model A of a case with its newest kl assessment, if any. */
export const render = async (c: Case.Case, kl: Causality.KlRecord | null, firma: Firma): Promise<Uint8Array> => {
  const form = await PdfForm.create({
    title: `Modelo A — Informe de evaluación — caso ${c.id}`,
    header: `Unidad de Farmacovigilancia · Informe de evaluación de caso · Caso ${c.id}${c.numero ? ` · N° ${c.numero}` : ""} · CONFIDENCIAL`
  })
  form.title(["INFORME DE EVALUACIÓN DE CASO INDIVIDUAL DE SEGURIDAD (ICSR)", "MODELO A — EVALUACIÓN DE LA UNIDAD DE FARMACOVIGILANCIA"], "Gravedad según ICH E2D · Causalidad por algoritmo (kl) y por ficha técnica (FT)")

  form.section("1. IDENTIFICACIÓN DEL CASO")
  form.row([
    { label: "Caso", value: c.id, width: 0.6 },
    { label: "N° de notificación", value: c.numero },
    { label: "Código interno", value: c.codigo_interno_lab },
    { label: "Código CENAFyT", value: c.cenafyt_codigo },
    { label: "Estado", value: c.estado }
  ])
  form.row([
    { label: "Fecha de recepción", value: fecha(c.fecha_recepcion) },
    { label: "Urgencia", value: c.urgencia },
    { label: "Fecha límite", value: fecha(c.fecha_limite) },
    { label: "Tipo de notificación", value: c.tipo_notificacion },
    { label: "Fuente", value: c.fuente_notificacion }
  ])
  form.row([
    { label: "Recibido por colaborador", value: fecha(c.lt_fecha_recibido_colaborador) },
    { label: "Recibido por la UFV", value: fecha(c.lt_fecha_recibido_ufv) },
    { label: "Días colab.→UFV", value: c.lt_dias_colab_ufv, width: 0.7 },
    { label: "Límite DIGEMID", value: fecha(c.lt_fecha_limite_digemid) },
    { label: "Envío a DIGEMID", value: fecha(c.lt_fecha_envio_digemid) },
    { label: "Días UFV→DIGEMID", value: c.lt_dias_ufv_digemid, width: 0.7 }
  ])

  form.section("2. PACIENTE Y NOTIFICADOR")
  form.row([
    { label: "Iniciales", value: c.paciente_iniciales },
    { label: "Edad", value: c.paciente_edad === null ? null : `${c.paciente_edad} años` },
    { label: "Sexo", value: c.paciente_sexo === null ? null : SEXO[c.paciente_sexo] ?? c.paciente_sexo },
    { label: "Peso (kg)", value: c.paciente_peso },
    { label: "Diagnóstico principal", value: c.paciente_diagnostico_principal, width: 2 }
  ])
  form.row([
    { label: "Notificador", value: c.reportante_nombre, width: 2 },
    { label: "Ocupación", value: c.reportante_ocupacion },
    { label: "Contacto", value: c.reportante_email ?? c.reportante_telefono ?? c.reportante_contacto, width: 2 }
  ])
  form.text("Descripción del evento (narrativa)", c.descripcion_evento ?? "")

  form.section("3. PRODUCTOS SOSPECHOSOS Y CONCOMITANTES")
  form.table(
    [{ header: "Producto sospechoso", width: 2.2 }, { header: "IFA", width: 1.5 }, { header: "Registro", width: 1.2 }, { header: "Lote", width: 1 }, { header: "Dosis / vía", width: 1.6 }, { header: "Inicio – fin", width: 1.6 }],
    (c.productos.length > 0 ? c.productos : [null]).map((p) => p === null
      ? [c.producto_sospechoso, null, null, null, null, null]
      : [p.nombre_producto ?? c.producto_sospechoso, p.ifa, p.registro_sanitario, p.nro_lote, [p.dosis_frecuencia, p.via_administracion].filter(Boolean).join(" · ") || null, `${fecha(p.fecha_inicio) ?? "?"} – ${fecha(p.fecha_fin) ?? "?"}`])
  )
  if (c.concomitantes.length > 0) {
    form.table(
      [{ header: "Concomitante", width: 2.2 }, { header: "Dosis", width: 1.5 }, { header: "Vía", width: 1 }, { header: "Motivo", width: 2 }],
      c.concomitantes.map((m) => [m.nombre_producto, m.dosis_frecuencia, m.via_administracion, m.motivo_prescripcion])
    )
  }

  form.section("4. EVENTOS ADVERSOS (MedDRA)")
  form.table(
    [{ header: "Evento", width: 3 }, { header: "PT (código)", width: 2.2 }, { header: "LLT (código)", width: 2.2 }, { header: "Gravedad", width: 1.1 }, { header: "Causalidad", width: 1.2 }, { header: "Desenlace", width: 1.3 }],
    c.eventos.map((e) => [e.texto, `${e.meddra_pt_term ?? ""} (${e.meddra_pt_code ?? ""})`, e.meddra_llt_code === null ? null : `${e.meddra_llt_term ?? ""} (${e.meddra_llt_code})`, e.gravedad, e.causalidad, e.desenlace])
  )

  form.section("5. GRAVEDAD (ICH E2D)")
  form.row([{ label: "Gravedad", value: c.gravedad }, { label: "Desenlace", value: c.ea_desenlace }, { label: "Solo RAM grave", value: siNo(c.ea_grave_solo_ram) }])
  form.checks("Criterios de gravedad", Object.entries(CRITERIO).map(([code, label]) => ({ label, checked: c.ea_criterios_gravedad.includes(code) })))
  form.text("Justificación de la gravedad", c.ea_justificacion_gravedad ?? "")

  form.section("6. CAUSALIDAD — ALGORITMO DE OCHO CRITERIOS (kl)")
  if (kl === null) {
    form.row([{ label: "Evaluación kl", value: Causality.NO_ASSESSMENT }])
  } else {
    form.row([
      { label: "Producto evaluado", value: kl.producto_evaluado, width: 2 },
      { label: "Puntaje total (QF)", value: `${kl.score_total_qf} / ${Causality.MAX_TOTAL}` },
      { label: "Clasificación (QF)", value: kl.clasificacion_qf },
      { label: "Sugerencia del sistema", value: kl.clasificacion_sys === null ? null : `${kl.clasificacion_sys} (${kl.score_total_sys ?? "?"})` }
    ])
    form.table(
      [{ header: "Criterio", width: 1.6 }, { header: "Puntaje", width: 0.8 }, { header: "Fundamento", width: 6 }],
      Causality.CRITERIOS.map((k) => [Causality.NOMBRES[k], `${kl.criterios[k].score} (${Causality.RANGOS[k].min}..${Causality.RANGOS[k].max})`, kl.criterios[k].rationale])
    )
    form.text("Fundamento global del QF", kl.rationale_global_qf ?? "")
  }

  form.section("7. CAUSALIDAD — FICHA TÉCNICA (FT)")
  form.row([
    { label: "Causalidad FT", value: c.ea_causalidad_ft },
    { label: "Evento listado en la FT", value: siNo(c.ft_evento_listado) },
    { label: "Sección de la FT", value: c.ft_seccion },
    { label: "Frecuencia en la FT", value: c.ft_frecuencia }
  ])
  form.text("Justificación FT", c.ea_causalidad_ft_justificacion ?? "")

  form.section("8. CONCLUSIÓN DE LA UNIDAD")
  form.row([{ label: "Causalidad del caso", value: c.ea_causalidad }, { label: "Control de calidad por", value: c.qc_realizado_por }, { label: "Fecha de control", value: fecha(c.qc_fecha) }])
  form.text("Revisión de señales", c.revision_senales ?? "")
  form.text("Comentarios adicionales", c.comentarios_adicionales ?? "")
  if (c.lt_comentarios_no_sometimiento || c.lt_problemas_adicionales) {
    form.text("Comentarios de no sometimiento / problemas adicionales", [c.lt_comentarios_no_sometimiento, c.lt_problemas_adicionales].filter(Boolean).join("\n"))
  }
  form.signature(firma.nombre, firma.cargo, firma.fecha)
  return form.finish()
}
