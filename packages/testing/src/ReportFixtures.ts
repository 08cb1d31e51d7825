/**
 * Cases as the service returns them, for the report and E2B tests and benchmarks: `fullCase` fills
 * every field, with several products, concomitants and events and a narrative full of characters
 * outside WinAnsi (≥, µ, →, Greek letters) that a standard PDF font cannot draw.
 */
import type { Case } from "@atalaya/core"

/** A narrative that needs a Unicode font and, repeated, several pages. */
export const UNICODE_NARRATIVE =
  "Paciente de 67 años con creatinina ≥ 2,1 mg/dL y TFG ≤ 30 mL/min; recibió 500 µg/kg → erupción maculopapular " +
  "en tórax (≈ 40 % de la superficie), prurito intenso y eosinofilia (α-1 antitripsina normal, β-hCG negativa). " +
  "Se suspendió el fármaco; mejoría en 72 h — sin secuelas. Ñandú, pingüino, Zoë: acentos y diéresis."

/** A case with every field set; `productos` suspected products, `eventos` coded events. */
export const fullCase = (options: { readonly id?: number; readonly productos?: number; readonly eventos?: number; readonly narrativeRepeat?: number } = {}): Case.Case => {
  const id = options.id ?? 41
  const productos = Array.from({ length: options.productos ?? 2 }, (_, i) => ({
    id: 100 + i,
    nombre_producto: `Amoxicilina ${500 + i * 250} mg tabletas`,
    ifa: "Amoxicilina trihidrato",
    forma_farmaceutica: "Tableta recubierta",
    laboratorio_pais: `Laboratorio Andino ${i + 1} / Perú`,
    registro_sanitario: `EN-0${4321 + i}`,
    nro_lote: `L${2400 + i}A`,
    via_administracion: "Oral",
    dosis_frecuencia: `${500 + i * 250} mg cada 8 h`,
    fecha_inicio: "2026-03-01",
    fecha_fin: "2026-03-05",
    desaparecio_al_suspender: "si",
    desaparecio_al_disminuir_dosis: "no_aplica",
    reaparecio_reexposicion: "desconocido",
    antecedente_reaccion: "no",
    paciente_recibio_tratamiento_ram: "si",
    detalle_tratamiento_ram: `Clorfenamina 4 mg cada 8 h (producto ${i + 1})`
  }))
  const eventos = Array.from({ length: options.eventos ?? 2 }, (_, i) => ({
    id: 500 + i,
    icsr_id: id,
    texto: `Erupción cutánea generalizada ${i + 1}`,
    tipo_notificacion: "Espontánea",
    fecha_inicio: "2026-03-03",
    fecha_fin: "2026-03-08",
    gravedad: "Grave",
    causalidad: "Probable",
    desenlace: "Recuperado",
    solo_ram_grave: "Si",
    texto_correo: null,
    doc_fuente_url: null,
    meddra_llt_code: String(10037890 + i),
    meddra_llt_term: `Rash maculopapular ${i + 1}`,
    meddra_pt_code: String(10037844 + i),
    meddra_pt_term: `Rash ${i + 1}`,
    meddra_pt_manual: null,
    is_from_narrative: false
  }))
  return {
    id,
    created_at: "2026-03-10T15:00:00.000Z",
    updated_at: "2026-03-11T15:00:00.000Z",
    fecha_recepcion: "2026-03-10",
    origen_notificacion: "web_form",
    paciente_iniciales: "JPM",
    paciente_edad: 67,
    paciente_sexo: "F",
    paciente_peso: 58.5,
    paciente_dni: "45879632",
    paciente_fecha_nacimiento: "1958-07-21",
    paciente_grupo_etareo: "Adulto mayor",
    paciente_diagnostico_principal: "Neumonía adquirida en la comunidad",
    paciente_cie10: "J18.9",
    paciente_comorbilidades: "Hipertensión arterial; enfermedad renal crónica estadio 3",
    paciente_gestacion_meses_raw: "No aplica",
    reportante_nombre: "Dra. Ana Ruiz Quispe",
    reportante_contacto: "ana.ruiz@example.org",
    reportante_email: "ana.ruiz@example.org",
    reportante_telefono: "+51 987 654 321",
    reportante_ocupacion: "Médico internista",
    producto_sospechoso: "Amoxicilina 500 mg tabletas",
    descripcion_evento: Array.from({ length: options.narrativeRepeat ?? 1 }, () => UNICODE_NARRATIVE).join(" "),
    fecha_inicio_evento: "2026-03-03",
    fecha_fin_evento: "2026-03-08",
    gravedad: "Grave",
    ea_causalidad: "Probable",
    ea_desenlace: "Recuperado",
    ea_grave_solo_ram: true,
    estado: "En proceso",
    numero: "NOT-2026-0041",
    tipo_notificacion: "Espontánea",
    fuente_notificacion: "Profesional de la salud",
    doc_fuente_url: null,
    codigo_interno_lab: "FV-2026-0041",
    cenafyt_codigo: "CNF-88812",
    urgencia: "Alta",
    fecha_limite: "2026-03-11",
    producto_id: null,
    evaluador_id: null,
    ea_criterios_gravedad: ["hospitalizacion", "medicamente_importante"],
    ea_justificacion_gravedad: "Requirió hospitalización de 3 días para manejo del exantema.",
    lt_fecha_recibido_colaborador: "2026-03-09",
    lt_fecha_recibido_ufv: "2026-03-10",
    lt_dias_colab_ufv: 1,
    lt_fecha_limite_digemid: "2026-03-25",
    lt_fecha_envio_digemid: "2026-03-20",
    lt_dias_ufv_digemid: 10,
    lt_comentarios_no_sometimiento: null,
    lt_problemas_adicionales: null,
    qc_realizado_por: "Q.F. Luis Paredes",
    qc_fecha: "2026-03-12",
    revision_senales: "Sin señal nueva: reacción descrita en la ficha técnica.",
    comentarios_adicionales: "Caso completo; seguimiento a los 30 días.",
    seg_contactar_paciente: true,
    seg_adicional_fecha: null,
    seg_adicional_comentarios: null,
    seg_adicional_estado: null,
    dup_override: null,
    dup_of_id: null,
    ea_causalidad_ft: "Relacionado",
    ea_causalidad_ft_justificacion: "La ficha técnica lista el exantema como reacción frecuente (≥ 1/100).",
    ft_evento_listado: true,
    ft_seccion: "4.8 Reacciones adversas",
    ft_frecuencia: "Frecuente",
    productos,
    concomitantes: [
      { id: 300, nombre_producto: "Losartán 50 mg", dosis_frecuencia: "50 mg cada 24 h", nro_lote: "LS-77", via_administracion: "Oral", fecha_inicio: "2025-01-01", fecha_fin: null, motivo_prescripcion: "Hipertensión arterial" },
      { id: 301, nombre_producto: "Paracetamol 500 mg", dosis_frecuencia: "500 mg PRN", nro_lote: "PA-12", via_administracion: "Oral", fecha_inicio: "2026-03-01", fecha_fin: "2026-03-04", motivo_prescripcion: "Fiebre" }
    ],
    seguimientos: [{ id: 900, numero: 1, fecha: "2026-03-15", comentarios: "Paciente sin lesiones residuales." }],
    eventos
  } as Case.Case
}
