/**
 * Clinical trials' reports (session 29): the subject number names the participant where the
 * initials are masked, two subject numbers name two participants, and a blinded medicine is named
 * by its protocol's code, not by "fármaco en estudio (ciego)" or "placebo".
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const siteForm: D.DupCase = {
  id: 1, paciente_iniciales: "J-S", paciente_sexo: "F", paciente_edad: 90, fecha_inicio_evento: "2024-01-16", fecha_recepcion: "2024-01-22",
  producto_sospechoso: "Fármaco en estudio (ciego)", productos: [{ nombre_producto: "CDV-220/placebo" }],
  descripcion_evento: "EAS - INICIAL. Protocolo: CDV-220-302 | Centro N° 04 | Sujeto: PE-04-0646. Participante mujer de 90 años con insuficiencia cardiaca. El 16-ENE-2024 presenta síncope al ponerse de pie, con traumatismo craneal leve. Se hospitaliza. Causalidad: posiblemente relacionado."
}
const ciomsSame: D.DupCase = {
  id: 2, paciente_iniciales: "PRIVACY", paciente_sexo: "F", paciente_edad: 90, fecha_inicio_evento: "2024-01-16", fecha_recepcion: "2024-01-29",
  producto_sospechoso: "CDV-220 (blinded)", productos: [{ nombre_producto: "CDV-220/placebo" }],
  descripcion_evento: "CIOMS I - Sponsor case no. 2024PE890311. Study CDV-220-302 / Site 04 / Subject 0646, a 90-year-old female, experienced Syncope on 16-JAN-2024 with head injury. Hospitalized. Related per investigator."
}
const ciomsOther: D.DupCase = { ...ciomsSame, id: 3, descripcion_evento: ciomsSame.descripcion_evento!.replace("Subject 0646", "Subject PE-04-0279") }

describe("a trial's subject number", () => {
  it("is read with or without the site's prefix, never as an age or a protocol's code", () => {
    expect([...D.subjectNumbers("Protocolo: CDV-220-302 | Centro N° 04 | Sujeto: PE-04-0646")]).toEqual(["40646"])
    expect([...D.subjectNumbers("Subject 0279, a 91-year-old female")]).toEqual(["279"])
    expect([...D.subjectNumbers("Site 3102 (Lima) / Subject 3102334 / DOB: UNK")]).toEqual(["3102334"])
    expect([...D.subjectNumbers("Subject No.: 1001-003")]).toEqual(["1001003"])
    expect(D.subjectNumbers("el sujeto de 45 años; participante sano de 30 años, protocolo KLP-0457-201").size).toBe(0)
  })

  it("names one participant when one number ends the other (a site's prefix written or left out)", () => {
    expect(D.sameSubject(new Set(["40646"]), new Set(["646"]))).toBe(true)
    expect(D.subjectsDiffer(new Set(["40646"]), new Set(["646"]))).toBe(false)
    expect(D.subjectsDiffer(new Set(["40646"]), new Set(["279"]))).toBe(true)
    // Two digits could end anybody's number: neither one participant nor two.
    expect(D.sameSubject(new Set(["1039"]), new Set(["39"]))).toBe(false)
    expect(D.subjectsDiffer(new Set(["1039"]), new Set(["39"]))).toBe(false)
  })

  it("brings the site's form and the CRO's CIOMS of one participant to review, the initials masked", () => {
    const scored = D.score(siteForm, ciomsSame)
    expect(scored.reasons).toContain("Mismo número de identificación o contacto")
    expect(scored.contradictions).toEqual([])
    expect(scored.score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
  })

  it("files both reports under the number's last three digits, so that they meet without initials or a product word in common", () => {
    const [a, b] = [D.profile(siteForm), D.profile({ ...ciomsSame, producto_sospechoso: "Study drug", productos: [] })]
    expect(D.blockingKeys(a)).toContain("s:646")
    expect(D.blockingKeys(b)).toContain("s:646")
    expect(D.findInMemory([a, b]).get(1)!.map((m) => m.id)).toEqual([2])
  })

  it("caps two participants of one arm with one event on one day below review", () => {
    const scored = D.score(siteForm, ciomsOther)
    expect(scored.contradictions).toContain(D.OTHER_SUBJECT)
    expect(scored.score).toBeLessThan(D.REVIEW_THRESHOLD)
  })
})

describe("a blinded medicine", () => {
  it("is named by its protocol's code, not by the words for a blinded medicine", () => {
    expect(D.productTokens("Fármaco en estudio (ciego)")).toEqual([])
    expect(D.productTokens("Blinded study drug (GLY-207/placebo)")).toEqual(["gly207"])
    expect(D.productTokens("Producto en investigación - protocolo CDV-915-301")).toEqual(["cdv915"])
    expect(D.productTokens("Medicación de ensayo clínico (no precisa)")).toEqual([])
    // Two digits after a hyphen are a kind of vaccine or a year, not a code.
    expect(D.productTokens("Vacuna COVID-19 Pfizer")).toEqual(["vacuna", "covid", "pfizer"])
    // Two letters are a registration's, and a lot names nothing.
    const tokens = D.productTokens("Amoxicilina 500 mg EE-01234 LOT-20231")
    expect(tokens).toContain("amoxicilina")
    expect(tokens.filter((t) => /\d/.test(t))).toEqual([])
  })

  it("makes two protocols' blinded medicines two products, and one protocol's one", () => {
    const other = { ...ciomsOther, descripcion_evento: "Study VSL-3102-301, a 90-year-old female, experienced syncope.", producto_sospechoso: "Fármaco en estudio (ciego)", productos: [{ nombre_producto: "VSL-3102/placebo" }] }
    const [a, b, c] = [D.profile(siteForm), D.profile(ciomsSame), D.profile(other)]
    expect(D.sameProduct(a, b)).toBe(true)
    expect(D.sameProduct(a, c)).toBe(false)
  })

  it("shares no registration with another trial's medicine by the placeholder both forms give", () => {
    const pei = (id: number, nombre_producto: string): D.DupCase => ({ ...siteForm, id, producto_sospechoso: nombre_producto, productos: [{ nombre_producto, registro_sanitario: "No aplica (PEI)" }] })
    expect(D.profile(pei(5, "CDV-915/APX")).registros.size).toBe(0)
    expect(D.sameProduct(D.profile(pei(5, "CDV-915/APX")), D.profile(pei(6, "VSL-3102/placebo")))).toBe(false)
  })
})

describe("a hospital's note of a participant", () => {
  const note: D.DupCase = {
    id: 4, paciente_iniciales: "mcy", paciente_sexo: "F", paciente_edad: 65, fecha_inicio_evento: "2025-06-17", fecha_recepcion: "2025-07-03",
    producto_sospechoso: "Medicación de ensayo clínico (no precisa)",
    descripcion_evento: "Pcte. de 65 años, HC 15181489, con fibrilación auricular; participa en un estudio de investigación. Ingresa el 17/06/2025 por pérdida de conciencia breve al ponerse de pie, con síntomas desde el 15/06/2025. Dx: síncope."
  }

  it("dates the event by the symptoms' onset its words state days before the field's admission", () => {
    const p = D.profile(note)
    expect(p.eventDate).toBe("2025-06-15")
    expect(p.eventDateFromText).toBe(true)
  })

  it("keeps the field's date where 'desde el' dates a drug's start", () => {
    const therapy = { ...note, descripcion_evento: "Pcte de 24 a con malaria que recibe Cloroquina 250mg, Primaquina 15mg desde el 14/06/2025. Ingresa el 17/06/2025 por coluria." }
    expect(D.profile(therapy).eventDate).toBe("2025-06-17")
  })
})

describe("a CIOMS's and a trial form's dates", () => {
  it("are read as day, month's letters and year joined by hyphens, in English or Spanish", () => {
    expect(D.eventDateInText("Subject 0646 experienced Syncope on 16-JAN-2024. Hospitalized.", "2024-01-29")).toBe("2024-01-16")
    expect(D.eventDateInText("Fecha de inicio: 12-MAR-2024 | Seriedad: hospitalización", "2024-03-20")).toBe("2024-03-12")
    expect(D.eventDateInText("Fecha de conocimiento del centro: 15-mar-24", "2024-03-20")).toBe("2024-03-15")
    expect(D.eventDateInText("Onset 03-DEC-2023, recovered", "2024-01-10")).toBe("2023-12-03")
  })
})
