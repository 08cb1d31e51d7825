/**
 * The same reaction at a time that could be the same (issue 12): a nurse's note or a patient's
 * call names the reaction of the report it repeats among words of its own, which the rarity of
 * words reads as another text. Naming the same reactions raises the narrative's similarity to
 * `SAME_REACTION_SIMILARITY`, unless the dates say two events or another candidate names them too.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const REPORT =
  "Paciente hospitalizada en oncología, recibe paclitaxel 175 mg/m2 por cáncer de mama. A las 6 horas presenta rubor facial e " +
  "hipotensión. Se suspende el medicamento y se administra clorfenamina. Evolución favorable."
const NOTE = "Nota de enfermería: pcte refiere rubor facial e hipotensión luego de la administración de paclitaxel. Se comunica a médico de turno."

const report: D.DupCase = {
  id: 1,
  paciente_iniciales: "A.S.U.",
  paciente_sexo: "F",
  fecha_inicio_evento: "2026-01-02",
  fecha_recepcion: "2026-01-03",
  producto_sospechoso: "Paclitaxel 175 mg/m2",
  descripcion_evento: REPORT
}
const note = (over: Partial<D.DupCase> = {}): D.DupCase => ({
  id: 2,
  paciente_iniciales: "a.s.u.",
  paciente_sexo: "F",
  fecha_recepcion: "2026-01-11",
  producto_sospechoso: "Paclitaxel 175 mg/m2",
  descripcion_evento: NOTE,
  ...over
})

// A case base in which the note's own wording is rare and the reaction is the drug's usual one:
// the rarity of words alone then finds the two texts unlike.
const base = (): D.WordRarity => {
  const narratives: Array<D.NarrativeProfile> = []
  for (let i = 0; i < 2_000; i++) {
    const reaction = ["rubor facial e hipotensión", "disnea", "mialgias", "náuseas"][i % 4]!
    narratives.push(D.narrativeProfile(`Paciente de ${20 + (i % 60)} años presenta ${reaction} tras la dosis ${i} de paclitaxel.`))
  }
  narratives.push(D.narrativeProfile(NOTE), D.narrativeProfile(REPORT))
  return D.rarityOf(narratives)
}

describe("the same reaction at a time that could be the same", () => {
  it("a nurse's note naming the report's reaction: review (0.45), and the reason says why", () => {
    const rarity = base()
    const words = D.narrativeSimilarity(D.narrativeProfile(REPORT), D.narrativeProfile(NOTE), { rarity })
    expect(words).toBeLessThan(D.SAME_REACTION_SIMILARITY)
    const scored = D.score(report, note(), rarity)
    expect(scored.parts).toMatchObject({ iniciales: true, producto: true, narrativa: D.SAME_REACTION_SIMILARITY, misma_reaccion: true })
    expect(scored.score).toBe(0.45)
    expect(D.classify(scored.score).status).toBe("review")
    expect(scored.reasons).toEqual(["Mismas iniciales", "Mismo producto sospechoso", "Narrativa similar (20 %): la misma reacción"])
  })

  it("an event date a day or two off still could be the same time; further apart it is a recurrence", () => {
    const rarity = base()
    expect(D.score(report, note({ fecha_inicio_evento: "2026-01-04" }), rarity).parts.misma_reaccion).toBe(true)
    const later = D.score(report, note({ fecha_inicio_evento: "2026-01-12" }), rarity)
    expect(later.parts.misma_reaccion).toBe(false)
    expect(later.score).toBe(0.4)
    expect(later.reasons).toEqual(["Mismas iniciales", "Mismo producto sospechoso"])
  })

  it("a note naming another reaction, or reports each naming one the other does not, is not raised", () => {
    const rarity = base()
    const other = D.score(report, note({ descripcion_evento: "Nota de enfermería: pcte refiere mialgias intensas. Se comunica a médico de turno." }), rarity)
    expect(other.parts.misma_reaccion).toBe(false)
    expect(other.score).toBe(0.4)
    // At least half of what the one naming fewer reactions names, the other must name too: a
    // report of flushing alone is met by the note of flushing and hypotension, and so is one of
    // flushing and headache (half of it); one naming three other reactions beside the flushing is not.
    const part = D.score({ ...report, descripcion_evento: "Presenta rubor facial intenso a las 6 horas de la infusión de paclitaxel." }, note(), rarity)
    expect(part.parts.misma_reaccion).toBe(true)
    const half = D.score({ ...report, descripcion_evento: "Presenta rubor facial intenso y cefalea." }, note(), rarity)
    expect(half.parts.misma_reaccion).toBe(true)
    const each = D.score(
      { ...report, descripcion_evento: "Presenta cefalea, mialgias, artralgias y rubor facial." },
      note({ descripcion_evento: "Nota de enfermería: pcte refiere vómitos, dolor abdominal, diarrea y rubor facial. Se comunica a médico de turno." }),
      rarity
    )
    expect(each.parts.misma_reaccion).toBe(false)
  })

  it("a reaction two other candidates with the same initials and product name too points at none (a campaign day's fever)", () => {
    const rarity = base()
    const subject = D.profile(note())
    const alone = D.rank(subject, [D.profile(report)], 20, rarity)
    expect(alone).toEqual([{ id: 1, score: 0.45, reasons: ["Mismas iniciales", "Mismo producto sospechoso", "Narrativa similar (20 %): la misma reacción"] }])
    // Another patient's infusion with the same flushing does not blur it: the reaction still
    // points at the one report with the note's initials and product.
    const stranger = D.profile({ ...report, id: 3, paciente_iniciales: "R.T.V.", descripcion_evento: "Rubor facial e hipotensión durante la infusión." })
    expect(D.rank(subject, [D.profile(report), stranger], 20, rarity).find((m) => m.id === 1)?.score).toBe(0.45)
    // A third report of the event (the physician's and the pharmacist's) still points at both;
    // three with those initials and that product naming it point at none (a campaign day's
    // namesakes, recurrences), and they must be read for other reasons.
    const namesake = (id: number) => D.profile({ ...report, id, descripcion_evento: "Rubor facial e hipotensión durante la infusión." })
    expect(D.rank(subject, [D.profile(report), namesake(3)], 20, rarity).find((m) => m.id === 1)?.score).toBe(0.45)
    const crowded = D.rank(subject, [D.profile(report), namesake(3), namesake(4)], 20, rarity)
    expect(crowded.find((m) => m.id === 1)).toEqual({ id: 1, score: 0.4, reasons: ["Mismas iniciales", "Mismo producto sospechoso"] })
  })

  it("without the initials, the same day and product ask among that day's reports: one event's three reports, not a cohort", () => {
    const rarity = base()
    const subject = D.profile(note({ paciente_iniciales: "PRIVACY", fecha_inicio_evento: "2026-01-02" }))
    const sameEvent = ["Misma fecha de inicio del evento", "Mismo producto sospechoso", "Narrativa similar (20 %): la misma reacción"]
    // The laboratory's re-transmission of the same event names the flushing too, under other initials.
    const other = (id: number) => D.profile({ ...report, id, paciente_iniciales: `Z${id}Q`, descripcion_evento: "Rubor facial e hipotensión durante la infusión." })
    expect(D.rank(subject, [D.profile(report), other(3)], 20, rarity).find((m) => m.id === 1)).toEqual({ id: 1, score: 0.45, reasons: sameEvent })
    // A day on which three other reports of the product name it is a cohort: the reaction points at none.
    const cohort = D.rank(subject, [D.profile(report), other(3), other(4)], 20, rarity)
    expect(cohort.find((m) => m.id === 1)).toEqual({ id: 1, score: 0.4, reasons: ["Misma fecha de inicio del evento", "Mismo producto sospechoso"] })
  })

  it("narratives whose words are alike keep their own similarity", () => {
    const rarity = base()
    const scored = D.score(report, note({ descripcion_evento: REPORT }), rarity)
    expect(scored.parts.misma_reaccion).toBe(false)
    expect(scored.parts.narrativa).toBeGreaterThan(D.SAME_REACTION_SIMILARITY)
  })
})
