/**
 * DIGEMID Model B: the notification form for health professionals ("Formato de notificación de
 * sospechas de reacciones adversas a medicamentos u otros productos farmacéuticos por los
 * profesionales de la salud"), in the form's order — A. patient, B. suspected reactions, C. suspected
 * products, D. concomitant products, E. notifier — with every case field in its box (docs/digemid.md).
 */
import type { Case } from "@atalaya/core"
import { PdfForm } from "../PdfForm.js"
import { CRITERIO, fecha, type Firma, mentions, RESPUESTA, same, SEXO } from "./Common.js"

const respuesta = (value: string | null) => (value === null ? null : RESPUESTA[value] ?? value)

const GRAVEDADES = ["Leve", "Moderada", "Grave"] as const
const DESENLACES = ["Recuperado", "Recuperado con secuela", "No recuperado", "Mortal", "Desconocido"] as const

/** Whether the case's free-text outcome is this option (the longer options are tested first). */
const desenlaceIs = (value: string | null, option: string): boolean => {
  if (value === null) return false
  if (same(value, option)) return true
  const longer = DESENLACES.filter((o) => o !== option && o.length > option.length && mentions(value, o))
  return longer.length === 0 && mentions(value, option)
}

/** Draws Model B of a case. */
export const render = async (c: Case.Case, firma: Firma): Promise<Uint8Array> => {
  const form = await PdfForm.create({
    title: `Modelo B — Notificación de sospecha de RAM — caso ${c.id}`,
    header: `DIGEMID · Farmacovigilancia · Notificación de profesional de la salud · Caso ${c.id}${c.numero ? ` · N° ${c.numero}` : ""} · CONFIDENCIAL`
  })
  form.title(
    ["FORMATO DE NOTIFICACIÓN DE SOSPECHAS DE REACCIONES ADVERSAS A MEDICAMENTOS", "U OTROS PRODUCTOS FARMACÉUTICOS POR LOS PROFESIONALES DE LA SALUD"],
    "Modelo B · Información confidencial · Sistema Peruano de Farmacovigilancia y Tecnovigilancia"
  )
  form.row([
    { label: "N° de notificación", value: c.numero },
    { label: "Código interno", value: c.codigo_interno_lab },
    { label: "Código CENAFyT", value: c.cenafyt_codigo },
    { label: "Fecha de recepción", value: fecha(c.fecha_recepcion) },
    { label: "Tipo de notificación", value: c.tipo_notificacion },
    { label: "Fuente", value: c.fuente_notificacion }
  ])
  form.gap()

  form.section("A. DATOS DEL PACIENTE")
  form.row([
    { label: "Nombres o iniciales", value: c.paciente_iniciales },
    { label: "Edad", value: c.paciente_edad === null ? null : `${c.paciente_edad} años`, width: 0.6 },
    { label: "Sexo", value: c.paciente_sexo === null ? null : SEXO[c.paciente_sexo] ?? c.paciente_sexo, width: 0.8 },
    { label: "Peso (kg)", value: c.paciente_peso, width: 0.6 },
    { label: "DNI / Historia clínica", value: c.paciente_dni },
    { label: "Fecha de nacimiento", value: fecha(c.paciente_fecha_nacimiento) }
  ])
  form.row([
    { label: "Grupo etario", value: c.paciente_grupo_etareo },
    { label: "Gestante (meses)", value: c.paciente_gestacion_meses_raw },
    { label: "Diagnóstico principal", value: c.paciente_diagnostico_principal, width: 2 },
    { label: "CIE-10", value: c.paciente_cie10, width: 0.7 }
  ])
  form.row([{ label: "Comorbilidades / antecedentes", value: c.paciente_comorbilidades }])
  form.gap()

  form.section("B. REACCIONES ADVERSAS SOSPECHADAS")
  form.text("Descripción de la reacción adversa (incluya resultados de laboratorio relevantes)", c.descripcion_evento ?? "")
  form.row([
    { label: "Fecha de inicio de la RAM", value: fecha(c.fecha_inicio_evento) },
    { label: "Fecha final de la RAM", value: fecha(c.fecha_fin_evento) },
    { label: "Causalidad", value: c.ea_causalidad },
    { label: "Solo RAM grave", value: c.ea_grave_solo_ram === null ? null : c.ea_grave_solo_ram ? "Sí" : "No" }
  ])
  form.checks("Gravedad de la RAM", GRAVEDADES.map((g) => ({ label: g, checked: same(c.gravedad, g) })))
  form.checks("Solo para RAM grave (criterios ICH E2D)", Object.entries(CRITERIO).map(([code, label]) => ({ label, checked: c.ea_criterios_gravedad.includes(code) })))
  form.checks("Desenlace", DESENLACES.map((d) => ({ label: d, checked: desenlaceIs(c.ea_desenlace, d) })))
  form.row([{ label: "Gravedad (texto)", value: c.gravedad }, { label: "Desenlace (texto)", value: c.ea_desenlace, width: 2 }])
  form.table(
    [{ header: "#", width: 0.35 }, { header: "Reacción (texto)", width: 3 }, { header: "MedDRA PT", width: 2 }, { header: "MedDRA LLT", width: 2 }, { header: "Inicio", width: 1.1 }, { header: "Fin", width: 1.1 }, { header: "Gravedad", width: 1.1 }, { header: "Desenlace", width: 1.3 }],
    c.eventos.map((e, i) => [
      String(i + 1), e.texto,
      `${e.meddra_pt_term ?? ""} (${e.meddra_pt_code ?? ""})`,
      e.meddra_llt_code === null && e.meddra_llt_term === null ? null : `${e.meddra_llt_term ?? ""} (${e.meddra_llt_code ?? ""})`,
      fecha(e.fecha_inicio), fecha(e.fecha_fin), e.gravedad, e.desenlace
    ])
  )

  form.section("C. MEDICAMENTO(S) U OTRO(S) PRODUCTO(S) FARMACÉUTICO(S) SOSPECHOSO(S)")
  const productos = c.productos.length > 0 ? c.productos : []
  if (productos.length === 0) form.row([{ label: "Producto sospechoso", value: c.producto_sospechoso }])
  productos.forEach((p, i) => {
    form.row([
      { label: `${i + 1}. Nombre comercial o genérico`, value: p.nombre_producto ?? c.producto_sospechoso, width: 2 },
      { label: "IFA / principio activo", value: p.ifa, width: 1.5 },
      { label: "Forma farmacéutica", value: p.forma_farmaceutica },
      { label: "Laboratorio / país", value: p.laboratorio_pais ?? p.laboratorio ?? null, width: 1.3 }
    ])
    form.row([
      { label: "Registro sanitario", value: p.registro_sanitario },
      { label: "Lote", value: p.nro_lote },
      { label: "Dosis / frecuencia", value: p.dosis_frecuencia, width: 1.4 },
      { label: "Vía de administración", value: p.via_administracion },
      { label: "Fecha inicio", value: fecha(p.fecha_inicio) },
      { label: "Fecha final", value: fecha(p.fecha_fin) }
    ])
    form.row([
      { label: "¿Desapareció al suspender?", value: respuesta(p.desaparecio_al_suspender) },
      { label: "¿Desapareció al disminuir la dosis?", value: respuesta(p.desaparecio_al_disminuir_dosis) },
      { label: "¿Reapareció al readministrar?", value: respuesta(p.reaparecio_reexposicion) },
      { label: "¿Presentó antes la reacción?", value: respuesta(p.antecedente_reaccion) },
      { label: "¿Recibió tratamiento para la RAM?", value: respuesta(p.paciente_recibio_tratamiento_ram) }
    ])
    form.row([{ label: "Tratamiento de la RAM", value: p.detalle_tratamiento_ram }])
    form.gap(4)
  })
  form.gap()

  form.section("D. MEDICAMENTO(S) U OTRO(S) PRODUCTO(S) CONCOMITANTE(S) UTILIZADO(S) EN LOS 3 ÚLTIMOS MESES")
  form.table(
    [{ header: "Nombre", width: 2.4 }, { header: "Dosis / frecuencia", width: 1.6 }, { header: "Lote", width: 1 }, { header: "Vía", width: 1 }, { header: "Fecha inicio", width: 1.1 }, { header: "Fecha final", width: 1.1 }, { header: "Motivo de prescripción", width: 2 }],
    c.concomitantes.map((m) => [m.nombre_producto, m.dosis_frecuencia, m.nro_lote, m.via_administracion, fecha(m.fecha_inicio), fecha(m.fecha_fin), m.motivo_prescripcion])
  )

  form.section("E. DATOS DEL NOTIFICADOR")
  form.row([
    { label: "Nombres y apellidos", value: c.reportante_nombre, width: 2 },
    { label: "Profesión / ocupación", value: c.reportante_ocupacion },
    { label: "Origen de la notificación", value: c.origen_notificacion }
  ])
  form.row([
    { label: "Teléfono", value: c.reportante_telefono },
    { label: "Correo electrónico", value: c.reportante_email, width: 1.6 },
    { label: "Contacto", value: c.reportante_contacto, width: 1.6 }
  ])
  if (c.seguimientos.length > 0) {
    form.section("SEGUIMIENTOS")
    form.table([{ header: "N°", width: 0.5 }, { header: "Fecha", width: 1.2 }, { header: "Comentarios", width: 6 }], c.seguimientos.map((s) => [s.numero, fecha(s.fecha), s.comentarios]))
  }
  form.signature(firma.nombre, firma.cargo, firma.fecha)
  return form.finish()
}
