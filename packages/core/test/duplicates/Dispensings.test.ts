/**
 * What tells two patients' reports of one drug apart when the contract's weights alone reach the
 * review band (issue 12, the pharmacy and poison-centre generators): the box each report names (its
 * lot, the day it was bought), a bracket saying whose medicine it was, which names no product, an
 * age a report gives in years, which another report's months never meet as years, and body weights
 * no one child had.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const counter: D.DupCase = {
  id: 1, paciente_iniciales: "J.C.", paciente_sexo: "M", paciente_edad: 30, fecha_inicio_evento: "2023-01-18", fecha_recepcion: "2023-01-20",
  producto_sospechoso: "AZITROCIN 500MG TAB X 3",
  descripcion_evento: "FORMATO INTERNO RAM\nFecha de venta: 17/01/2023 | Boleta B045-44962566\nProducto: AZITROCIN 500MG TAB X 3 Lote: L2207919\nPcte M 30a ref. que tras 2 tomas presenta dolor abdominal y náuseas."
}
const ticket: D.DupCase = {
  id: 2, paciente_iniciales: "J.C.", paciente_sexo: "M", paciente_edad: 30, fecha_recepcion: "2023-01-27", producto_sospechoso: "Azitrocín 500 mg",
  descripcion_evento: "Cliente Sr. José Chuquimango indica que compró AZITROCÍN el 25/01 en local los olivos y al día siguiente dolor en la boca del estómago y náuseas. Indica lote Q2353408."
}

describe("the dispensing a report names", () => {
  it("reads lots with three digits or more, and the day of purchase a form, a caller or a receipt gives", () => {
    expect(D.dispensingOf(counter.descripcion_evento, "2023-01-20")).toEqual({ lots: ["L2207919"], bought: ["2023-01-17"] })
    expect(D.dispensingOf(ticket.descripcion_evento, "2023-01-27")).toEqual({ lots: ["Q2353408"], bought: ["2023-01-25"] })
    expect(D.dispensingOf("Pcte ref. urticaria. Lote 2205894C. Boleta B131-55867638 (06/08/2023).", "2023-08-10")).toEqual({ lots: ["2205894C"], bought: ["2023-08-06"] })
    expect(D.dispensingOf("Comprado el 03/01/2023 en Boticas Sanar Comas.", "2023-01-04").bought).toEqual(["2023-01-03"])
    // No number, no lot.
    expect(D.dispensingOf("no recuerda el lote, lote desconocido", "2023-01-04")).toBe(D.NO_DISPENSING)
  })

  it("counts a customer's day of purchase back from the day the message was received", () => {
    expect(D.dispensingOf("hola compré ayer en su botica el ibuprofeno", "2023-02-18").bought).toEqual(["2023-02-17"])
    expect(D.dispensingOf("compre hoy en la mañana unas pastillas", "2023-02-18").bought).toEqual(["2023-02-18"])
    // A Wednesday's 'el domingo pasado' is the Sunday before, or the one a week earlier.
    expect(D.dispensingOf("buenas noches, compre el domingo pasado en su botica el pedianal", "2023-03-15").bought).toEqual(["2023-03-12", "2023-03-05"])
    expect(D.dispensingOf("compre el martes en su botica", "2023-03-15").bought).toEqual(["2023-03-14"])
    expect(D.dispensingOf("disculpe, compre el 4 en su botica de smp un ibuprofeno", "2023-01-11").bought).toEqual(["2023-01-04"])
    // A pasted chat counts from its first message's day, whenever the copy was received.
    expect(D.dispensingOf("[20/1 11:04] Haydee: hola, compre el domingo en su botica un amoxidal", "2024-01-22").bought).toEqual(["2024-01-14"])
    // A dose or a date written out is not a day of the month: 'compré el 500 mg', 'compró el 17/01'.
    expect(D.dispensingOf("compre el 500 mg", "2023-01-11").bought).toEqual([])
  })

  it("tells two boxes apart by their lots or days of purchase, and forgives a lot's prefix, a slip and a day's memory", () => {
    const at = (lots: Array<string>, bought: Array<string> = []): D.Dispensing => ({ lots, bought })
    expect(D.otherDispensing(at(["L2207919"]), at(["Q2353408"]))).toBe(D.OTHER_LOT)
    expect(D.otherDispensing(at(["L2207919"]), at(["2207919"]))).toBeNull()
    expect(D.otherDispensing(at(["L2207919"]), at(["L2207918"]))).toBeNull()
    expect(D.otherDispensing(at([], ["2023-01-17"]), at([], ["2023-03-11"]))).toBe(D.OTHER_PURCHASE)
    expect(D.otherDispensing(at([], ["2023-01-17"]), at([], ["2023-01-19"]))).toBeNull()
    // Unknown is never another dispensing: one side without a lot or a day caps nothing.
    expect(D.otherDispensing(at(["L2207919"]), at([], ["2023-01-17"]))).toBeNull()
  })

  it("caps a regular customer's other box of the drug, and not the ticket of the same box", () => {
    const other = D.score(counter, ticket)
    expect(other.contradictions).toEqual([D.OTHER_LOT])
    expect(other.score).toBeLessThanOrEqual(D.CONTRADICTION_CAP)
    const sameBox = D.score(counter, { ...ticket, fecha_recepcion: "2023-01-20", descripcion_evento: "Cliente indica que compró AZITROCÍN el 17/01 y al día siguiente dolor abdominal y náuseas. Indica lote 2207919." })
    expect(sameBox.contradictions).toEqual([])
    expect(D.classify(sameBox.score).status).not.toBe("unique")
  })
})

describe("a customer's message and the counter's form", () => {
  it("are two boxes when the message's day of purchase is not the form's day of sale", () => {
    const form: D.DupCase = {
      id: 8, paciente_iniciales: "MR", paciente_sexo: "M", paciente_edad: 2, fecha_inicio_evento: "2023-03-02", fecha_recepcion: "2023-03-03", producto_sospechoso: "PEDIANAL 120MG/5ML JBE X 60 ML",
      descripcion_evento: "FORMATO INTERNO RAM | Fecha de venta: 02/03/2023 | Producto: PEDIANAL 120MG/5ML JBE X 60 ML | Pcte M 2a ref. que tras 4 dosis presenta prurito y ronchas."
    }
    const chat: D.DupCase = {
      id: 9, paciente_iniciales: "M.R.", paciente_sexo: "M", paciente_edad: 1, fecha_recepcion: "2023-03-15", producto_sospechoso: "Pedianal",
      descripcion_evento: "buenas noches, compre el domingo pasado en su botica de comas el pedianal pa mi hijo y ayer le salieron ronchas x todo el cuerpo."
    }
    expect(D.score(form, chat).contradictions).toEqual([D.OTHER_PURCHASE])
    expect(D.score(form, { ...chat, fecha_recepcion: "2023-03-07", descripcion_evento: "buenas noches, compre el jueves en su botica de comas el pedianal pa mi hijo y le salieron ronchas x todo el cuerpo." }).contradictions).toEqual([])
  })
})

describe("a bracket that says whose medicine it was", () => {
  it("names no product: two children's grandmothers' pills of two drugs are not one product", () => {
    const carbamazepine: D.DupCase = {
      id: 3, paciente_sexo: "F", paciente_edad: 1, fecha_inicio_evento: "2024-11-21", fecha_recepcion: "2024-11-25", producto_sospechoso: "carbamazepina",
      descripcion_evento: "Lactante F de 1a, ingesta accidental de 7 tabletas de CARBAMAZEPINA (medicación del abuelo). Convulsión."
    }
    const warfarin: D.DupCase = {
      id: 4, paciente_sexo: "F", paciente_edad: 1, fecha_inicio_evento: "2024-11-21", fecha_recepcion: "2024-12-20", producto_sospechoso: "WARFARINA 5 MG",
      descripcion_evento: "INGESTA ACCIDENTAL DE 12 TABLETAS DE WARFARINA (DE LA ABUELA). PRESENTA GINGIVORRAGIA."
    }
    expect(D.score(carbamazepine, warfarin).parts.producto).toBe(false)
    // A brand's ingredient in brackets still names it, 'de' within a name too.
    expect(D.aliasesInText("Recibió Hemofer (sulfato de hierro) 300 mg.", D.profile({ id: 5, producto_sospechoso: "Hemofer" }).products)).toEqual(["sulfato de hierro"])
  })
})

describe("an age a report gives in years", () => {
  it("is not another report's months typed as years", () => {
    const adult: D.DupCase = {
      id: 6, paciente_iniciales: "M.F.", paciente_sexo: "F", paciente_edad: 27, fecha_inicio_evento: "2024-03-01", fecha_recepcion: "2024-03-06", producto_sospechoso: "Clonazepam",
      descripcion_evento: "Femenina de 27 a, ingesta voluntaria de 7 tab de CLONAZEPAM hace 3 horas. Somnolencia."
    }
    const child: D.DupCase = {
      id: 7, paciente_iniciales: "FMC", paciente_sexo: "F", paciente_edad: 2, fecha_inicio_evento: "2024-03-01", fecha_recepcion: "2024-03-07", producto_sospechoso: "Clonazepam 2 mg",
      descripcion_evento: "Preescolar F de 2a 4m, ingesta accidental de ~9 tab de CLONAZEPAM. Somnolencia."
    }
    expect(D.score(adult, child).contradictions).toContain("Edad incompatible")
    // A field that could hold the months (no age stated in years) still meets them.
    expect(D.score({ ...adult, paciente_edad: 28, descripcion_evento: "Ingesta accidental de clonazepam. Somnolencia." }, child).contradictions).not.toContain("Edad incompatible")
  })
})

describe("stated body weights", () => {
  const call: D.DupCase = {
    id: 10, paciente_iniciales: "N.N.", paciente_sexo: "M", paciente_edad: 1, fecha_inicio_evento: "2023-05-10", fecha_recepcion: "2023-05-10", producto_sospechoso: "sulfato ferroso",
    descripcion_evento: "FICHA DE LLAMADA | Paciente: 14 meses, masc, peso aprox 8 kg | Agente: sulfato ferroso 40 gotas | Clínica: vómitos y dolor abdominal"
  }
  const note: D.DupCase = {
    id: 11, paciente_iniciales: "AQT", paciente_sexo: "M", paciente_edad: 1, fecha_inicio_evento: "2023-05-10", fecha_recepcion: "2023-05-21", producto_sospechoso: "SULFATO FERROSO 300MG",
    descripcion_evento: "TOPICO PEDIATRIA. Lactante M de 14 meses, ingesta accidental de SULFATO FERROSO. SV: FC 113 Peso 11 kg. EF: vómitos, dolor abdominal."
  }

  it("more than a quarter apart are two patients; a caller's estimate a kilogram or two off is not", () => {
    expect(D.score(call, note).contradictions).toContain(D.OTHER_WEIGHT)
    expect(D.score(call, { ...note, descripcion_evento: note.descripcion_evento!.replace("Peso 11 kg", "Peso 10 kg") }).contradictions).not.toContain(D.OTHER_WEIGHT)
    // Unknown is never a contradiction.
    expect(D.score(call, { ...note, descripcion_evento: "Lactante M de 14 meses, ingesta accidental de SULFATO FERROSO." }).contradictions).not.toContain(D.OTHER_WEIGHT)
  })

  it("a child under two may grow between reports weeks apart; an adult's weight does not change so", () => {
    const later: D.DupCase = { ...note, fecha_inicio_evento: "2023-06-12", fecha_recepcion: "2023-06-14" }
    expect(D.score(call, later).contradictions).not.toContain(D.OTHER_WEIGHT)
    const adult: D.DupCase = { ...call, paciente_edad: 40, descripcion_evento: call.descripcion_evento!.replace("14 meses", "40 años").replace("8 kg", "60 kg") }
    const adultLater: D.DupCase = { ...later, paciente_edad: 40, descripcion_evento: later.descripcion_evento!.replace("Lactante M de 14 meses", "Varón de 40 años").replace("Peso 11 kg", "Peso 82 kg") }
    expect(D.score(adult, adultLater).contradictions).toContain(D.OTHER_WEIGHT)
  })
})
