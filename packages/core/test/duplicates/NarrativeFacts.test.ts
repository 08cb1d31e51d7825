/**
 * What a narrative says of its patient where the fields say less (issue 12): the patient's name
 * completes the initials, an infant's age in months explains an age field typed in months, and
 * a date read from the text adds evidence, and tells two events apart only when its words state the onset.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const CALL =
  "Llama el paciente directamente (tel. 923 516 639). Usuario refiere: \"me recetaron la cozaar hace una semana y me mareo cuando me paro\". " +
  "Datos del paciente: Luis Cruz Vásquez, 63 años. Producto: Cozaar 100 mg."
const FORM = "S: Paciente varón 63 años. Refiere mareos desde 13/03. O: hipotensión ortostática (PA 90/60). P: Suspender losartán."
const call = (over: Partial<D.DupCase> = {}): D.DupCase => ({
  id: 1, paciente_iniciales: "LC", paciente_sexo: "M", paciente_edad: 63, fecha_recepcion: "2023-03-17", producto_sospechoso: "Cozaar 100 mg", descripcion_evento: CALL, ...over
})
const form: D.DupCase = {
  id: 2, paciente_iniciales: "LCV", paciente_sexo: "M", paciente_edad: 63, fecha_inicio_evento: "2023-03-13", fecha_recepcion: "2023-03-27",
  producto_sospechoso: "Losartán 100 mg (Cozaar)", descripcion_evento: FORM
}

describe("the patient's name in the narrative completes the initials", () => {
  it("'LC' with 'Datos del paciente: Luis Cruz Vásquez' is LCV, and meets the form typed LCV", () => {
    expect(D.profile(call()).initials).toBe("LCV")
    expect(D.score(call(), form).reasons).toContain("Mismas iniciales")
    // Without the name the call's initials stay LC: the given name and the father's surname, part
    // of LCV's initials; CV (the surnames without the given name) are not.
    const anonymous = call({ descripcion_evento: CALL.replace("Luis Cruz Vásquez", "sin datos") })
    expect(D.profile(anonymous).initials).toBe("LC")
    expect(D.score(anonymous, form).reasons).toContain("Iniciales compatibles: nombre y primer apellido")
    expect(D.score(call({ paciente_iniciales: "CV", descripcion_evento: anonymous.descripcion_evento }), form).reasons).not.toContain("Iniciales compatibles: nombre y primer apellido")
  })

  it("an empty field takes the name; surnames first with a comma and in lower case are read as names", () => {
    expect(D.profile(call({ paciente_iniciales: null, descripcion_evento: "Cliente: QUISPE QUISPE, JUAN\nReceta: Dra. Flor Osorio" })).initials).toBe("JQQ")
    expect(D.profile(call({ paciente_iniciales: null, descripcion_evento: "pcte tuanama tuanama rosa d 39 anos d sauce" })).initials).toBe("RTT")
  })

  it("given names and a surname's initial, as a ward's note writes them, give the initials the field lacks", () => {
    const note = (over: Partial<D.DupCase>) => call({ paciente_iniciales: "J.Q.", ...over })
    expect(D.profile(note({ descripcion_evento: "1115H. PCTE JUAN ANTONIO Q. CAMA N° 20 PRESENTA SECRECION LACTEA." })).initials).toBe("JAQ")
    expect(D.profile(note({ paciente_iniciales: null, descripcion_evento: "pcte Jhon Martín Q. refiere mareos" })).initials).toBe("JMQ")
    // A letter that is a word's, an abbreviation or no full stop, and words that are not names, read nothing.
    expect(D.profile(note({ descripcion_evento: "pcte juan antonio q.x refiere" })).initials).toBe("JQ")
    expect(D.profile(note({ descripcion_evento: "la paciente consulta si q. refiere" })).initials).toBe("JQ")
    expect(D.profile(note({ paciente_iniciales: null, descripcion_evento: "pcte refiere dolor q. cede" })).initials).toBeNull()
  })

  it("a name that disagrees with the field, a relative's and words that are not a name leave the field as it is", () => {
    expect(D.profile(call({ paciente_iniciales: "MQ", descripcion_evento: "Refiere que su esposa Sandra Torres, de 58 años, presenta culebrilla." })).initials).toBe("MQ")
    expect(D.profile(call({ descripcion_evento: "Se comunica el Sr. Hugo Aguilar (esposo de la paciente). El esposo de la paciente consulta si debe seguir." })).initials).toBe("LC")
    expect(D.profile(call({ paciente_iniciales: null, descripcion_evento: "pcte jya d 33 anos presenta mareos" })).initials).toBeNull()
  })
})

describe("the names two narratives give their patients", () => {
  // Two community agents' calls a month apart: one health post, one product, the same initials.
  const agent = (id: number, child: string, reaction = "esta con diarrea"): D.DupCase => ({
    id, paciente_iniciales: "MC", paciente_sexo: "F", paciente_edad: 1, fecha_recepcion: `2023-0${id}-12`, producto_sospechoso: "Micronutrientes (MMN)",
    descripcion_evento: `Llamada del agente comunitario Sra. Justina Huaman, refiere que ${child} que toma las chispitas, ${reaction}, se indica que acuda al EESS.`
  })
  it("other surnames, or other given names, are two children: capped below review with the reason", () => {
    const scored = D.score(agent(1, "la niña María Condori, de 1 años,"), agent(2, "la niña María Calla"))
    expect(scored.reasons).toContain("Mismas iniciales")
    expect(scored.contradictions).toEqual([D.OTHER_NAME])
    expect(scored.score).toBeLessThanOrEqual(D.CONTRADICTION_CAP)
    expect(D.score(agent(1, "la menor Ruth Mamani"), agent(2, "la menor Rosa Mamani")).contradictions).toEqual([D.OTHER_NAME])
  })
  it("one surname as heard or cut, a given name in full and short, and a name only one report gives, are one child", () => {
    for (const [a, b] of [["María Condori", "María Condory"], ["Rosa Hancco", "Rosa Janco"], ["Rosario Huanca", "Rosa Wanca"], ["Manuel da Silva", "Manuel Dasilva"], ["María Quispe", "María Kispe"]] as const) {
      expect(D.score(agent(1, `la niña ${a}`), agent(2, `la niña ${b}`)).contradictions, `${a} / ${b}`).toEqual([])
    }
    const named = D.score(agent(1, "la niña María Condori"), agent(2, "su hija"))
    expect(named.contradictions).toEqual([])
  })
  it("a name written out where the initials go counts with the narrative's: a post's 'Sandra Mamani' and a form's 'Sandra Torres Mamani'", () => {
    const post = (id: number, field: string, text: string): D.DupCase => ({
      id, paciente_iniciales: field, paciente_sexo: "F", paciente_edad: 58, fecha_recepcion: "2022-12-10", producto_sospechoso: "Golvex", descripcion_evento: text
    })
    const instagram = post(1, "NI", "Publicación copiada desde Instagram, usuaria \"Sandra Mamani\": hoy me dio culebrilla tras el Golvex.")
    const husband = (field: string) => post(2, field, "El esposo consulta: su esposa Sandra Torres, de 58 años, después de la inyección le dio culebrilla.")
    // The narratives alone name Mamani and Torres; the field's full name holds both surnames.
    expect(D.score(instagram, husband("S.T.")).contradictions).toEqual([D.OTHER_NAME])
    expect(D.score(instagram, husband("Sandra Torres Mamani")).contradictions).toEqual([])
    // A field's full name contradicts another narrative's name as the narrative's own would.
    expect(D.score(post(3, "Rosa Quispe Vargas", "Presenta culebrilla."), post(4, "R.Q.", "la paciente Rosa Mamani Huanca refiere culebrilla")).contradictions).toEqual([D.OTHER_NAME])
    // Placeholders and initials are no name.
    expect(D.score(post(5, "No consignado", "Presenta culebrilla."), instagram).contradictions).toEqual([])
  })
  it("a child named after 'el niño' or 'la menor' gives the initials a call's field lacks", () => {
    expect(D.profile({ ...agent(1, "el niño Percy Mamani Quispe"), paciente_iniciales: null }).initials).toBe("PMQ")
  })
})

describe("an infant's age in months, typed where years go", () => {
  const infant = (id: number, edad: number, text: string): D.DupCase => ({
    id, paciente_iniciales: "NMM", paciente_sexo: "F", paciente_edad: edad, fecha_recepcion: "2023-01-30", producto_sospechoso: "Paracetamol 120 mg/5 mL", descripcion_evento: text
  })
  const months = infant(1, 16, "lactante de 16 m acude al P.S. Mollepata por náuseas y vómitos luego de tomar paracetamol.")
  it("a report saying '16 meses' with 16 in its age field is the one-year-old of another report", () => {
    expect(D.score(months, infant(2, 1, "Ingresa a emergencia por emesis tras paracetamol.")).contradictions).toEqual([])
    expect(D.score(infant(3, 0, "Niña de 4 meses, llanto persistente tras la vacuna."), infant(4, 4, "Llanto persistente.")).contradictions).toEqual([])
  })
  it("months still contradict a schoolchild, and a duration in an adult's report is not an age", () => {
    expect(D.score(months, infant(2, 9, "Escolar con emesis tras paracetamol.")).contradictions).toEqual(["Edad incompatible"])
    const adult = infant(5, 45, "Varón que luego de 3 meses de tratamiento presenta náuseas.")
    expect(D.score(adult, infant(6, 3, "Náuseas tras paracetamol.")).contradictions).toEqual(["Edad incompatible"])
  })
})

describe("infants' ages in months tell two children apart", () => {
  const sheet = (id: number, text: string, fecha: string): D.DupCase => ({
    id, paciente_iniciales: "APQ", paciente_sexo: "M", paciente_edad: 1, fecha_inicio_evento: fecha, fecha_recepcion: fecha, producto_sospechoso: "Vacuna SPR", descripcion_evento: text
  })
  it("23 and 12 months a week apart are two children, even with the word mistyped; both give 1 in the age field", () => {
    const older = sheet(1, "ESAVI leve. Usuario de 23 meses vacunado con SPR; a las pocas horas presenta fiebre alta.", "2024-01-08")
    const younger = sheet(2, "Pcte de 12 meses, c/ SPR 1ra dosis, presenta calentura.", "2024-01-13")
    expect(D.score(older, younger).contradictions).toEqual(["Edad incompatible"])
    expect(D.score(older, sheet(3, "Usuario de 12 mesees vacunado con SPR, fiebre.", "2024-01-13")).contradictions).toEqual(["Edad incompatible"])
  })
  it("a child's years and months ('3 años 3 meses', '1a 7m') and a labelled 'Edad: 20 meses' are months too", () => {
    const call = (id: number, edad: number, text: string): D.DupCase => ({ ...sheet(id, text, "2023-06-16"), paciente_edad: edad, producto_sospechoso: "Ibuprofeno" })
    const gael = call(1, 3, "FICHA DE LLAMADA. Paciente: Gael, 3 años 3 meses, masc. Agente: ibuprofeno 10 tab. Clínica: náuseas y vómitos.")
    expect(D.profile(gael).facts.months).toBe(39)
    expect(D.profile(call(2, 1, "su nieto de 1a 7m recibió por error ibuprofeno")).facts.months).toBe(19)
    expect(D.profile(call(3, 1, "Toxicología. Edad: 20 meses. Peso 9 kg.")).facts.months).toBe(20)
    // The emergency note's child of 25 months that day is another child; one of 3 años 2 meses is Gael.
    expect(D.score(gael, call(4, 2, "Niño de 25 meses, traído por madre: ingesta de ibuprofeno, vómitos.")).contradictions).toEqual(["Edad incompatible"])
    expect(D.score(gael, call(5, 3, "Niño de 3 a. y 2 m, traído por madre: ingesta de ibuprofeno, vómitos.")).contradictions).toEqual([])
    // An adult's years and a duration in months are not a child's age.
    expect(D.profile(call(6, 45, "Varón de 45 años, 3 meses de tratamiento.")).facts.months).toBeNull()
  })
  it("a month off, or months that the time between the reports explains, are one child", () => {
    const first = sheet(1, "Ficha ESAVI. Usuario de 14 meses vacunado con SPR; presenta erupción.", "2023-12-22")
    expect(D.score(first, sheet(2, "ESAVI leve. Usuario de 13 mrses vacunado con SPR, calentura.", "2023-12-23")).contradictions).toEqual([])
    // A follow-up three months later gives the age at its writing.
    const control = { ...sheet(3, "Control: lactante de 17 meses, erupción resuelta.", "2023-12-22"), fecha_recepcion: "2024-03-20" }
    expect(D.score(first, control).contradictions).toEqual([])
  })
})

describe("a date read from a narrative tells two events apart only when its words state the onset", () => {
  // The pharmacy note's only date is the drug's start; its event date field is empty.
  const note: D.DupCase = {
    id: 1, paciente_iniciales: "JDM", paciente_sexo: "F", fecha_recepcion: "2023-04-12", producto_sospechoso: "Trulicity 0.75 mg",
    descripcion_evento: "Sra. Delgado acude por Trulicity, iniciado el 19/03/2023, y refiere diarrea. Se sugiere control con su médico."
  }
  const chart: D.DupCase = {
    id: 2, paciente_iniciales: "JDM", paciente_sexo: "F", fecha_inicio_evento: "2023-04-04", fecha_recepcion: "2023-04-26",
    producto_sospechoso: "Dulaglutida 0.75 mg (Trulicity)",
    descripcion_evento: "Paciente femenina de 41 años con diabetes mellitus tipo 2. A los 16 días presenta diarrea acuosa sin signos de deshidratación."
  }
  it("the same reaction still counts with the initials and the product (0.45, to review)", () => {
    expect(D.profile(note).eventDate).toBe("2023-03-19")
    const scored = D.score(note, chart)
    expect(scored.score).toBe(0.45)
    expect(scored.reasons).toContain("Narrativa similar (20 %): la misma reacción")
  })
  it("dates typed in both fields weeks apart still make two events", () => {
    expect(D.score({ ...note, fecha_inicio_evento: "2023-03-19" }, chart).contradictions).toEqual(["Otro evento: fechas de inicio distintas"])
  })
  it("an onset the narrative's words state ('desde el … presenta', '… presenta', a form's label) is another event's weeks apart, as a typed one", () => {
    for (const text of [
      "Sra. Delgado acude; desde el 19/03/2023 presenta diarrea. Se sugiere control con su médico.",
      "Sra. Delgado acude. El 19/03/2023 inicia diarrea acuosa.",
      "Sra. Delgado. Fecha de inicio de la RAM: 19/03/2023. Diarrea."
    ]) {
      expect(D.profile({ ...note, descripcion_evento: text }).eventDateStated, text).toBe(true)
      expect(D.score({ ...note, descripcion_evento: text }, chart).contradictions, text).toEqual(["Otro evento: fechas de inicio distintas"])
    }
    // A drug taken since a date, or a visit's date, is no onset.
    for (const text of ["Sra. Delgado, en tratamiento con Trulicity desde el 19/03/2023, refiere diarrea.", "Sra. Delgado se atendió el 19/03/2023 por diarrea."]) {
      expect(D.profile({ ...note, descripcion_evento: text }).eventDateStated, text).toBe(false)
      expect(D.score({ ...note, descripcion_evento: text }, chart).contradictions, text).toEqual([])
    }
  })
})

describe("a record number padded with zeros", () => {
  it("is the same word however many zeros pad it: the alert's 'HC: 00580999' and the sheet's 'HC 580999'", () => {
    expect(D.narrativeWords("ALERTA DE RAM | HC: 00580999 | OXITOCINA")).toContain("580999")
    const alert = D.narrativeProfile("Taquicardia con irritabilidad; HC: 00580999.")
    const sheet = D.narrativeProfile("Taquicardia con irritabilidad; HC 580999.")
    expect(D.narrativeSimilarity(alert, sheet)).toBe(1)
    // A short number keeps its zeros: '007' is not a record.
    expect(D.narrativeWords("lote 007")).toContain("007")
  })
})

describe("a report received before the other's event began", () => {
  const first: D.DupCase = {
    id: 1, paciente_iniciales: "J.P.H.", paciente_sexo: "M", paciente_edad: 57, fecha_recepcion: "2023-07-08", producto_sospechoso: "Ciprofloxacino 500 mg",
    descripcion_evento: "Varón de 57 años que al 5.º día de ciprofloxacino presenta mareos. Se suspende."
  }
  const later = (fecha_inicio_evento: string, fecha_recepcion = "2023-09-02"): D.DupCase => ({
    id: 2, paciente_iniciales: "JPH", paciente_sexo: "M", paciente_edad: 57, fecha_inicio_evento, fecha_recepcion, producto_sospechoso: "Ciprofloxacino",
    descripcion_evento: "Al 4.º día de tratamiento presenta mareos. Se suspende el medicamento."
  })
  it("tells an earlier event: capped and named, even when the earlier report gives no date", () => {
    const scored = D.score(first, later("2023-08-14"))
    expect(scored.contradictions).toEqual([D.OTHER_EVENT_EARLIER])
    expect(scored.score).toBeLessThanOrEqual(D.CONTRADICTION_CAP)
  })
  it("not within a week (the suspension or the admission dated days after the onset), nor when a date is mistyped", () => {
    expect(D.score(first, later("2023-07-14")).contradictions).toEqual([])
    expect(D.score(first, later("2023-07-14")).score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
    // After its own report's reception: the event date itself is wrong.
    expect(D.score(first, later("2023-10-02", "2023-07-20")).contradictions).toEqual([])
    // Day and month read the other way round from the first report's own event date.
    expect(D.score({ ...first, fecha_inicio_evento: "2023-07-02" }, later("2023-02-07", "2023-07-20")).contradictions).toEqual([])
  })
  it("an undated chat's onset counted back from its day ('ayer') tells an earlier event past two weeks, unless it is a copy of the story", () => {
    const chat = (fecha_recepcion: string, descripcion_evento = "hola compre cipro en su botica y ayer me dio mareo fuerte, lo deje. que hago?"): D.DupCase => ({
      id: 3, paciente_iniciales: "JPH", paciente_sexo: "M", paciente_edad: 57, fecha_recepcion, producto_sospechoso: "Ciprofloxacino", descripcion_evento
    })
    expect(D.profile(chat("2023-08-10")).toldOnset).toBe("2023-08-09")
    expect(D.score(first, chat("2023-08-10")).contradictions).toEqual([D.OTHER_EVENT_EARLIER])
    // Within two weeks of the first report's reception the message may have waited a few days.
    expect(D.score(first, chat("2023-07-20")).contradictions).toEqual([])
    // A re-keyed copy of the first report's words keeps its 'desde ayer' from another day.
    const copy = chat("2023-08-10", "Varón de 57 años que al 5.º día de ciprofloxacino presenta mareos desde ayer. Se suspende.")
    expect(D.profile(copy).toldOnset).toBe("2023-08-09")
    expect(D.score(first, copy).contradictions).toEqual([])
  })
})
