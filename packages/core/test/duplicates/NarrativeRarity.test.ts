/**
 * Narrative similarity weighed by how rare words are in the case base (issue 12): a form's
 * wording, the drug's name and its usual reaction say little; what is specific to one report
 * says much; a short note repeating a report's facts matches it.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const FORM = "Cliente acude a botica refiriendo tos tras tomar enalapril 10 mg por hipertensión arterial. Se le recomienda acudir al establecimiento de salud."
const REACTIONS = ["tos seca", "mareo", "cefalea", "náuseas", "angioedema", "rash", "prurito", "fatiga"]
const PLACES = ["Comas", "Ate", "Surco", "Callao", "Chorrillos", "Breña", "Lince", "Rímac"]

/** A case base of 2,000 narratives: 600 written in the botica's form, the rest in other words. */
const caseBase = (): D.WordRarity => {
  const narratives: Array<D.NarrativeProfile> = []
  for (let i = 0; i < 2_000; i++) {
    const reaction = REACTIONS[i % REACTIONS.length]!
    const text = i % 10 < 3
      ? FORM.replace("tos", reaction)
      : `Paciente de ${20 + (i % 60)} años de ${PLACES[i % PLACES.length]} presentó ${reaction} a las ${1 + (i % 12)} horas de la dosis ${i}. Control ${i % 97}.`
    narratives.push(D.narrativeProfile(text))
  }
  return D.rarityOf(narratives)
}

const OTHER_DRUGS = ["Losartán", "Metformina", "Omeprazol", "Ibuprofeno", "Ceftriaxona", "Warfarina", "Clozapina", "Digoxina", "Fenitoína", "Litio"]

const patient = (id: number, overrides: Partial<D.DupCase> = {}): D.DupCase => ({
  id,
  producto_sospechoso: "Enalapril 10 mg",
  fecha_recepcion: "2026-03-10",
  ...overrides
})

describe("narrative similarity weighed by word rarity", () => {
  const rarity = caseBase()

  it("a word most narratives hold weighs less than a rare one; with no counts every word weighs the same", () => {
    expect(D.wordWeight(rarity, "botica")).toBeLessThan(D.wordWeight(rarity, "glucosa"))
    expect(D.wordWeight(D.NO_RARITY, "botica")).toBe(D.wordWeight(D.NO_RARITY, "glucosa"))
    expect(rarity.cases).toBe(2_000)
    expect(rarity.count("botica")).toBe(600)
  })

  it("two patients' reports in a botica's form (same drug, same reaction) are not a review match", () => {
    const a = patient(1, { paciente_iniciales: "BCP", descripcion_evento: FORM, fecha_inicio_evento: "2026-01-09" })
    const b = patient(2, { paciente_iniciales: "BFP", descripcion_evento: FORM, fecha_inicio_evento: "2026-02-14" })
    // Counted as if every word were telling, the form alone is a full match.
    expect(D.score(a, b).parts.narrativa).toBe(1)
    const weighed = D.score(a, b, rarity)
    expect(weighed.parts.narrativa).toBeLessThan(1)
    expect(D.classify(weighed.score).status).toBe("unique")
  })

  it("what is specific to one report says much: the same form with the same lab values and weight reaches review", () => {
    const detail = `${FORM} Glucosa 74 mg/dL, creatinina 1.5 mg/dL. Peso 58 kg.`
    const a = patient(1, { paciente_iniciales: "BCP", descripcion_evento: detail })
    const b = patient(2, { paciente_iniciales: "BFP", descripcion_evento: detail })
    const scored = D.score(a, b, rarity)
    expect(scored.parts.narrativa).toBe(1)
    expect(scored.score).toBe(0.45)
    expect(D.classify(scored.score).status).toBe("review")
  })

  it("a nurse's short note repeating the report's facts matches it: with the initials and the drug, review", () => {
    const report = patient(1, {
      paciente_iniciales: "M I A",
      fecha_inicio_evento: "2026-01-02",
      descripcion_evento: `${FORM.replace("tos", "diarrea")} Glucosa 74 mg/dL, creatinina 1.5 mg/dL. Peso 58 kg.`
    })
    const note = patient(2, {
      paciente_iniciales: "m.i.a",
      descripcion_evento: "Nota de enfermería 19:25 h. Pcte de 54 a. con diarrea luego de recibir enalapril 10 mg. Glucosa 74 mg/dL, creatinina 1.5 mg/dL."
    })
    const scored = D.score(report, note, rarity)
    expect(scored.parts.narrativa).toBeGreaterThan(0.2)
    expect(D.classify(scored.score).status).toBe("review")
  })

  it("the drug's name is scored once, by the product part: narratives that share only it score 0", () => {
    const a = patient(1, { descripcion_evento: "Angioedema de labios con enalapril." })
    const b = patient(2, { descripcion_evento: "Tos seca persistente tras enalapril." })
    expect(D.score(a, b, rarity).parts).toMatchObject({ producto: true, narrativa: 0 })
  })

  it("findInMemory counts word rarity over the cases it is given", () => {
    // 2,000 reports of a year; 600 of them in the botica's form about enalapril, some on the same day.
    const cases: Array<D.Profile> = []
    for (let i = 1; i <= 2_000; i++) {
      const form = i % 10 < 3
      const reaction = REACTIONS[i % REACTIONS.length]!
      cases.push(D.profile(patient(i, {
        producto_sospechoso: form ? "Enalapril 10 mg" : OTHER_DRUGS[i % OTHER_DRUGS.length]!,
        fecha_inicio_evento: new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10),
        descripcion_evento: form ? FORM.replace("tos", reaction) : `Paciente de ${PLACES[i % PLACES.length]} presentó ${reaction} tras la dosis ${i}.`
      })))
    }
    const detail = `${FORM} Glucosa 74 mg/dL, creatinina 1.5 mg/dL. Peso 58 kg.`
    cases.push(D.profile(patient(2_001, { fecha_inicio_evento: "2026-07-01", descripcion_evento: detail })))
    cases.push(D.profile(patient(2_002, { fecha_inicio_evento: "2026-07-01", descripcion_evento: detail })))
    const found = D.findInMemory(cases)
    const reviewed = [...found.entries()].flatMap(([id, ms]) => ms.filter((m) => m.score >= D.REVIEW_THRESHOLD).map((m) => [id, m.id]))
    expect(reviewed).toEqual([[2_001, 2_002], [2_002, 2_001]])
    // Form-only reports of one day and one drug share the date and the product (0.40) and a
    // narrative that, counted as if every word were telling, would take them to review.
    const sameDay = cases.filter((c) => c.eventDate === "2026-01-11" && c.products[0]?.tokens[0] === "enalapril")
    expect(sameDay.length).toBeGreaterThanOrEqual(2)
    expect(D.scoreProfiles(sameDay[0]!, sameDay[1]!).score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
  })

  it("what many of a case's candidates share weighs little among them: a campaign day's lot and centre single out no child", () => {
    // Eight children vaccinated at one school on one day: the lot and the centre are rare in the
    // base and common among the day's reports. The second sheet of one child repeats a detail.
    const sheet = (child: number, reaction: string, detail = "") =>
      `Ficha ESAVI. Vacunado en I.E. Santa Rosa de Huaycán con Vacuna SR lote FK8864, segunda dosis. A los ${10 * child} minutos ${reaction}.${detail}`
    const day = (id: number, text: string, overrides: Partial<D.DupCase> = {}) =>
      D.profile({ id, producto_sospechoso: "Vacuna SR", fecha_inicio_evento: "2026-05-04", fecha_recepcion: "2026-05-05", descripcion_evento: text, ...overrides })
    const children = Array.from({ length: 8 }, (_, i) => day(i + 1, sheet(i + 1, REACTIONS[i % 2]!)))
    const first = day(20, sheet(9, "adenopatía retroauricular", " Temperatura 38.9 °C, peso 14.2 kg."), { paciente_iniciales: "LQP" })
    const second = day(21, sheet(9, "adenopatía retroauricular", " Temperatura 38.9 °C, peso 14.2 kg."), { paciente_iniciales: "L.Q.P." })
    // A vaccination season: a third of the base are ESAVI sheets of other days, lots and schools.
    const season = Array.from({ length: 3_000 }, (_, i) => D.narrativeProfile(i % 3 === 0
      ? `Ficha ESAVI. Vacunado en I.E. ${PLACES[i % PLACES.length]} ${i % 41} con Vacuna SR lote GH${1000 + (i % 500)}, segunda dosis. A los ${10 * (1 + (i % 6))} minutos ${REACTIONS[i % REACTIONS.length]}.`
      : `Paciente de ${20 + (i % 60)} años de ${PLACES[i % PLACES.length]} presentó ${REACTIONS[i % REACTIONS.length]} a las ${1 + (i % 12)} horas de la dosis ${i}.`))
    const rarity = D.rarityOf([...season, ...children.map((c) => c.narrative), first.narrative, second.narrative])
    const ranked = D.rank(first, [...children, second], D.MAX_MATCHES, rarity)
    expect(ranked[0]!.id).toBe(21)
    expect(ranked.filter((m) => m.score >= D.REVIEW_THRESHOLD).map((m) => m.id)).toEqual([21])
    // Seen from any child, no other child is a review match; scored as a lone pair, without the
    // day's other sheets to compare with, two children's sheets would be.
    const others = [...children.slice(1), first, second]
    expect(D.rank(children[0]!, others, D.MAX_MATCHES, rarity).filter((m) => m.score >= D.REVIEW_THRESHOLD)).toEqual([])
    expect(D.scoreProfiles(children[0]!, children[2]!, rarity).score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
    const local = D.localRarity(others)
    expect(D.localShare(local, "fk8864")).toBeLessThan(0.3)
    expect(D.localShare(D.localRarity([...children.slice(1), second]), "38.9")).toBe(1)
  })
})
