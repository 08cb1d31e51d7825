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
    // A date stated only as the treatment's start is not the event's; stated again as the onset, it is.
    expect(at("La fecha de inicio de la terapia fue 2025-01-15; el evento se inició en fecha no informada.")).toBeNull()
    expect(at("Fecha de inicio del tratamiento: 02/03/2025. RAM: rash. Fecha de inicio de la RAM: 08/03/2025")).toBe("2025-03-08")
    expect(at("F. inicio tto: 08/03/25; a las pocas horas, el 08/03/25, presenta rash")).toBe("2025-03-08")
    expect(at("Mujer de 40 años, en tratamiento con fenitoína 300 mg/día desde el 13/10/2024. Cursa con hipertrofia gingival.")).toBeNull()
    expect(at("Recibe Antalgina desde el 05/03/2025; a los 9 días refiere disnea")).toBeNull()
    // Beside another date, the start is one of several (the other may be a control's): none.
    expect(at("Inicio de tratamiento: 02/03/2025. Control: 10/03/2025")).toBeNull()
    expect(at("Desde el 12/03/2025 presenta rash")).toBe("2025-03-12")
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

  it("an undated report is searched for around the month its narrative places the event in, not its late reception", () => {
    const month = (text: string, received = "2024-01-10") => D.eventMonthInText(text, received)
    expect(month("Resumen del caso: a los 5 días de la aplicación, en enero de 2023, desarrolló reacción local")).toBe("2023-01-01")
    expect(month("The patient experienced in March 2023 a rash")).toBe("2023-03-01")
    expect(month("en set. del 2023 presentó ictericia")).toBe("2023-09-01")
    // A whole date wins; two months, a month after the reception or more than two years before it tell nothing.
    expect(month("el 12/01/2023, en enero de 2023")).toBeNull()
    expect(month("en enero de 2023 y en marzo de 2023")).toBeNull()
    expect(month("en febrero de 2024")).toBeNull()
    expect(month("en enero de 2021")).toBeNull()
    // A treatment's start is not the event's month.
    expect(month("en tratamiento desde julio de 2023")).toBeNull()

    const form: D.DupCase = { id: 1, paciente_iniciales: "CVR", paciente_edad: 56, paciente_sexo: "F", fecha_inicio_evento: "2023-01-20", fecha_recepcion: "2023-02-06", producto_sospechoso: "Golimumab", descripcion_evento: "Mujer de 56 años con artritis reumatoide, en tratamiento con golimumab 50 mg SC. Presenta herpes zóster." }
    const article: D.DupCase = { id: 2, paciente_iniciales: "CVR", paciente_edad: 56, paciente_sexo: "F", fecha_recepcion: "2023-11-21", producto_sospechoso: "golimumab", descripcion_evento: "Artículo de la revisión de literatura local. Resumen del caso: mujer de 56 años con artritis reumatoide que recibía golimumab; a las 24 horas de la aplicación, en enero de 2023, desarrolló herpes zóster." }
    expect(D.profile(article)).toMatchObject({ eventDate: null, anchorDate: "2023-01-01" })
    expect(D.findInMemory([D.profile(form), D.profile(article)]).get(2)?.[0]?.id).toBe(1)
    // Dated by its reception, the article was ten months from the form: outside the window.
    const received = { ...article, descripcion_evento: "Resumen del caso: mujer de 56 años con artritis reumatoide que recibía golimumab; desarrolló herpes zóster." }
    expect(D.findInMemory([D.profile(form), D.profile(received)]).get(2) ?? []).toEqual([])
  })

  it("a laboratory's copy whose one date is the therapy's start is searched for around its reception, where the hospital's form lies", () => {
    const form: D.DupCase = { id: 1, paciente_iniciales: "M.C.C.", paciente_sexo: "M", paciente_edad: 62, fecha_inicio_evento: "2025-08-17", fecha_recepcion: "2025-08-23", producto_sospechoso: "Rituximab 375 mg/m2 EV", descripcion_evento: "Fecha de inicio del tratamiento: 15/01/2025. RAM: hepatitis B reactivada. Fecha de inicio de la RAM: 17/08/2025. ALT 601 U/L." }
    const copy: D.DupCase = { id: 2, paciente_iniciales: "M.C.C.", paciente_sexo: "M", paciente_edad: 62, fecha_recepcion: "2025-10-08", producto_sospechoso: "MABTHERA", productos: [{ nombre_producto: "Mabthera", ifa: "Rituximab" }], descripcion_evento: "Caso PE-ROC-2025-85581. Hepatitis B reactivation. La fecha de inicio de la terapia fue 2025-01-15; el evento se inició en fecha no informada. ALT 601 U/L." }
    expect(D.profile(copy)).toMatchObject({ eventDate: null, anchorDate: "2025-10-08" })
    expect(D.findInMemory([D.profile(form), D.profile(copy)]).get(2)?.[0]?.id).toBe(1)
  })

  it("an onset a caller counts back from the day they speak (or a day and month without the year) meets the other report's date, but neither dates nor places the case", () => {
    const told = (text: string, received = "2023-02-01") => D.profile(blank(1, { fecha_recepcion: received, descripcion_evento: text })).toldOnset
    expect(told("mi hija, hace 7 días está muy inquieta, suda frío")).toBe("2023-01-25")
    expect(told("desde hace una semana no para quieto")).toBe("2023-01-25")
    expect(told("hace un par de días se cayó en la casa")).toBe("2023-01-30")
    expect(told("desde ayer en la noche está con diarrea")).toBe("2023-01-31")
    // 2023-02-01 is a Wednesday: 'el viernes' is the one before it; a Wednesday's call about 'el miércoles' means a week ago.
    expect(told("desde el viernes está muy inquieto")).toBe("2023-01-27")
    expect(told("el miércoles se mareó")).toBe("2023-01-25")
    // The treatment's start, months, two onsets, a stated date: no spoken onset.
    expect(told("Recibe fluoxetina 60 mg/d desde hace 2 d")).toBeNull()
    expect(told("hace 3 meses está decaída")).toBeNull()
    expect(told("hace 2 días mareos, desde ayer vómitos")).toBeNull()
    expect(told("el 20/01/2023 presentó mareos, hace 2 días vómitos")).toBeNull()
    // A day and a month without the year: the last such day by the reception, up to four months back;
    // not a pressure, a fraction of a tablet, a pain score, a dose, nor the treatment's start.
    expect(told("Refiere edema en pies desde 01/01. PA 95/60 mmHg")).toBe("2023-01-01")
    expect(told("El 28 de diciembre presenta rash")).toBe("2022-12-28")
    expect(told("Inicio tto 05/11, el 20/01 presenta ictericia")).toBe("2023-01-20")
    expect(told("toma 1/2 tab, dolor 8/10, Hb 10.5 g/dL, 2-3 deposiciones")).toBeNull()
    expect(told("Recibe fenitoína desde el 13/10")).toBeNull()
    expect(told("el 12/07 presenta fiebre")).toBeNull()
    // A counted onset wins over a day and month the text also gives.
    expect(told("hace 2 días presenta fiebre; control el 15/01")).toBe("2023-01-30")

    const call: D.DupCase = { id: 1, paciente_iniciales: "María", paciente_sexo: "F", fecha_recepcion: "2023-01-19", producto_sospechoso: "aripiprazol", descripcion_evento: "Mensaje de WhatsApp: buenas tardes doctora le escribo por mi hermana María, hace 7 días está tiesa, camina como robot, qué hago? Se identifica como hermana de la paciente María Flores. Toma el aripiprazol." }
    const form: D.DupCase = { id: 2, paciente_iniciales: "M.F.S.", paciente_edad: 55, paciente_sexo: "F", fecha_inicio_evento: "2023-01-12", fecha_recepcion: "2023-02-06", producto_sospechoso: "Aripiprazol 10 mg", descripcion_evento: "Paciente mujer de 55 años con esquizofrenia paranoide, en control en el CSMC. Recibe aripiprazol 10 mg al día desde hace 6 semanas. El 12 de enero del 2023 presenta síntomas extrapiramidales. Se indica biperideno." }
    expect(D.profile(call)).toMatchObject({ eventDate: null, anchorDate: "2023-01-19", toldOnset: "2023-01-12" })
    const scored = D.score(call, form)
    expect(scored.reasons).toContain("Misma fecha de inicio del evento (según la narrativa)")
    expect(scored.score).toBe(0.5)
    // Found from either side: the call is filed under its product on the day it counts back to.
    const found = D.findInMemory([D.profile(call), D.profile(form)])
    expect(found.get(1)?.[0]?.id).toBe(2)
    expect(found.get(2)?.[0]?.id).toBe(1)
    // A week off, it is not the form's onset; and two calls' counted onsets never meet each other.
    expect(D.score({ ...call, fecha_recepcion: "2023-01-26" }, form).parts.fecha_evento).toBe(false)
    expect(D.score(call, { ...call, id: 3 }).parts.fecha_evento).toBe(false)
  })
})
