/**
 * Reaction concepts (issue 12): one adverse reaction named in another register or language (a
 * laboratory's E2B in English, a physician's Spanish, a relative's lay Spanish) is one concept
 * token, weighed by how rare the reaction is, so the reports meet where they share no word.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const concepts = (text: string): Array<string> => D.narrativeWords(text).filter((w) => w.startsWith("~"))
const words = (text: string): Set<string> => new Set(D.narrativeWords(text).filter((w) => !w.startsWith("~")))

// Thirty reactions, each in about one narrative in thirty, written by physicians in Spanish.
const CLINICAL = [
  "cefalea intensa", "náuseas y vómitos", "diarrea acuosa", "mareo", "tos seca", "exantema maculopapular", "prurito generalizado",
  "somnolencia", "dolor abdominal", "hipotensión", "taquicardia", "temblor distal", "insomnio", "mialgias", "artralgias",
  "fiebre", "escalofríos", "edema de miembros inferiores", "hipoglicemia", "hiperkalemia", "epistaxis", "disgeusia",
  "alopecia", "estreñimiento", "dispepsia", "visión borrosa", "parestesias", "ansiedad", "fotosensibilidad", "calambres"
]
const PLACES = ["Comas", "Ate", "Surco", "Callao", "Chorrillos", "Breña", "Lince", "Rímac", "Villa El Salvador", "San Juan de Lurigancho"]

/**
 * A case base of 3,000 narratives: the thirty common reactions, and as often as in spontaneous
 * reporting urticaria (3 %), dyspnoea (2 %) and angioedema (1 %).
 */
const caseBase = (extra: ReadonlyArray<string>): D.WordRarity => {
  const narratives: Array<D.NarrativeProfile> = []
  for (let i = 0; i < 3_000; i++) {
    const r = i % 100
    const reaction = r < 3 ? "urticaria generalizada" : r < 5 ? "disnea y sibilancias" : r < 6 ? "angioedema de labios" : CLINICAL[i % 30]!
    narratives.push(D.narrativeProfile(`Paciente de ${20 + (i % 60)} años de ${PLACES[i % PLACES.length]} presentó ${reaction} a las ${1 + (i % 12)} horas de la dosis ${i}.`))
  }
  for (const text of extra) narratives.push(D.narrativeProfile(text))
  return D.rarityOf(narratives)
}

const E2B = "Angioedema. Urticaria. Dyspnoea."
const LAY = "Mi mamá tomó las pastillas y se le hincharon los labios y los párpados, le salieron ronchas por todo el cuerpo y le faltaba el aire."

const reportOf = (id: number, descripcion_evento: string, over: Partial<D.DupCase> = {}): D.DupCase => ({
  id,
  paciente_iniciales: "MRQ",
  producto_sospechoso: "Enalapril 10 mg",
  fecha_recepcion: "2026-03-10",
  descripcion_evento,
  ...over
})

describe("reaction concepts in narratives", () => {
  it("the same reaction named in English, clinical Spanish and lay Spanish gives the same concept", () => {
    for (const text of ["Angioedema", "Edema palpebral y labial", "se le hincharon los labios", "labios hinchados", "Lip swelling"]) {
      expect(concepts(text)).toContain("~angioedema")
    }
    for (const text of ["Drug-induced liver injury", "hepatotoxicidad", "daño hepático"]) expect(concepts(text)).toContain("~liver_injury")
    // Jaundice is another finding of the same event: the two share the event's token.
    expect(concepts("se puso amarillo")).toEqual(expect.arrayContaining(["~jaundice", "~liver"]))
    expect(concepts("Drug-induced liver injury")).toContain("~liver")
    expect(concepts("me falta el aire")).toContain("~dyspnoea")
    expect(concepts("Stevens-Johnson syndrome")).toContain("~sjs_ten")
    expect(concepts("Infusion related reaction")).toContain("~infusion_reaction")
    expect(concepts("me salieron ronchas")).toEqual(concepts("Urticaria"))
  })

  it("an expression inside a longer word, a denied reaction and a vaccine's disease name no reaction", () => {
    expect(concepts("tostada con mantequilla; cefalexina 500 mg; ortiga urticante; crashed")).toEqual([])
    expect(concepts("Niega fiebre, sin disnea ni sibilancias, no presentó urticaria.")).toEqual([])
    expect(concepts("Sin embargo presentó urticaria.")).toContain("~urticaria")
    expect(concepts("Vacuna contra la hepatitis B y la fiebre amarilla, segunda dosis.")).toEqual([])
    // 'bajo tratamiento' is not a low pressure; 'se le bajó la presión' is.
    expect(concepts("Presión arterial controlada bajo tratamiento con enalapril.")).toEqual([])
    expect(concepts("Se le bajó la presión.")).toContain("~hypotension")
  })

  it("an E2B naming the MedDRA terms in English and a relative's lay report of the same patient land in review", () => {
    const rarity = caseBase([E2B, LAY])
    const e2b = reportOf(1, E2B, { paciente_iniciales: "MRQ" })
    const lay = reportOf(2, LAY, { paciente_iniciales: "M.R.Q." })
    // Not one word in common: before concepts, only the initials and the product matched (0.40).
    const common = [...words(E2B)].filter((w) => words(LAY).has(w))
    expect(common).toEqual([])
    const scored = D.score(e2b, lay, rarity)
    expect(scored.parts.narrativa).toBeGreaterThan(0)
    expect(scored.score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
    expect(D.classify(scored.score).status).toBe("review")
    expect(scored.reasons).toEqual(expect.arrayContaining(["Mismas iniciales", "Mismo producto sospechoso"]))
  })

  it("two reports of other reactions gain nothing, and a common reaction alone is not enough", () => {
    const other = "Mi mamá tomó las pastillas y le dio diarrea, con dolor de barriga y vómitos."
    const rarity = caseBase([E2B, other])
    const scored = D.score(reportOf(1, E2B), reportOf(2, other), rarity)
    expect(scored.parts.narrativa).toBe(0)
    expect(scored.score).toBe(0.4)
    // Both name a headache, one of the thirty reactions most reports name: the words say nothing,
    // and once two other candidates with these initials and this product name a headache too,
    // neither does the reaction. Another patient's does not blur it, nor does a third report.
    const subject = D.profile(reportOf(2, "Le dolía mucho la cabeza."))
    const stranger = D.profile(reportOf(3, "Cefalea intensa.", { paciente_iniciales: "LTV" }))
    const alone = D.rank(subject, [D.profile(reportOf(1, "Headache.")), stranger], 20, caseBase([])).find((m) => m.id === 1)
    expect(alone?.score).toBe(0.45)
    const third = D.rank(subject, [D.profile(reportOf(1, "Headache.")), D.profile(reportOf(3, "Cefalea intensa."))], 20, caseBase([]))
    expect(third.find((m) => m.id === 1)?.score).toBe(0.45)
    const namesakes = [D.profile(reportOf(3, "Cefalea intensa.")), D.profile(reportOf(4, "Cefalea."))]
    const headache = D.rank(subject, [D.profile(reportOf(1, "Headache.")), ...namesakes], 20, caseBase([])).find((m) => m.id === 1)
    expect(headache).toEqual({ id: 1, score: 0.4, reasons: ["Mismas iniciales", "Mismo producto sospechoso"] })
    expect(D.classify(headache!.score).status).toBe("unique")
  })

  it("a reaction the other report denies is not shared", () => {
    const denied = "Niega hinchazón de labios, no tuvo ronchas ni le faltó el aire; refiere diarrea con dolor de barriga."
    const rarity = caseBase([E2B, denied])
    expect(concepts(denied)).not.toEqual(expect.arrayContaining(["~angioedema"]))
    const scored = D.score(reportOf(1, E2B), reportOf(2, denied), rarity)
    expect(scored.parts.narrativa).toBe(0)
    expect(D.classify(scored.score).status).toBe("unique")
  })
})
