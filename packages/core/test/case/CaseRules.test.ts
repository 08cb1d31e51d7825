import { describe, expect, it } from "vitest"
import { Case, CaseRules } from "../../src/index.js"
import { minimalCase, storedCase, valid } from "../support.js"

const meta = { fecha_recepcion: "2024-05-10", origen_notificacion: "web_form" }
const parsed = (extra: Record<string, unknown> = {}): Case.CaseInput => valid(Case.CaseCreate, { ...minimalCase(), ...extra })

describe("CaseRules.routeContact", () => {
  it("copies a contact with '@' to reportante_email only", () => {
    const out = CaseRules.routeContact({ reportante_contacto: "ana.ruiz@clinica.pe" })
    expect(out).toEqual({ reportante_contacto: "ana.ruiz@clinica.pe", reportante_email: "ana.ruiz@clinica.pe" })
    expect(out).not.toHaveProperty("reportante_telefono")
  })

  it("copies any other contact to reportante_telefono", () => {
    expect(CaseRules.routeContact({ reportante_contacto: "+51 987 654 321" })).toEqual({
      reportante_contacto: "+51 987 654 321",
      reportante_telefono: "+51 987 654 321"
    })
    expect(CaseRules.routeContact({ reportante_contacto: "987654321" }).reportante_telefono).toBe("987654321")
  })

  it("strips the whatsapp: prefix for the phone but keeps it in reportante_contacto", () => {
    const out = CaseRules.routeContact({ reportante_contacto: "whatsapp:+51987654321" })
    expect(out.reportante_telefono).toBe("+51987654321")
    expect(out.reportante_contacto).toBe("whatsapp:+51987654321")
    expect(out.reportante_email).toBeUndefined()
  })

  it("strips the prefix whatever its case", () => {
    expect(CaseRules.routeContact({ reportante_contacto: "WhatsApp: +51987654321" }).reportante_telefono).toBe("+51987654321")
  })

  it("does not route a bare prefix", () => {
    expect(CaseRules.routeContact({ reportante_contacto: "whatsapp:" })).toEqual({ reportante_contacto: "whatsapp:" })
  })

  it("lets an explicit reportante_email or reportante_telefono win", () => {
    expect(CaseRules.routeContact({ reportante_contacto: "a@x.pe", reportante_email: "b@y.pe" }).reportante_email).toBe("b@y.pe")
    expect(CaseRules.routeContact({ reportante_contacto: "999111222", reportante_telefono: "01 555 1234" }).reportante_telefono).toBe("01 555 1234")
    expect(CaseRules.routeContact({ reportante_contacto: "a@x.pe", reportante_email: null }).reportante_email).toBeNull()
  })

  it("an email contact leaves the phone alone, and a phone contact leaves the email alone", () => {
    expect(CaseRules.routeContact({ reportante_contacto: "a@x.pe", reportante_telefono: "999" })).toEqual({
      reportante_contacto: "a@x.pe",
      reportante_email: "a@x.pe",
      reportante_telefono: "999"
    })
    expect(CaseRules.routeContact({ reportante_contacto: "999", reportante_email: "a@x.pe" })).toEqual({
      reportante_contacto: "999",
      reportante_email: "a@x.pe",
      reportante_telefono: "999"
    })
  })

  it("does nothing without a contact", () => {
    const input = { reportante_nombre: "Ana" }
    expect(CaseRules.routeContact(input)).toBe(input)
    expect(CaseRules.routeContact({ reportante_contacto: null })).toEqual({ reportante_contacto: null })
  })
})

describe("CaseRules.fechaLimite and addDays", () => {
  it("gives 1, 3 and 7 days for Alta, Media and Baja", () => {
    expect(CaseRules.fechaLimite("2024-05-10", "Alta")).toBe("2024-05-11")
    expect(CaseRules.fechaLimite("2024-05-10", "Media")).toBe("2024-05-13")
    expect(CaseRules.fechaLimite("2024-05-10", "Baja")).toBe("2024-05-17")
  })

  it("rolls over months and years", () => {
    expect(CaseRules.fechaLimite("2024-01-31", "Alta")).toBe("2024-02-01")
    expect(CaseRules.fechaLimite("2024-02-27", "Media")).toBe("2024-03-01")
    expect(CaseRules.fechaLimite("2023-02-27", "Media")).toBe("2023-03-02")
    expect(CaseRules.fechaLimite("2024-04-28", "Baja")).toBe("2024-05-05")
    expect(CaseRules.fechaLimite("2024-12-31", "Alta")).toBe("2025-01-01")
    expect(CaseRules.fechaLimite("2024-12-29", "Media")).toBe("2025-01-01")
    expect(CaseRules.fechaLimite("2024-12-28", "Baja")).toBe("2025-01-04")
  })

  it("is null without a known urgency", () => {
    expect(CaseRules.fechaLimite("2024-05-10", null)).toBeNull()
    expect(CaseRules.fechaLimite("2024-05-10", undefined)).toBeNull()
    expect(CaseRules.fechaLimite("2024-05-10", "")).toBeNull()
    expect(CaseRules.fechaLimite("2024-05-10", "Urgente")).toBeNull()
    expect(CaseRules.fechaLimite("2024-05-10", "alta")).toBeNull()
  })

  it.each([["toString"], ["constructor"], ["__proto__"], ["hasOwnProperty"]])(
    "is null, not a crash, for an urgency named like an object property (%s)",
    (urgencia) => {
      expect(CaseRules.fechaLimite("2024-05-10", urgencia)).toBeNull()
    }
  )

  it("addDays handles leap days and negative offsets", () => {
    expect(CaseRules.addDays("2024-02-28", 1)).toBe("2024-02-29")
    expect(CaseRules.addDays("2024-03-01", -1)).toBe("2024-02-29")
    expect(CaseRules.addDays("2024-05-10", 0)).toBe("2024-05-10")
  })
})

describe("CaseRules.localDate", () => {
  it("uses America/Lima (UTC-5) by default", () => {
    expect(CaseRules.localDate(Date.UTC(2024, 2, 1, 4, 59, 59))).toBe("2024-02-29")
    expect(CaseRules.localDate(Date.UTC(2024, 2, 1, 5, 0, 0))).toBe("2024-03-01")
    expect(CaseRules.localDate(Date.UTC(2025, 0, 1, 0, 30))).toBe("2024-12-31")
    expect(CaseRules.localDate(Date.UTC(2025, 0, 1, 5, 0))).toBe("2025-01-01")
  })

  it("accepts another time zone", () => {
    expect(CaseRules.localDate(Date.UTC(2025, 0, 1, 0, 30), "UTC")).toBe("2025-01-01")
    expect(CaseRules.localDate(Date.UTC(2024, 5, 30, 23, 0), "Europe/Madrid")).toBe("2024-07-01")
  })
})

describe("CaseRules.valuesForCreate", () => {
  it("fills every scalar field, defaults estado to Pendiente and leaves fecha_limite null without urgency", () => {
    const values = CaseRules.valuesForCreate(parsed(), meta)
    expect(Object.keys(values).sort()).toEqual([...Case.CASE_FIELD_NAMES].sort())
    expect(values.estado).toBe("Pendiente")
    expect(values.fecha_limite).toBeNull()
    expect(values.ea_criterios_gravedad).toEqual([])
    expect(values.paciente_peso).toBeNull()
    expect(values).toMatchObject({ paciente_iniciales: "JPM", paciente_edad: 34, paciente_sexo: "F" })
  })

  it("keeps a supplied estado, and defaults a blank one", () => {
    expect(CaseRules.valuesForCreate(parsed({ estado: "En progreso" }), meta).estado).toBe("En progreso")
    expect(CaseRules.valuesForCreate(parsed({ estado: "  " }), meta).estado).toBe("Pendiente")
  })

  it("derives fecha_limite from urgencia and fecha_recepcion", () => {
    expect(CaseRules.valuesForCreate(parsed({ urgencia: "alta" }), meta).fecha_limite).toBe("2024-05-11")
    expect(CaseRules.valuesForCreate(parsed({ urgencia: "Media" }), meta).fecha_limite).toBe("2024-05-13")
    expect(CaseRules.valuesForCreate(parsed({ urgencia: "Baja" }), { ...meta, fecha_recepcion: "2024-12-30" }).fecha_limite).toBe("2025-01-06")
  })

  it("keeps a given fecha_limite", () => {
    expect(CaseRules.valuesForCreate(parsed({ urgencia: "Alta", fecha_limite: "2024-06-30" }), meta).fecha_limite).toBe("2024-06-30")
  })

  it("routes the contact", () => {
    expect(CaseRules.valuesForCreate(parsed({ reportante_contacto: "whatsapp:+51911222333" }), meta)).toMatchObject({
      reportante_contacto: "whatsapp:+51911222333",
      reportante_telefono: "+51911222333",
      reportante_email: null
    })
    expect(CaseRules.valuesForCreate(parsed({ reportante_contacto: "x@y.pe" }), meta)).toMatchObject({
      reportante_email: "x@y.pe",
      reportante_telefono: null
    })
  })

  it("holds scalars only", () => {
    const values = CaseRules.valuesForCreate(parsed({ productos: [{ nombre_producto: "A" }], seguimiento: [{ numero: 1 }] }), meta)
    expect(values).not.toHaveProperty("productos")
    expect(values).not.toHaveProperty("seguimientos")
  })
})

describe("CaseRules.valuesForUpdate", () => {
  const current = storedCase({ urgencia: "Alta", fecha_limite: "2024-05-11", fecha_recepcion: "2024-05-10" })

  it("returns only the fields sent", () => {
    expect(CaseRules.valuesForUpdate(current, { gravedad: "Grave" })).toEqual({ gravedad: "Grave" })
    expect(CaseRules.valuesForUpdate(current, {})).toEqual({})
  })

  it("recomputes fecha_limite from fecha_recepcion when urgencia changes", () => {
    expect(CaseRules.valuesForUpdate(current, { urgencia: "Baja" })).toEqual({ urgencia: "Baja", fecha_limite: "2024-05-17" })
    expect(CaseRules.valuesForUpdate(current, { urgencia: "Media" })).toEqual({ urgencia: "Media", fecha_limite: "2024-05-13" })
  })

  it("keeps a fecha_limite given with the new urgencia", () => {
    expect(CaseRules.valuesForUpdate(current, { urgencia: "Baja", fecha_limite: "2024-07-01" })).toEqual({
      urgencia: "Baja",
      fecha_limite: "2024-07-01"
    })
  })

  it("does not touch fecha_limite when urgencia is unchanged", () => {
    expect(CaseRules.valuesForUpdate(current, { urgencia: "Alta" })).toEqual({ urgencia: "Alta" })
  })

  it("clears fecha_limite when urgencia is cleared", () => {
    expect(CaseRules.valuesForUpdate(current, { urgencia: null })).toEqual({ urgencia: null, fecha_limite: null })
  })

  it("sets a deadline when a case without urgency gets one", () => {
    expect(CaseRules.valuesForUpdate(storedCase(), { urgencia: "Alta" })).toEqual({ urgencia: "Alta", fecha_limite: "2024-05-11" })
  })

  it("routes the contact and ignores nested arrays", () => {
    expect(CaseRules.valuesForUpdate(current, { reportante_contacto: "q@f.pe", productos: [] })).toEqual({
      reportante_contacto: "q@f.pe",
      reportante_email: "q@f.pe"
    })
  })

  it("works on what CasePatch produces", () => {
    const input = valid(Case.CasePatch, { urgencia: "media", paciente_edad: "35" })
    expect(CaseRules.valuesForUpdate(current, input)).toEqual({ urgencia: "Media", paciente_edad: 35, fecha_limite: "2024-05-13" })
  })
})

describe("CaseRules.diffCase", () => {
  const producto = (id: number, nombre: string): Case.Producto => ({
    id,
    nombre_producto: nombre, ifa: null, forma_farmaceutica: null, laboratorio_pais: null, registro_sanitario: null,
    nro_lote: null, via_administracion: null, dosis_frecuencia: null, fecha_inicio: null, fecha_fin: null,
    desaparecio_al_suspender: null, desaparecio_al_disminuir_dosis: null, reaparecio_reexposicion: null,
    antecedente_reaccion: null, paciente_recibio_tratamiento_ram: null, detalle_tratamiento_ram: null
  })
  const evento = (id: number, icsr_id: number, texto: string): Case.Evento => ({
    id, icsr_id, texto,
    tipo_notificacion: null, fecha_inicio: null, fecha_fin: null, gravedad: null, causalidad: null, desenlace: null,
    solo_ram_grave: null, texto_correo: null, doc_fuente_url: null, meddra_llt_code: null, meddra_llt_term: null,
    meddra_pt_code: null, meddra_pt_term: null, meddra_pt_manual: null, is_from_narrative: null
  })

  it("is empty for identical cases", () => {
    const diff = CaseRules.diffCase(storedCase(), storedCase())
    expect(diff).toEqual({ fields: [], nested: {} })
    expect(CaseRules.isEmptyDiff(diff)).toBe(true)
  })

  it("lists changed scalar fields with before and after, in field order", () => {
    const diff = CaseRules.diffCase(
      storedCase({ gravedad: null, estado: "Pendiente", paciente_edad: 34 }),
      storedCase({ gravedad: "Grave", estado: "Cerrado", paciente_edad: 35 })
    )
    expect(diff.fields).toEqual([
      { field: "paciente_edad", before: 34, after: 35 },
      { field: "gravedad", before: null, after: "Grave" },
      { field: "estado", before: "Pendiente", after: "Cerrado" }
    ])
    expect(CaseRules.isEmptyDiff(diff)).toBe(false)
  })

  it("compares lists by value", () => {
    expect(CaseRules.diffCase(
      storedCase({ ea_criterios_gravedad: ["muerte"] }),
      storedCase({ ea_criterios_gravedad: ["muerte"] })
    ).fields).toEqual([])
    expect(CaseRules.diffCase(
      storedCase({ ea_criterios_gravedad: ["muerte"] }),
      storedCase({ ea_criterios_gravedad: ["muerte", "hospitalizacion"] })
    ).fields).toEqual([{ field: "ea_criterios_gravedad", before: ["muerte"], after: ["muerte", "hospitalizacion"] }])
  })

  it("ignores ids and catalog enrichment of nested entries", () => {
    const before = storedCase({ productos: [{ ...producto(1, "Amoxicilina"), laboratorio: "Lab A", rs_vencimiento: "2026-01-01" }] })
    const after = storedCase({ productos: [producto(9, "Amoxicilina")] })
    expect(CaseRules.diffCase(before, after)).toEqual({ fields: [], nested: {} })
  })

  it("ignores event ids and icsr_id", () => {
    const before = storedCase({ eventos: [evento(1, 1, "Rash")] })
    const after = storedCase({ eventos: [evento(5, 1, "Rash")] })
    expect(CaseRules.diffCase(before, after).nested).toEqual({})
  })

  it("records added and removed nested entries", () => {
    const a = producto(1, "Amoxicilina")
    const b = producto(2, "Ibuprofeno")
    const c = producto(3, "Paracetamol")
    const diff = CaseRules.diffCase(storedCase({ productos: [a, b] }), storedCase({ productos: [{ ...b, id: 7 }, c] }))
    expect(diff.fields).toEqual([])
    expect(diff.nested).toEqual({ productos: { added: [c], removed: [a] } })
  })

  it("records changes in every nested list separately", () => {
    const diff = CaseRules.diffCase(
      storedCase({ seguimientos: [{ id: 1, numero: 1, fecha: "2024-05-01", comentarios: null }] }),
      storedCase({
        seguimientos: [],
        eventos: [evento(3, 1, "Prurito")],
        concomitantes: [{ id: 4, nombre_producto: "Paracetamol", dosis_frecuencia: null, nro_lote: null, via_administracion: null, fecha_inicio: null, fecha_fin: null, motivo_prescripcion: null }]
      })
    )
    expect(Object.keys(diff.nested).sort()).toEqual(["concomitantes", "eventos", "seguimientos"])
    expect(diff.nested.seguimientos).toEqual({ added: [], removed: [{ id: 1, numero: 1, fecha: "2024-05-01", comentarios: null }] })
    expect(diff.nested.eventos?.added).toHaveLength(1)
    expect(diff.nested.concomitantes?.removed).toEqual([])
  })

  it("diffEntries counts repeated entries", () => {
    const x = { id: 1, nombre_producto: "A" }
    // Entries equal but for their ids are interchangeable: one of the two is reported removed.
    const fewer = CaseRules.diffEntries([x, { ...x, id: 2 }], [{ ...x, id: 3 }])
    expect(fewer.added).toEqual([])
    expect(fewer.removed).toHaveLength(1)
    expect(fewer.removed[0]).toMatchObject({ nombre_producto: "A" })
    expect(CaseRules.diffEntries([x], [{ ...x, id: 3 }, { ...x, id: 4 }])).toEqual({ added: [{ ...x, id: 4 }], removed: [] })
  })

  it("diffEntries treats null and absent nested fields alike", () => {
    expect(CaseRules.diffEntries([{ id: 1, a: "x", b: null }], [{ a: "x" }])).toEqual({ added: [], removed: [] })
  })
})

describe("CaseRules helpers", () => {
  it("emptyValues has every field null except the criteria list", () => {
    const values = CaseRules.emptyValues() as Record<string, unknown>
    for (const name of Case.CASE_FIELD_NAMES) {
      expect(values[name]).toEqual(name === "ea_criterios_gravedad" ? [] : null)
    }
  })

  it("pickScalars keeps defined scalar fields only", () => {
    expect(CaseRules.pickScalars({ gravedad: null, estado: undefined, productos: [] })).toEqual({ gravedad: null })
  })

  it("fullNested replaces absent nested arrays with empty ones", () => {
    expect(CaseRules.fullNested({})).toEqual({ productos: [], concomitantes: [], seguimientos: [] })
    const productos = [valid(Case.CaseCreate, { ...minimalCase(), productos: [{ nombre_producto: "A" }] }).productos?.[0]]
    expect(CaseRules.fullNested({ productos: productos as Array<Case.ProductoInput> }).productos).toBe(productos)
  })

  it("normalizeRegistro makes spellings of one registration number meet", () => {
    const key = CaseRules.normalizeRegistro("EE-01234")
    expect(key).toBe("EE01234")
    expect(CaseRules.normalizeRegistro(" ee 01234 ")).toBe(key)
    expect(CaseRules.normalizeRegistro("ee_01234")).toBe(key)
    expect(CaseRules.normalizeRegistro("E.E/01234")).toBe(key)
    expect(CaseRules.normalizeRegistro("EE-01235")).not.toBe(key)
  })
})
