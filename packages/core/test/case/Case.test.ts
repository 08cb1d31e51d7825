import { describe, expect, it } from "vitest"
import { Case } from "../../src/index.js"
import { issues, minimalCase, valid } from "../support.js"

const REQUIRED = [
  "paciente_iniciales",
  "paciente_edad",
  "paciente_sexo",
  "reportante_nombre",
  "producto_sospechoso",
  "descripcion_evento"
] as const

const create = (extra: Record<string, unknown>) => valid(Case.CaseCreate, { ...minimalCase(), ...extra }) as Record<string, unknown>
const createIssues = (extra: Record<string, unknown>) => issues(Case.CaseCreate, { ...minimalCase(), ...extra })

describe("Case field tables follow service-spec 'ICSR case'", () => {
  it("every writable field of the spec is a case field, and only the six required ones are required", () => {
    const specFields = [
      "paciente_iniciales", "paciente_edad", "paciente_sexo", "paciente_peso", "paciente_dni", "paciente_fecha_nacimiento",
      "paciente_grupo_etareo", "paciente_diagnostico_principal", "paciente_cie10", "paciente_comorbilidades",
      "paciente_gestacion_meses_raw", "reportante_nombre", "reportante_contacto", "reportante_email", "reportante_telefono",
      "reportante_ocupacion", "producto_sospechoso", "descripcion_evento", "fecha_inicio_evento", "fecha_fin_evento",
      "gravedad", "ea_causalidad", "ea_desenlace", "ea_grave_solo_ram", "estado", "numero", "tipo_notificacion",
      "fuente_notificacion", "doc_fuente_url", "codigo_interno_lab", "cenafyt_codigo", "urgencia", "fecha_limite",
      "producto_id", "evaluador_id", "ea_criterios_gravedad", "ea_justificacion_gravedad", "lt_fecha_recibido_colaborador",
      "lt_fecha_recibido_ufv", "lt_dias_colab_ufv", "lt_fecha_limite_digemid", "lt_fecha_envio_digemid",
      "lt_dias_ufv_digemid", "lt_comentarios_no_sometimiento", "lt_problemas_adicionales", "qc_realizado_por", "qc_fecha",
      "revision_senales", "comentarios_adicionales", "seg_contactar_paciente", "seg_adicional_fecha",
      "seg_adicional_comentarios", "seg_adicional_estado", "dup_override", "dup_of_id", "ea_causalidad_ft",
      "ea_causalidad_ft_justificacion", "ft_evento_listado", "ft_seccion", "ft_frecuencia"
    ]
    expect([...Case.CASE_FIELD_NAMES].sort()).toEqual([...specFields].sort())
    const required = Object.entries(Case.CASE_FIELDS).filter(([, s]) => "required" in s && s.required).map(([k]) => k)
    expect(required.sort()).toEqual([...REQUIRED].sort())
  })

  it("nested entries have the spec's fields", () => {
    expect(Object.keys(Case.PRODUCTO_FIELDS).sort()).toEqual([
      "antecedente_reaccion", "desaparecio_al_disminuir_dosis", "desaparecio_al_suspender", "detalle_tratamiento_ram",
      "dosis_frecuencia", "fecha_fin", "fecha_inicio", "forma_farmaceutica", "ifa", "laboratorio_pais", "nombre_producto",
      "nro_lote", "paciente_recibio_tratamiento_ram", "reaparecio_reexposicion", "registro_sanitario", "via_administracion"
    ])
    expect(Object.keys(Case.CONCOMITANTE_FIELDS).sort()).toEqual([
      "dosis_frecuencia", "fecha_fin", "fecha_inicio", "motivo_prescripcion", "nombre_producto", "nro_lote", "via_administracion"
    ])
    expect(Object.keys(Case.SEGUIMIENTO_FIELDS).sort()).toEqual(["comentarios", "fecha", "numero"])
    expect(Object.keys(Case.EVENTO_FIELDS).sort()).toEqual([
      "causalidad", "desenlace", "doc_fuente_url", "fecha_fin", "fecha_inicio", "gravedad", "is_from_narrative",
      "meddra_llt_code", "meddra_llt_term", "meddra_pt_code", "meddra_pt_manual", "meddra_pt_term", "solo_ram_grave",
      "texto", "texto_correo", "tipo_notificacion"
    ])
  })
})

describe("CaseCreate: required fields", () => {
  it("accepts the six required fields alone", () => {
    expect(valid(Case.CaseCreate, minimalCase())).toEqual(minimalCase())
  })

  it("reports every missing required field with the contract's loc, msg and type", () => {
    expect(issues(Case.CaseCreate, {})).toEqual(
      REQUIRED.map((name) => ({ loc: ["body", name], msg: "field required", type: "value_error.missing" }))
    )
  })

  it.each(REQUIRED)("reports %s when absent, null or blank", (name) => {
    const expected = [{ loc: ["body", name], msg: "field required", type: "value_error.missing" }]
    const body = minimalCase()
    delete body[name]
    expect(issues(Case.CaseCreate, body)).toEqual(expected)
    expect(createIssues({ [name]: null })).toEqual(expected)
    expect(createIssues({ [name]: "   " })).toEqual(expected)
  })

  it("reports ['body','paciente_iniciales'] exactly", () => {
    const body = minimalCase()
    delete body.paciente_iniciales
    expect(issues(Case.CaseCreate, body)).toEqual([
      { loc: ["body", "paciente_iniciales"], msg: "field required", type: "value_error.missing" }
    ])
  })

  it("refuses a body that is not a JSON object", () => {
    for (const body of [null, "texto", 12, [], [minimalCase()]]) {
      expect(issues(Case.CaseCreate, body)).toEqual([{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }])
    }
  })

  it("ignores unknown and response-only keys", () => {
    const out = create({ id: 99, created_at: "x", fecha_recepcion: "2020-01-01", origen_notificacion: "email", eventos: [{ texto: "x" }], campo_raro: 1 })
    expect(out).toEqual(minimalCase())
  })
})

describe("CaseCreate: aliases (service-spec 'ICSR case')", () => {
  const cases: ReadonlyArray<[alias: string, canonical: string, input: unknown, output: unknown]> = [
    ["dni", "paciente_dni", "12345678", "12345678"],
    ["doc_identidad", "paciente_dni", "12345678", "12345678"],
    ["documento_identidad", "paciente_dni", "12345678", "12345678"],
    ["fecha_inicio", "fecha_inicio_evento", "2024-05-01", "2024-05-01"],
    ["ea_fecha_inicio", "fecha_inicio_evento", "2024-05-01", "2024-05-01"],
    ["evento_fecha_inicio", "fecha_inicio_evento", "2024-05-01", "2024-05-01"],
    ["fecha_fin", "fecha_fin_evento", "2024-05-03", "2024-05-03"],
    ["ea_fecha_fin", "fecha_fin_evento", "2024-05-03", "2024-05-03"],
    ["evento_fecha_fin", "fecha_fin_evento", "2024-05-03", "2024-05-03"],
    ["causalidad", "ea_causalidad", "Probable", "Probable"],
    ["desenlace", "ea_desenlace", "Recuperado", "Recuperado"],
    ["lt_fecha_limite_envio_digemid", "lt_fecha_limite_digemid", "2024-06-01", "2024-06-01"],
    ["cc_realizado_por", "qc_realizado_por", "QF Lopez", "QF Lopez"],
    ["paciente_desea_contacto", "seg_contactar_paciente", "si", true],
    ["seguimiento", "seguimientos", [{ numero: "1", fecha: "2024-05-02", comentarios: " llamada " }], [{ numero: 1, fecha: "2024-05-02", comentarios: "llamada" }]],
    ["seguimiento_items", "seguimientos", [{ numero: 2 }], [{ numero: 2 }]]
  ]

  it.each(cases)("maps %s to %s", (alias, canonical, input, output) => {
    const out = create({ [alias]: input })
    expect(out[canonical]).toEqual(output)
    expect(out).not.toHaveProperty(alias)
  })

  it.each(cases)("keeps canonical when both %s and %s are given", (alias, canonical, input) => {
    const canonicalValue = Array.isArray(input) ? [] : canonical === "seg_contactar_paciente" ? "no" : canonical.includes("fecha") ? "2023-01-01" : "CANON"
    const expected = Array.isArray(input) ? [] : canonical === "seg_contactar_paciente" ? false : canonicalValue
    // both key orders: alias first and canonical first
    expect(create({ [alias]: input, [canonical]: canonicalValue })[canonical]).toEqual(expected)
    expect(create({ [canonical]: canonicalValue, [alias]: input })[canonical]).toEqual(expected)
  })

  it("an explicit null under the canonical name wins over an alias", () => {
    expect(create({ paciente_dni: null, dni: "123" }).paciente_dni).toBeNull()
  })

  it("aliases work on partial updates too", () => {
    expect(valid(Case.CasePatch, { causalidad: "Posible", evento_fecha_inicio: "2024-01-02" })).toEqual({
      ea_causalidad: "Posible",
      fecha_inicio_evento: "2024-01-02"
    })
  })

  it("an aliased value is validated like the canonical field", () => {
    expect(createIssues({ fecha_inicio: "ayer" })).toEqual([
      { loc: ["body", "fecha_inicio_evento"], msg: "invalid date format", type: "value_error.date" }
    ])
  })
})

describe("CaseCreate: text fields", () => {
  it("trims strings", () => {
    const out = create({ paciente_iniciales: "  JPM  ", descripcion_evento: "\n Rash \t", reportante_email: " a@b.pe " })
    expect(out.paciente_iniciales).toBe("JPM")
    expect(out.descripcion_evento).toBe("Rash")
    expect(out.reportante_email).toBe("a@b.pe")
  })

  it("stores blank or null optional strings as null", () => {
    const out = create({ paciente_dni: "   ", gravedad: "", numero: null, reportante_ocupacion: "\t\n" })
    expect(out.paciente_dni).toBeNull()
    expect(out.gravedad).toBeNull()
    expect(out.numero).toBeNull()
    expect(out.reportante_ocupacion).toBeNull()
  })

  it("accepts numbers where text is expected", () => {
    expect(create({ paciente_dni: 12345678 }).paciente_dni).toBe("12345678")
  })

  it("refuses non-text values in text fields", () => {
    expect(createIssues({ gravedad: { a: 1 } })).toEqual([{ loc: ["body", "gravedad"], msg: "str type expected", type: "type_error.str" }])
  })

  const shortFields = [
    "paciente_iniciales", "reportante_nombre", "producto_sospechoso", "paciente_dni", "paciente_grupo_etareo",
    "paciente_cie10", "reportante_contacto", "reportante_email", "gravedad", "ea_causalidad", "ea_desenlace", "estado",
    "numero", "codigo_interno_lab", "cenafyt_codigo", "qc_realizado_por", "ft_seccion", "seg_adicional_estado"
  ]

  it.each(shortFields)("limits %s to 255 characters", (name) => {
    expect(create({ [name]: "a".repeat(255) })[name]).toBe("a".repeat(255))
    expect(createIssues({ [name]: "a".repeat(256) })).toEqual([
      { loc: ["body", name], msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" }
    ])
  })

  const longFields = [
    "descripcion_evento", "comentarios_adicionales", "revision_senales", "lt_comentarios_no_sometimiento",
    "lt_problemas_adicionales", "ea_justificacion_gravedad", "ea_causalidad_ft_justificacion", "seg_adicional_comentarios"
  ]

  it.each(longFields)("allows narratives and comments (%s) up to 20,000 characters", (name) => {
    expect(create({ [name]: "n".repeat(20_000) })[name]).toBe("n".repeat(20_000))
    expect(createIssues({ [name]: "n".repeat(20_001) })).toEqual([
      { loc: ["body", name], msg: "ensure this value has at most 20000 characters", type: "value_error.any_str.max_length" }
    ])
  })
})

describe("CaseCreate: typed fields", () => {
  it("reads integers, also as text", () => {
    expect(create({ paciente_edad: "42" }).paciente_edad).toBe(42)
    expect(create({ lt_dias_colab_ufv: 3, producto_id: "7" })).toMatchObject({ lt_dias_colab_ufv: 3, producto_id: 7 })
  })

  it.each([["abc"], ["4.5"], [4.5], [true], [[1]]])("refuses paciente_edad %j with 'value is not a valid integer'", (value) => {
    expect(createIssues({ paciente_edad: value })).toEqual([
      { loc: ["body", "paciente_edad"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })

  it("bounds the age", () => {
    expect(createIssues({ paciente_edad: -1 })).toEqual([
      { loc: ["body", "paciente_edad"], msg: "ensure this value is greater than or equal to 0", type: "value_error.number.not_ge" }
    ])
    expect(createIssues({ paciente_edad: 151 })).toEqual([
      { loc: ["body", "paciente_edad"], msg: "ensure this value is less than or equal to 150", type: "value_error.number.not_le" }
    ])
  })

  it("reads the weight as a number, with decimal point or comma", () => {
    expect(create({ paciente_peso: 62.5 }).paciente_peso).toBe(62.5)
    expect(create({ paciente_peso: "62.5" }).paciente_peso).toBe(62.5)
    expect(create({ paciente_peso: "62,5" }).paciente_peso).toBe(62.5)
    expect(createIssues({ paciente_peso: "sesenta" })).toEqual([
      { loc: ["body", "paciente_peso"], msg: "value is not a valid float", type: "type_error.float" }
    ])
  })

  it("reads booleans", () => {
    expect(create({ ea_grave_solo_ram: "Sí", ft_evento_listado: "false", seg_contactar_paciente: 1 })).toMatchObject({
      ea_grave_solo_ram: true,
      ft_evento_listado: false,
      seg_contactar_paciente: true
    })
    expect(createIssues({ ea_grave_solo_ram: "quizas" })).toEqual([
      { loc: ["body", "ea_grave_solo_ram"], msg: "value could not be parsed to a boolean", type: "type_error.bool" }
    ])
  })

  it("reads dates", () => {
    expect(create({ paciente_fecha_nacimiento: "1990-02-28", qc_fecha: "2024-05-10T08:00:00Z" })).toMatchObject({
      paciente_fecha_nacimiento: "1990-02-28",
      qc_fecha: "2024-05-10"
    })
    for (const bad of ["2024-02-30", "10/05/2024", "mayo", 20240510]) {
      expect(createIssues({ fecha_inicio_evento: bad })).toEqual([
        { loc: ["body", "fecha_inicio_evento"], msg: "invalid date format", type: "value_error.date" }
      ])
    }
  })

  it("reports several wrong fields at once, in field order", () => {
    expect(createIssues({ paciente_edad: "x", paciente_peso: "y", fecha_fin_evento: "z" })).toEqual([
      { loc: ["body", "paciente_edad"], msg: "value is not a valid integer", type: "type_error.integer" },
      { loc: ["body", "paciente_peso"], msg: "value is not a valid float", type: "type_error.float" },
      { loc: ["body", "fecha_fin_evento"], msg: "invalid date format", type: "value_error.date" }
    ])
  })
})

describe("CaseCreate: paciente_sexo", () => {
  it.each([
    ["M", "M"], ["F", "F"], ["O", "O"],
    ["m", "M"], ["f", "F"], ["o", "O"],
    ["Femenino", "F"], ["FEMENINO", "F"], ["femenino", "F"],
    ["Masculino", "M"], ["MASCULINO", "M"], ["masculino", "M"],
    ["Otro", "O"], ["OTRO", "O"], ["otro", "O"],
    [" f ", "F"]
  ])("stores %j as %j", (input, letter) => {
    expect(create({ paciente_sexo: input }).paciente_sexo).toBe(letter)
  })

  it.each([["X"], ["Mujer?"], ["FM"], [1]])("refuses %j with the enumeration message", (input) => {
    expect(createIssues({ paciente_sexo: input })).toEqual([
      { loc: ["body", "paciente_sexo"], msg: "value is not a valid enumeration member; permitted: 'M', 'F', 'O'", type: "type_error.enum" }
    ])
  })
})

describe("CaseCreate: other enumerations", () => {
  it("urgencia is Alta, Media or Baja", () => {
    expect(create({ urgencia: "alta" }).urgencia).toBe("Alta")
    expect(create({ urgencia: "MEDIA" }).urgencia).toBe("Media")
    expect(create({ urgencia: "Baja" }).urgencia).toBe("Baja")
    expect(createIssues({ urgencia: "Urgente" })).toEqual([
      { loc: ["body", "urgencia"], msg: "value is not a valid enumeration member; permitted: 'Alta', 'Media', 'Baja'", type: "type_error.enum" }
    ])
  })

  it("dup_override is unico or duplicado", () => {
    expect(create({ dup_override: "unico" }).dup_override).toBe("unico")
    expect(create({ dup_override: "Duplicado" }).dup_override).toBe("duplicado")
    expect(create({ dup_override: null }).dup_override).toBeNull()
    expect(createIssues({ dup_override: "quizas" })).toEqual([
      { loc: ["body", "dup_override"], msg: "value is not a valid enumeration member; permitted: 'unico', 'duplicado'", type: "type_error.enum" }
    ])
  })
})

describe("CaseCreate: ea_criterios_gravedad (ICH E2D codes)", () => {
  const codes = ["muerte", "amenaza_vida", "hospitalizacion", "discapacidad", "anomalia_congenita", "medicamente_importante"]

  it("accepts every code of decisions.md", () => {
    expect([...Case.CRITERIOS_GRAVEDAD]).toEqual(codes)
    expect(create({ ea_criterios_gravedad: codes }).ea_criterios_gravedad).toEqual(codes)
    expect(create({ ea_criterios_gravedad: [] }).ea_criterios_gravedad).toEqual([])
  })

  it.each([["grave"], ["hospitalización prolongada"], ["otro"], [""]])("refuses %j", (code) => {
    const out = createIssues({ ea_criterios_gravedad: ["muerte", code] })
    expect(out).toHaveLength(1)
    expect(out[0]?.loc).toEqual(["body", "ea_criterios_gravedad", 1])
  })

  it("names the permitted codes", () => {
    expect(createIssues({ ea_criterios_gravedad: ["grave"] })).toEqual([
      {
        loc: ["body", "ea_criterios_gravedad", 0],
        msg: "value is not a valid enumeration member; permitted: 'muerte', 'amenaza_vida', 'hospitalizacion', 'discapacidad', 'anomalia_congenita', 'medicamente_importante'",
        type: "type_error.enum"
      }
    ])
  })

  it("must be a list", () => {
    expect(createIssues({ ea_criterios_gravedad: "muerte" })).toEqual([
      { loc: ["body", "ea_criterios_gravedad"], msg: "value is not a valid list", type: "type_error.list" }
    ])
  })
})

describe("CaseCreate: nested entries", () => {
  it("normalizes suspected products, concomitants and follow-ups", () => {
    const out = create({
      productos: [{ nombre_producto: " Amoxicilina ", registro_sanitario: "EE-01234", fecha_inicio: "2024-05-01", nro_lote: "" }],
      concomitantes: [{ nombre_producto: "Paracetamol", motivo_prescripcion: "fiebre", fecha_fin: null }],
      seguimientos: [{ numero: "1", fecha: "2024-05-02", comentarios: "  sin novedad " }]
    })
    expect(out.productos).toEqual([{ nombre_producto: "Amoxicilina", registro_sanitario: "EE-01234", fecha_inicio: "2024-05-01", nro_lote: null }])
    expect(out.concomitantes).toEqual([{ nombre_producto: "Paracetamol", motivo_prescripcion: "fiebre", fecha_fin: null }])
    expect(out.seguimientos).toEqual([{ numero: 1, fecha: "2024-05-02", comentarios: "sin novedad" }])
  })

  it("locates an error inside the second product", () => {
    expect(createIssues({ productos: [{ fecha_inicio: "2024-05-01" }, { fecha_inicio: "01/05/2024" }] })).toEqual([
      { loc: ["body", "productos", 1, "fecha_inicio"], msg: "invalid date format", type: "value_error.date" }
    ])
  })

  it("locates errors in concomitants and follow-ups", () => {
    expect(createIssues({ concomitantes: [{ fecha_fin: "x" }], seguimientos: [{}, { numero: "uno" }] })).toEqual([
      { loc: ["body", "concomitantes", 0, "fecha_fin"], msg: "invalid date format", type: "value_error.date" },
      { loc: ["body", "seguimientos", 1, "numero"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })

  it("refuses nested lists that are not lists and entries that are not objects", () => {
    expect(createIssues({ productos: { nombre_producto: "x" } })).toEqual([
      { loc: ["body", "productos"], msg: "value is not a valid list", type: "type_error.list" }
    ])
    expect(createIssues({ productos: ["Amoxicilina"] })).toEqual([
      { loc: ["body", "productos", 0], msg: "value is not a valid dict", type: "type_error.dict" }
    ])
  })

  it("limits product text fields to 255 characters", () => {
    expect(createIssues({ productos: [{ nombre_producto: "p".repeat(256) }] })).toEqual([
      { loc: ["body", "productos", 0, "nombre_producto"], msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" }
    ])
  })

  it("limits follow-up comments to 20,000 characters", () => {
    expect(create({ seguimientos: [{ comentarios: "c".repeat(20_000) }] }).seguimientos).toEqual([{ comentarios: "c".repeat(20_000) }])
    expect(createIssues({ seguimientos: [{ comentarios: "c".repeat(20_001) }] })).toEqual([
      { loc: ["body", "seguimientos", 0, "comentarios"], msg: "ensure this value has at most 20000 characters", type: "value_error.any_str.max_length" }
    ])
  })
})

describe("Suspected product yes/no answers (decisions.md)", () => {
  const answerFields = [
    "desaparecio_al_suspender",
    "desaparecio_al_disminuir_dosis",
    "reaparecio_reexposicion",
    "antecedente_reaccion",
    "paciente_recibio_tratamiento_ram"
  ] as const

  it("allows si, no, no_aplica and desconocido", () => {
    expect([...Case.RESPUESTAS]).toEqual(["si", "no", "no_aplica", "desconocido"])
  })

  const inputs: ReadonlyArray<[string, string]> = [
    ["si", "si"], ["Sí", "si"], ["SI", "si"], ["sí", "si"], ["SÍ", "si"], ["Si", "si"], ["yes", "si"], ["YES", "si"],
    ["no", "no"], ["NO", "no"], ["No", "no"],
    ["no_aplica", "no_aplica"], ["n/a", "no_aplica"], ["N/A", "no_aplica"], ["No aplica", "no_aplica"], ["NA", "no_aplica"],
    ["desconocido", "desconocido"], ["Desconocido", "desconocido"], ["unknown", "desconocido"]
  ]

  for (const field of answerFields) {
    it.each(inputs)(`${field}: %j is stored as %j`, (input, answer) => {
      const out = create({ productos: [{ [field]: input }] })
      expect(out.productos).toEqual([{ [field]: answer }])
    })

    it(`${field}: blank clears and unknown answers are refused`, () => {
      expect(create({ productos: [{ [field]: "  " }] }).productos).toEqual([{ [field]: null }])
      expect(createIssues({ productos: [{ [field]: "tal vez" }] })).toEqual([
        {
          loc: ["body", "productos", 0, field],
          msg: "value is not a valid enumeration member; permitted: 'si', 'no', 'no_aplica', 'desconocido'",
          type: "type_error.enum"
        }
      ])
    })
  }
})

describe("CasePatch (partial update)", () => {
  it("accepts an empty body and returns only the fields sent", () => {
    expect(valid(Case.CasePatch, {})).toEqual({})
    expect(valid(Case.CasePatch, { gravedad: " Grave ", paciente_edad: "40" })).toEqual({ gravedad: "Grave", paciente_edad: 40 })
  })

  it("accepts the absence of required fields", () => {
    expect(valid(Case.CasePatch, { estado: "Cerrado" })).toEqual({ estado: "Cerrado" })
  })

  it.each(REQUIRED)("refuses clearing %s", (name) => {
    const expected = [{ loc: ["body", name], msg: "none is not an allowed value", type: "type_error.none.not_allowed" }]
    expect(issues(Case.CasePatch, { [name]: null })).toEqual(expected)
    expect(issues(Case.CasePatch, { [name]: "  " })).toEqual(expected)
  })

  it("clears optional fields with null or blank", () => {
    expect(valid(Case.CasePatch, { gravedad: null, paciente_peso: "", urgencia: null, fecha_limite: " " })).toEqual({
      gravedad: null,
      paciente_peso: null,
      urgencia: null,
      fecha_limite: null
    })
  })

  it("reports a wrong type with the contract's wording", () => {
    expect(issues(Case.CasePatch, { paciente_edad: "cuarenta" })).toEqual([
      { loc: ["body", "paciente_edad"], msg: "value is not a valid integer", type: "type_error.integer" }
    ])
  })

  it("keeps nested arrays absent unless sent; an empty array is kept", () => {
    expect(valid(Case.CasePatch, { productos: [] })).toEqual({ productos: [] })
    expect(valid(Case.CasePatch, { gravedad: "Grave" })).not.toHaveProperty("productos")
  })

  it("refuses a non-object body", () => {
    expect(issues(Case.CasePatch, "x")).toEqual([{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }])
  })
})

describe("Adverse events", () => {
  it("EventosReplace accepts a list of events, normalized", () => {
    expect(valid(Case.EventosReplace, {
      eventos: [
        { texto: "  Rash  ", gravedad: "No grave", solo_ram_grave: "sí", is_from_narrative: "true", meddra_pt_code: 10037844 },
        { texto: "Prurito", fecha_inicio: "2024-05-01", solo_ram_grave: null }
      ]
    })).toEqual({
      eventos: [
        { texto: "Rash", gravedad: "No grave", solo_ram_grave: "Si", is_from_narrative: true, meddra_pt_code: "10037844" },
        { texto: "Prurito", fecha_inicio: "2024-05-01", solo_ram_grave: null }
      ]
    })
  })

  it("EventosReplace accepts an empty list (delete all)", () => {
    expect(valid(Case.EventosReplace, { eventos: [] })).toEqual({ eventos: [] })
  })

  it("EventosReplace without eventos is 'field required'", () => {
    expect(issues(Case.EventosReplace, {})).toEqual([{ loc: ["body", "eventos"], msg: "field required", type: "value_error.missing" }])
  })

  it("EventosReplace refuses non-list eventos and non-object bodies", () => {
    expect(issues(Case.EventosReplace, { eventos: { texto: "x" } })).toEqual([
      { loc: ["body", "eventos"], msg: "value is not a valid list", type: "type_error.list" }
    ])
    expect(issues(Case.EventosReplace, [])).toEqual([{ loc: ["body"], msg: "value is not a valid dict", type: "type_error.dict" }])
  })

  it("an event without texto is reported at ['body','eventos',0,'texto']", () => {
    expect(issues(Case.EventosReplace, { eventos: [{ gravedad: "Grave" }] })).toEqual([
      { loc: ["body", "eventos", 0, "texto"], msg: "field required", type: "value_error.missing" }
    ])
  })

  it("texto needs at least one character after trimming", () => {
    expect(issues(Case.EventosReplace, { eventos: [{ texto: "ok" }, { texto: "   " }] })).toEqual([
      { loc: ["body", "eventos", 1, "texto"], msg: "field required", type: "value_error.missing" }
    ])
  })

  it("texto and texto_correo allow 20,000 characters, MedDRA terms 255", () => {
    expect(valid(Case.EventoCreate, { texto: "t".repeat(20_000), texto_correo: "c".repeat(20_000) })).toEqual({
      texto: "t".repeat(20_000),
      texto_correo: "c".repeat(20_000)
    })
    expect(issues(Case.EventosReplace, { eventos: [{ texto: "x", meddra_pt_term: "m".repeat(256), texto_correo: "c".repeat(20_001) }] })).toEqual([
      { loc: ["body", "eventos", 0, "texto_correo"], msg: "ensure this value has at most 20000 characters", type: "value_error.any_str.max_length" },
      { loc: ["body", "eventos", 0, "meddra_pt_term"], msg: "ensure this value has at most 255 characters", type: "value_error.any_str.max_length" }
    ])
  })

  it("solo_ram_grave is Si, No or null", () => {
    expect(valid(Case.EventoCreate, { texto: "x", solo_ram_grave: "NO" })).toEqual({ texto: "x", solo_ram_grave: "No" })
    expect(valid(Case.EventoCreate, { texto: "x", solo_ram_grave: "Si" })).toEqual({ texto: "x", solo_ram_grave: "Si" })
    expect(valid(Case.EventoCreate, { texto: "x", solo_ram_grave: "" })).toEqual({ texto: "x", solo_ram_grave: null })
    expect(issues(Case.EventoCreate, { texto: "x", solo_ram_grave: "quizas" })).toEqual([
      { loc: ["body", "solo_ram_grave"], msg: "value is not a valid enumeration member; permitted: 'Si', 'No'", type: "type_error.enum" }
    ])
  })

  it("EventoPatch takes only the fields the spec lets a single-event update change", () => {
    expect([...Case.EVENTO_PATCH_FIELDS].sort()).toEqual([
      "causalidad", "desenlace", "doc_fuente_url", "gravedad", "meddra_llt_code", "meddra_llt_term", "meddra_pt_code",
      "meddra_pt_manual", "meddra_pt_term", "solo_ram_grave", "texto_correo"
    ])
    expect(valid(Case.EventoPatch, { texto: "ignored", fecha_inicio: "2024-01-01", gravedad: "Grave", meddra_pt_manual: " Rash " })).toEqual({
      gravedad: "Grave",
      meddra_pt_manual: "Rash"
    })
    expect(valid(Case.EventoPatch, {})).toEqual({})
    expect(issues(Case.EventoPatch, { solo_ram_grave: "x" })).toEqual([
      { loc: ["body", "solo_ram_grave"], msg: "value is not a valid enumeration member; permitted: 'Si', 'No'", type: "type_error.enum" }
    ])
  })
})
