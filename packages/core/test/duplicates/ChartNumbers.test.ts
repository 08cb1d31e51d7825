/**
 * A chart number both narratives give (session 23): a health post's form, the hospital's sheet and
 * the programme's monthly list copy the patient's 'HC' from the chart.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const post: D.DupCase = {
  id: 1, paciente_iniciales: "NN", paciente_sexo: "M", paciente_edad: 50, fecha_inicio_evento: "2023-08-06", fecha_recepcion: "2023-08-20",
  producto_sospechoso: "Esq. MDR (Cs)",
  descripcion_evento: "H.C. 5396. PCTE VARON DE 50 AÑOS, M. ESQUEMA MDR (CS), DOSIS N° 7. PCTE REFIERE MAREOS Y PESADILLAS EN LA NOCHE DESPUES DE TOMAR SUS PASTILLAS. SE CONTINUA TTO."
}
const list: D.DupCase = {
  id: 2, paciente_iniciales: "CTCC", paciente_sexo: "M", paciente_edad: 50, fecha_inicio_evento: "2023-08-06", fecha_recepcion: "2023-09-10",
  producto_sospechoso: "CS",
  descripcion_evento: "LISTA RAFA AGOSTO 2023 - RED MELGAR | N° 5 | HC 005396 | CCOA T. C. | 50A | M | CS | INSOMNIO | CONTINUA"
}

describe("the same chart number", () => {
  it("is read after the chart's labels, without the zeros a system pads it with, and not from dates or codes", () => {
    expect([...D.recordNumbers("HCL 19493. PCTE DE 71 A.")]).toEqual(["19493"])
    expect([...D.recordNumbers("historia clínica N° 945606")]).toEqual(["945606"])
    expect([...D.recordNumbers("LISTA RAFA | HC 005396 | CCOA")]).toEqual(["5396"])
    expect(D.recordNumbers("N° PCT 2661-2023. Hcto 32 %, HC 12/03/2024").size).toBe(0)
  })

  it("brings a post's form and the monthly list of one patient, the same date and no product in common, to review", () => {
    const scored = D.score(post, list)
    expect(scored.reasons).toContain("Misma historia clínica")
    expect(scored.score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
    // Without the number the two share only the date.
    const unnumbered = D.score(post, { ...list, descripcion_evento: list.descripcion_evento!.replace("HC 005396 | ", "") })
    expect(unnumbered.score).toBeLessThan(D.REVIEW_THRESHOLD)
  })

  it("files both under the number, so the search finds the list from the form and the form from the list, where no other key joins them", () => {
    const [a, b] = [D.profile(post), D.profile(list)]
    expect(D.blockingKeys(a)).toContain("h:5396")
    expect(D.blockingKeys(b)).toContain("h:5396")
    expect(D.findInMemory([a, b]).get(1)!.map((m) => m.id)).toEqual([2])
    expect(D.findInMemory([a, b]).get(2)!.map((m) => m.id)).toEqual([1])
    const unnumbered = D.profile({ ...list, descripcion_evento: list.descripcion_evento!.replace("HC 005396 | ", "") })
    expect(D.findInMemory([a, unnumbered]).get(1) ?? []).toEqual([])
  })

  it("two numbers that differ say nothing: two establishments number their charts apart", () => {
    const other = D.score(post, { ...list, descripcion_evento: list.descripcion_evento!.replace("005396", "18003") })
    expect(other.reasons).not.toContain("Misma historia clínica")
    expect(other.contradictions).toEqual([])
  })
})
