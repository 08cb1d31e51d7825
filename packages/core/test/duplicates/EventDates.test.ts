import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

/** A case with nothing in common with anything (no initials, dates, product or narrative). */
const blank = (id: number, over: Partial<D.DupCase> = {}): D.DupCase => ({ id, ...over })

describe("event dates a narrative gives", () => {
  it("a case without an event date is dated by the one date its narrative states, and the reason says so", () => {
    const call = (over: Partial<D.DupCase>) => blank(2, { fecha_recepcion: "2025-03-20", ...over })
    const at = (text: string) => D.profile(call({ descripcion_evento: text })).eventDate
    expect(at("Refiere que el 12/03/25 empezó con ronchas")).toBe("2025-03-12")
    expect(at("inicio 3-3-2025 por la noche")).toBe("2025-03-03")
    expect(at("Desde el 2025-03-01 presenta tos")).toBe("2025-03-01")
    expect(at("El 14 de marzo de 2025 presentó urticaria")).toBe("2025-03-14")
    expect(at("el 9 set. 2024 inició")).toBe("2024-09-09")
    // A full stop ends the sentence, not the date; the reception's own date is the report's.
    expect(at("presenta vómitos el 09/03/25. Se observa.")).toBe("2025-03-09")
    expect(at("Consulta recibida por teléfono el 20/03/2025. Refiere vómitos")).toBeNull()
    // Two dates (which is the onset?), a birth date, a date after the reception, none: no date.
    expect(at("Ingresó el 10/03/2025, alta el 15/03/2025")).toBeNull()
    expect(at("Nacido el 04/05/1980, refiere rash")).toBeNull()
    expect(at("control el 30/03/2025")).toBeNull()
    expect(at("31/02/2025 o 45/01/2025 no son fechas")).toBeNull()
    expect(at("Paciente con rash")).toBeNull()
    // The field wins over the text.
    expect(D.profile(call({ fecha_inicio_evento: "2025-03-01", descripcion_evento: "el 12/03/25" })).eventDate).toBe("2025-03-01")

    const form = blank(1, { fecha_inicio_evento: "2025-03-12" })
    const same = D.score(form, call({ descripcion_evento: "Llama la mamá: el 12/03/25 empezó con ronchas" }))
    expect(same.reasons).toContain("Misma fecha de inicio del evento (según la narrativa)")
    expect(same.score).toBeGreaterThanOrEqual(0.2)
    const near = D.score(form, call({ descripcion_evento: "Llama la mamá: el 13/03/25 empezó con ronchas" }))
    expect(near.reasons).toContain("Fecha de inicio del evento cercana (1 día, según la narrativa)")
  })

  it("among several dates, the one a form labels as the onset dates the case; that label wins over a field holding another date", () => {
    const call = (over: Partial<D.DupCase>) => blank(2, { fecha_recepcion: "2025-03-20", ...over })
    const at = (text: string) => D.profile(call({ descripcion_evento: text })).eventDate
    // Among several, the one a form's label gives as the onset (not the treatment's start).
    expect(at("Inicio de tratamiento: 02/03/2025\nFecha RAM: 08/03/2025\nControl: 15/03/2025")).toBe("2025-03-08")
    expect(at("F. inicio tto: 02/03/25. RAM: rash. F. RAM: 08/03/25. Evol.: favorable el 15/03/25")).toBe("2025-03-08")
    expect(at("La fecha de inicio de la terapia fue 2025-03-02; el evento se inició el 2025-03-08.")).toBe("2025-03-08")
    expect(at("Start date: 2025-03-02. Reactions (MedDRA PT): Rash; onset date: 2025-03-08.")).toBe("2025-03-08")
    expect(at("Fecha de inicio de la reacción adversa (dd/mm/aa): 08/03/25. Alta el 15/03/25")).toBe("2025-03-08")
    // Two labelled onsets, or a label on a date after the reception, tell nothing.
    expect(at("Fecha RAM: 08/03/2025. Segunda RAM, fecha RAM: 12/03/2025")).toBeNull()
    expect(at("Inicio de tratamiento: 02/03/2025. Fecha RAM: 08/03/2026. Control: 10/03/2025")).toBeNull()
    // A follow-up's field holds its control's date; its form labels the onset.
    const followUp = D.profile(call({ fecha_inicio_evento: "2025-03-19", descripcion_evento: "SEGUIMIENTO. RAM: urticaria. FECHA RAM: 08/03/2025. EVALUADO EL 19/03: recuperado" }))
    expect(followUp).toMatchObject({ eventDate: "2025-03-08", eventDateFromText: true })
    expect(D.profile(call({ fecha_inicio_evento: "2025-03-08", descripcion_evento: "FECHA RAM: 08/03/2025" }))).toMatchObject({ eventDate: "2025-03-08", eventDateFromText: false })
  })
})
