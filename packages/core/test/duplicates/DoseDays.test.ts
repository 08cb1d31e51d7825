/**
 * Reactions dated by their administration (issue 12, the oncology and toxicology generators): a
 * reaction during an infusion, or minutes or hours after a dose or an ingestion, began the day of
 * that dose, so two reports of one patient dating such reactions days apart tell two doses, not
 * one reaction told twice; unless one of them names the other's day, or they tell one story.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const week1: D.DupCase = {
  id: 1, paciente_iniciales: "EAS", paciente_sexo: "F", paciente_fecha_nacimiento: "1958-12-20",
  fecha_inicio_evento: "2023-02-02", fecha_recepcion: "2023-02-05", producto_sospechoso: "Paclitaxel",
  descripcion_evento: "Paciente F 64 a, Ca mama, paclitaxel semanal. A los 20 min de iniciada la infusión presenta rubor facial, disnea y opresión torácica. Se suspende la infusión, hidrocortisona 100 mg EV."
}
const week2: D.DupCase = {
  id: 2, paciente_iniciales: "E.A.S.", paciente_sexo: "F", paciente_fecha_nacimiento: "1958-12-20",
  fecha_inicio_evento: "2023-02-09", fecha_recepcion: "2023-02-12", producto_sospechoso: "Paclitaxel 140 mg",
  descripcion_evento: "Durante la infusión de paclitaxel presenta reacción de hipersensibilidad: rubor facial y disnea. Se maneja con clorfenamina 10 mg EV. Remite a los 30 min."
}

describe("reactions dated by their dose", () => {
  it("reads the words that tie an onset to the administration, and the days the narrative names", () => {
    expect(D.doseDaysOf("A los 96 min de iniciada infusión de Paclitaxel presenta escalofríos")).toEqual(new Set())
    expect(D.doseDaysOf("El 14/11/23, a los 33 minutos de la administración presenta fiebre")).toEqual(new Set(["11-14"]))
    expect(D.doseDaysOf("Tiempo transcurrido: 42 min | Agente: alprazolam")).toEqual(new Set())
    expect(D.doseDaysOf("27 de marzo: ingesta accidental de 11 tab de glibenclamida hace 2 h aprox.")).toEqual(new Set(["03-27"]))
    // A consultation days later does not date the reaction by its dose.
    expect(D.doseDaysOf("Refiere náuseas y vómitos desde hace 5 días tras el ciclo 4")).toBeUndefined()
    expect(D.doseDaysOf(null)).toBeUndefined()
  })

  it("caps two infusion reactions of one patient a week apart, whatever else they share", () => {
    const s = D.score(week1, week2)
    expect(s.parts.iniciales && s.parts.fecha_nacimiento && s.parts.producto).toBe(true)
    expect(s.contradictions).toEqual([D.OTHER_EVENT_ADMINISTRATION])
    expect(s.score).toBe(D.CONTRADICTION_CAP)
  })

  it("leaves a report that names the other's day, one within the near days, and one not dated by its dose", () => {
    // A copy whose field holds its notification's date, naming the infusion's day in its text.
    const copy = { ...week2, descripcion_evento: `Notificación del 09/02/2023. El 02/02/2023, ${week2.descripcion_evento}` }
    expect(D.score(week1, copy).contradictions).toEqual([])
    // Within the near-date slack: a card's day against a sheet's labelled onset two days before.
    expect(D.score(week1, { ...week2, fecha_inicio_evento: "2023-02-04" }).contradictions).toEqual([])
    const consultation = { ...week2, descripcion_evento: "Acude a control: refiere rubor facial y disnea con el paclitaxel; se indica premedicación." }
    expect(D.score(week1, consultation).contradictions).toEqual([])
    expect(D.score(week1, consultation).score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
  })

  it("leaves two reports that tell one story, whatever their dates", () => {
    const resent = { ...week1, id: 3, paciente_iniciales: "E.A.S.", fecha_inicio_evento: "2023-02-09", fecha_recepcion: "2023-02-20" }
    expect(D.score(week1, resent).contradictions).toEqual([])
  })
})
