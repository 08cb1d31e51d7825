/**
 * The causality report (`GET /icsr/{id}/export/digemid-pdf`): `templates/digemid/informe-causalidad.docx`
 * filled with the case, its events and its newest kl assessment, then converted to PDF.
 */
import { type Case } from "@atalaya/core"
import { Causality } from "@atalaya/causality"
import { fecha, SEXO } from "./Common.js"

/** The template's variables (the template documents them too). */
export const templateData = (c: Case.Case, kl: Causality.KlRecord | null, fechaInforme: string): Record<string, unknown> => ({
  caso_id: c.id,
  numero: c.numero ?? "",
  codigo_interno: c.codigo_interno_lab ?? "",
  fecha_recepcion: fecha(c.fecha_recepcion) ?? "",
  fecha_informe: fechaInforme,
  paciente_iniciales: c.paciente_iniciales ?? "",
  paciente_edad: c.paciente_edad ?? "",
  paciente_sexo: c.paciente_sexo === null ? "" : SEXO[c.paciente_sexo] ?? c.paciente_sexo,
  producto_sospechoso: c.producto_sospechoso ?? "",
  descripcion_evento: c.descripcion_evento ?? "",
  gravedad: c.gravedad ?? "",
  desenlace: c.ea_desenlace ?? "",
  eventos: c.eventos.map((e) => ({ texto: e.texto ?? "", pt: e.meddra_pt_term ?? "", pt_code: e.meddra_pt_code ?? "", causalidad: e.causalidad ?? "" })),
  kl_producto: kl?.producto_evaluado ?? c.producto_sospechoso ?? "",
  kl_criterios: kl === null ? [] : Causality.CRITERIOS.map((k) => ({ nombre: Causality.NOMBRES[k], puntaje: kl.criterios[k].score, fundamento: kl.criterios[k].rationale })),
  kl_total: kl === null ? "" : `${kl.score_total_qf} / ${Causality.MAX_TOTAL}`,
  kl_clasificacion: kl?.clasificacion_qf ?? Causality.NO_ASSESSMENT,
  kl_fundamento: kl?.rationale_global_qf ?? "",
  ft_causalidad: c.ea_causalidad_ft ?? "",
  ft_justificacion: c.ea_causalidad_ft_justificacion ?? "",
  conclusion: c.ea_causalidad ?? ""
})

/** The template's file, under the templates folder. */
export const TEMPLATE = "digemid/informe-causalidad.docx"

/** The exported file name. */
export const fileName = (id: number) => `informe_causalidad_${id}.pdf`
