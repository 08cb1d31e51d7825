import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

/** A case with nothing in common with anything (no initials, dates, product or narrative). */
const blank = (id: number, over: Partial<D.DupCase> = {}): D.DupCase => ({ id, ...over })

const NARRATIVE =
  "Mujer de 45 años que recibe amoxicilina 500 mg por faringitis aguda. A las 6 horas de la segunda dosis presenta urticaria " +
  "generalizada y angioedema de labios. Se suspende el medicamento y se administra clorfenamina 10 mg EV. Remisión a los 3 días."

describe("weights: one worked example per part", () => {
  it("same initials: 0.20", () => {
    const r = D.score(blank(1, { paciente_iniciales: "JPG" }), blank(2, { paciente_iniciales: "J.P.G." }))
    expect(r.score).toBe(0.2)
    expect(r.reasons).toEqual(["Mismas iniciales"])
  })

  it("same birth date: 0.25", () => {
    const r = D.score(blank(1, { paciente_fecha_nacimiento: "1980-05-04" }), blank(2, { paciente_fecha_nacimiento: "1980-05-04" }))
    expect(r.score).toBe(0.25)
    expect(r.reasons).toEqual(["Misma fecha de nacimiento"])
  })

  it("same event start date: 0.20", () => {
    const r = D.score(blank(1, { fecha_inicio_evento: "2024-03-10" }), blank(2, { fecha_inicio_evento: "2024-03-10" }))
    expect(r.score).toBe(0.2)
    expect(r.reasons).toEqual(["Misma fecha de inicio del evento"])
  })

  it("an event date one or two days off: 0.10, named with its distance; three days off is another date", () => {
    const at = (a: string, b: string) => D.score(blank(1, { fecha_inicio_evento: a }), blank(2, { fecha_inicio_evento: b }))
    expect(at("2024-03-10", "2024-03-11")).toMatchObject({ score: 0.1, reasons: ["Fecha de inicio del evento cercana (1 día)"] })
    // Across a month's and a year's end, either order.
    expect(at("2025-01-01", "2024-12-30")).toMatchObject({ score: 0.1, reasons: ["Fecha de inicio del evento cercana (2 días)"] })
    expect(at("2024-03-01", "2024-02-28").score).toBe(0.1)
    expect(at("2024-03-10", "2024-03-13")).toMatchObject({ score: 0, reasons: [] })
    expect(D.score(blank(1, { fecha_inicio_evento: "2024-03-10" }), blank(2)).score).toBe(0)
    // A referral's second report: same initials and product, admitted the day after onset: review, not unique.
    const post = { paciente_iniciales: "RQH", producto_sospechoso: "Metamizol 1 g", fecha_inicio_evento: "2025-06-02" }
    const hospital = D.score(blank(1, post), blank(2, { ...post, fecha_inicio_evento: "2025-06-03" }))
    expect(hospital.score).toBe(0.5)
    expect(D.classify(hospital.score).status).toBe("review")
  })

  it("same suspect product: 0.20", () => {
    const r = D.score(blank(1, { producto_sospechoso: "Amoxicilina 500 mg" }), blank(2, { producto_sospechoso: "amoxicilina" }))
    expect(r.score).toBe(0.2)
    expect(r.reasons).toEqual(["Mismo producto sospechoso"])
  })

  it("narrative: 0.25 × similarity; identical wording gives the full 0.25, a report that adds or changes facts less", () => {
    const same = D.score(blank(1, { descripcion_evento: NARRATIVE }), blank(2, { descripcion_evento: NARRATIVE }))
    expect(same.score).toBe(0.25)
    expect(same.reasons).toEqual(["Narrativa similar (100 %)"])
    const reworded = D.score(
      blank(1, { descripcion_evento: NARRATIVE }),
      blank(2, { descripcion_evento: "Paciente femenina de 45 años tratada con amoxicilina 500 mg; urticaria generalizada a las 6 horas de la segunda dosis. Recibió clorfenamina 10 mg EV. Remisión en 5 días." })
    )
    expect(reworded.parts.narrativa).toBeGreaterThan(0.3)
    expect(reworded.parts.narrativa).toBeLessThan(1)
    expect(reworded.score).toBe(Math.round(0.25 * reworded.parts.narrativa * 100) / 100)
  })

  it("the sum of matched weights, capped at 1.0, to two decimals", () => {
    const full: Omit<D.DupCase, "id"> = {
      paciente_iniciales: "JPG",
      paciente_fecha_nacimiento: "1980-05-04",
      fecha_inicio_evento: "2024-03-10",
      producto_sospechoso: "Amoxil",
      descripcion_evento: NARRATIVE
    }
    // 0.20 + 0.25 + 0.20 + 0.20 + 0.25 = 1.10, capped.
    const r = D.score(blank(1, full), blank(2, full))
    expect(r.score).toBe(1)
    expect(r.reasons).toHaveLength(5)
    // 0.20 + 0.25 + 0.20 = 0.65 (no floating-point tail).
    expect(D.score(blank(1, { ...full, producto_sospechoso: "Enalapril", descripcion_evento: null }), blank(2, { ...full, descripcion_evento: "otro" })).score).toBe(0.65)
    expect(D.scoreParts({ iniciales: true, fecha_nacimiento: true, fecha_evento: true, fecha_evento_cercana: 0, fecha_evento_narrativa: false, producto: true, narrativa: 0.5, misma_reaccion: false })).toBe(0.98)
    expect(D.scoreParts({ iniciales: false, fecha_nacimiento: false, fecha_evento: false, fecha_evento_cercana: 0, fecha_evento_narrativa: false, producto: false, narrativa: 0, misma_reaccion: false })).toBe(0)
  })

  it("missing values never match each other", () => {
    expect(D.score(blank(1), blank(2)).score).toBe(0)
    expect(D.score(blank(1), blank(2)).reasons).toEqual([])
  })
})

describe("classification bands", () => {
  it(">= 0.80 dup (danger), 0.45-0.79 review (Revisar, warning), < 0.45 unique (success)", () => {
    expect(D.classify(1)).toEqual({ status: "dup", label: "Duplicado", color: "danger" })
    expect(D.classify(0.8)).toEqual({ status: "dup", label: "Duplicado", color: "danger" })
    expect(D.classify(0.79)).toEqual({ status: "review", label: "Revisar", color: "warning" })
    expect(D.classify(0.45)).toEqual({ status: "review", label: "Revisar", color: "warning" })
    expect(D.classify(0.44)).toEqual({ status: "unique", label: "Único", color: "success" })
    expect(D.classify(0)).toEqual({ status: "unique", label: "Único", color: "success" })
  })

  it("initials and birth date alone are exactly review; initials, event date and product are review", () => {
    const a = { paciente_iniciales: "MRT", paciente_fecha_nacimiento: "1990-01-01" }
    expect(D.classify(D.score(blank(1, a), blank(2, a)).score).status).toBe("review")
    const b = { paciente_iniciales: "MRT", fecha_inicio_evento: "2024-01-01", producto_sospechoso: "Metformina" }
    expect(D.score(blank(1, b), blank(2, b)).score).toBe(0.6)
  })
})

describe("normalization survives real noise", () => {
  it("initials: dots, spaces, case, accents, written-out names, particles", () => {
    for (const raw of ["JPG", "J.P.G.", "j. p. g.", "j p g", "jpg", " J-P-G ", "José Pérez García", "jose perez garcia", "Juan de la Peña García"]) {
      expect(D.normalizeInitials(raw), raw).toBe("JPG")
    }
    expect(D.normalizeInitials("Á.Ñ.Ó")).toBe("ANO")
    expect(D.normalizeInitials("JDLC")).toBe("JDLC")
    // Lower-case single letters are initials even when they spell a particle ('e', 'y').
    expect(D.normalizeInitials("g.e.e")).toBe("GEE")
    expect(D.normalizeInitials("m y r")).toBe("MYR")
    expect(D.normalizeInitials("Pedro y Ramos")).toBe("PR")
    // Names in capitals, and surnames first with a comma, as pharmacy receipts and insurers write them.
    for (const raw of ["JOSE PEREZ GARCIA", "PÉREZ GARCÍA, JOSÉ", "Pérez García, José", "DE LA PEÑA GARCIA, JUAN"]) {
      expect(D.normalizeInitials(raw), raw).toBe("JPG")
    }
    expect(D.normalizeInitials("HERRERA LÓPEZ, SANTIAGO JESÚS")).toBe("SJHL")
    // Surnames first without a comma, as registers and programme listings write them: told by the given names.
    for (const raw of ["PEREZ GARCIA JOSE", "Pérez García José"]) expect(D.normalizeInitials(raw), raw).toBe("JPG")
    expect(D.normalizeInitials("CHANCHARI CARDENAS EUSEBIO")).toBe("ECC")
    expect(D.normalizeInitials("GUAMAN HUAMAN NANCY MARIA")).toBe("NMGH")
    // Titles before a name are not initials: 'sra Rosa' is R, which a later 'ROSA INUMA CHUQUILIN' does not contradict.
    expect(D.normalizeInitials("sra Rosa")).toBe("R")
    expect(D.normalizeInitials("PTE JUAN PEREZ GARCIA")).toBe("JPG")
    expect(D.normalizeInitials("RN Quispe Flores")).toBe("QF")
    expect(D.initialsCompatible("R", D.normalizeInitials("ROSA INUMA CHUQUILIN")!)).toBe(true)
    expect(D.sameInitials(D.normalizeInitials("HERRERA LÓPEZ, SANTIAGO JESÚS"), "SHL")).toBe(true)
    // Capitals without a written-out word stay initials.
    expect(D.normalizeInitials("J P G")).toBe("JPG")
    expect(D.normalizeInitials("JP G")).toBe("JPG")
    // What laboratories and forms write where the initials should be: unknown, never a contradiction.
    for (const raw of ["PRIVACY", "UNK", "unknown", "MSK", "No consignado", "N/A", "Desconocido", "Anónimo", "SIN DATOS", "Not provided"]) {
      expect(D.normalizeInitials(raw), raw).toBeNull()
    }
    expect(D.score(blank(1, { paciente_iniciales: "PRIVACY" }), blank(2, { paciente_iniciales: "MGQ" })).contradictions).toEqual([])
    expect(D.score(blank(1, { paciente_iniciales: "PRIVACY" }), blank(2, { paciente_iniciales: "PRIVACY" })).parts.iniciales).toBe(false)
  })

  it("initials: unknown-patient placeholders and empty text match nothing", () => {
    for (const raw of ["N.N.", "NN", "xx", "S/D", "-", "  ", "123", null, undefined]) expect(D.normalizeInitials(raw), String(raw)).toBeNull()
    expect(D.score(blank(1, { paciente_iniciales: "N.N." }), blank(2, { paciente_iniciales: "NN" })).score).toBe(0)
  })

  it("initials: a second given name or the mother's surname one reporter leaves out still matches; other differences do not", () => {
    expect(D.sameInitials("MJPG", "MPG")).toBe(true)
    expect(D.sameInitials("MPG", "MJPG")).toBe(true)
    expect(D.sameInitials("MJPG", "MAPG")).toBe(false)
    expect(D.sameInitials("JPG", "JP")).toBe(false)
    expect(D.givenAndSurname("JPG", "JP")).toBe(true)
    expect(D.sameInitials("JPG", "PG")).toBe(false)
    expect(D.sameInitials("JPG", "JPC")).toBe(false)
  })

  it("initials: four letters with the surnames first (a chart's 'GMVL', a form's 'V.L.G.M.') are the same, and meet by their keys; three are not", () => {
    expect(D.sameInitials("GMVL", "VLGM")).toBe(true)
    expect(D.sameInitials("VLGM", "GMVL")).toBe(true)
    expect(D.sameInitials("QQJ", "JQQ")).toBe(false)
    expect(D.sameInitials("GMVL", "VLMG")).toBe(false)
    const chart = D.profile(blank(1, { paciente_iniciales: "GMVL", fecha_recepcion: "2023-02-25" }))
    const form = D.profile(blank(2, { paciente_iniciales: "V.L.G.M.", fecha_inicio_evento: "2023-02-20" }))
    const filed = new Set(D.blockingKeys(chart))
    expect(D.probeKeys(form).some((k) => filed.has(k))).toBe(true)
    expect(D.scoreProfiles(chart, form).reasons).toContain("Mismas iniciales")
  })

  it("products: brand vs generic through the active ingredient, dose and form ignored, salts, typos, registration numbers", () => {
    const brand = blank(1, { producto_sospechoso: "Amoxil® 500 mg cápsulas", productos: [{ nombre_producto: "Amoxil", ifa: "Amoxicilina trihidrato" }] })
    expect(D.sameProduct(D.profile(brand), D.profile(blank(2, { producto_sospechoso: "AMOXICILINA 500MG TAB" })))).toBe(true)
    expect(D.sameProduct(D.profile(brand), D.profile(blank(2, { producto_sospechoso: "amoxicilna" })))).toBe(true)
    // Names cut short, as dispensing systems print them: five letters or more of the same word.
    const same = (x: string, y: string) => D.sameProduct(D.profile(blank(1, { producto_sospechoso: x })), D.profile(blank(2, { producto_sospechoso: y })))
    expect(same("MEBENDAZ 100 TAB", "mebendazol 100 mg tabletas")).toBe(true)
    expect(same("penicil benzat 1200000 ui amp", "Penicilina G benzatínica 1 200 000 UI")).toBe(true)
    expect(same("peni benzat", "Penicilina G benzatínica")).toBe(false)
    expect(same("OMEP 20 CAPS", "Omeprazol 20 mg")).toBe(false)
    expect(same("metro 500", "metoprolol 50 mg")).toBe(false)
    expect(same("insulina glar", "insulina aspart")).toBe(false)
    // A known brand names its ingredient, as a drug dictionary maps it; an unknown brand alone says nothing of it.
    expect(D.sameProduct(D.profile(blank(1, { producto_sospechoso: "Amoxil" })), D.profile(blank(2, { producto_sospechoso: "Amoxicilina" })))).toBe(true)
    expect(D.sameProduct(D.profile(blank(1, { producto_sospechoso: "Zyxamox" })), D.profile(blank(2, { producto_sospechoso: "Amoxicilina" })))).toBe(false)
    expect(D.sameProduct(
      D.profile(blank(1, { producto_sospechoso: "Rocephin", productos: [{ registro_sanitario: "EE-01234" }] })),
      D.profile(blank(2, { producto_sospechoso: "ceftriaxona", productos: [{ registro_sanitario: " ee 01234 " }] }))
    )).toBe(true)
    expect(D.normalizeProduct("Ácido valproico 500 mg tabletas de liberación prolongada")).toBe("valproico")
    expect(D.normalizeProduct("Losartán potásico 50mg")).toBe("losartan")
    // A combination contains its ingredients; different insulins are different products.
    expect(D.sameProduct(D.profile(blank(1, { producto_sospechoso: "Amoxicilina + ácido clavulánico" })), D.profile(blank(2, { producto_sospechoso: "amoxicilina" })))).toBe(true)
    expect(D.sameProduct(D.profile(blank(1, { producto_sospechoso: "Insulina glargina" })), D.profile(blank(2, { producto_sospechoso: "Insulina aspart" })))).toBe(false)
    expect(D.sameProduct(D.profile(blank(1, { producto_sospechoso: "Enalapril" })), D.profile(blank(2, { producto_sospechoso: "Losartán" })))).toBe(false)
  })

  it("typos: one edit (or two swapped letters) in words of 5-11 letters, two from 12; none in short words", () => {
    expect(D.editDistance("metformina", "metforimna")).toBe(1)
    expect(D.sameWord("ceftriaxona", "ceftriaxna")).toBe(true)
    expect(D.sameWord("carbamazepina", "carbamazepnia")).toBe(true)
    expect(D.sameWord("carbamazepina", "carbamacepnia")).toBe(true)
    expect(D.sameWord("dosis", "dosia")).toBe(true)
    expect(D.sameWord("gel", "get")).toBe(false)
    expect(D.sameWord("prednisona", "prednisolona")).toBe(false)
  })

  it("narratives: accents, case, spacing, reordered sentences and typos keep them alike; unrelated ones score 0", () => {
    const shouting = NARRATIVE.toUpperCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ /g, "  ")
    const reordered = NARRATIVE.split(". ").reverse().join(". ")
    const typos = NARRATIVE.replace("urticaria", "urticara").replace("angioedema", "angioedma").replace("faringitis", "farinjitis")
    const p = D.narrativeProfile(NARRATIVE)
    expect(D.narrativeSimilarity(p, D.narrativeProfile(shouting))).toBe(1)
    expect(D.narrativeSimilarity(p, D.narrativeProfile(reordered))).toBe(1)
    expect(D.narrativeSimilarity(p, D.narrativeProfile(typos))).toBe(1)
    const unrelated = "Varón de 70 años con insuficiencia cardiaca que recibe enalapril 10 mg; presenta tos seca persistente. Se cambia a losartán."
    expect(D.narrativeSimilarity(p, D.narrativeProfile(unrelated))).toBe(0)
    // Same drug, same kind of reaction, other facts: the genre's chance overlap counts for nothing.
    const sameDrug = "Paciente de sexo masculino de 8 años que recibe amoxicilina 250 mg/5 mL por otitis media. Al tercer día presenta urticaria en tronco. Se suspende el medicamento. Evoluciona favorablemente."
    expect(D.narrativeSimilarity(p, D.narrativeProfile(sameDrug))).toBe(0)
    expect(D.narrativeSimilarity(p, D.narrativeProfile(""))).toBe(0)
  })
})

describe("ranking", () => {
  const full = { paciente_iniciales: "JPG", fecha_inicio_evento: "2024-03-10", producto_sospechoso: "Amoxil" }

  it("best first by score then id descending; never the subject itself; zero scores left out; at most the limit", () => {
    const subject = D.profile(blank(5, full))
    const candidates = [
      D.profile(blank(5, full)),
      D.profile(blank(2, full)),
      D.profile(blank(9, full)),
      D.profile(blank(7, { paciente_iniciales: "JPG" })),
      D.profile(blank(8, { paciente_iniciales: "XYZ" }))
    ]
    expect(D.rank(subject, candidates).map((m) => [m.id, m.score])).toEqual([[9, 0.6], [2, 0.6], [7, 0.2]])
    expect(D.rank(subject, candidates, 2).map((m) => m.id)).toEqual([9, 2])
    expect(D.rank(subject, Array.from({ length: 30 }, (_, i) => D.profile(blank(100 + i, full))))).toHaveLength(D.MAX_MATCHES)
  })
})

describe("blocking keys", () => {
  it("every pair that can reach review shares a key: initials, birth date, product or narrative with the event date", () => {
    const base = { paciente_iniciales: "M.J.P.G.", paciente_fecha_nacimiento: "1979-02-11", fecha_inicio_evento: "2024-03-10", producto_sospechoso: "Amoxil", productos: [{ registro_sanitario: "EE-01234" }], descripcion_evento: NARRATIVE }
    const keys = D.blockingKeys(D.profile(blank(1, base)))
    expect(keys).toEqual(expect.arrayContaining(["i:MPG", "b:1979-02-11", "p:amox:2024-03-10", "r:EE01234:2024-03-10"]))
    expect(keys.some((k) => /^n:[0-9a-z]+$/.test(k))).toBe(true)
    const shares = (a: D.DupCase, b: D.DupCase) => {
      const ka = new Set(D.blockingKeys(D.profile(a)))
      return D.probeKeys(D.profile(b)).some((k) => ka.has(k))
    }
    // Product and event date only (0.40 + narrative) still meet, through the product key.
    expect(shares(blank(1, { fecha_inicio_evento: "2024-03-10", producto_sospechoso: "Amoxil" }), blank(2, { fecha_inicio_evento: "2024-03-10", producto_sospechoso: "amoxilo" }))).toBe(true)
    // The same narrative with the same day or the same product, nothing else (exactly 0.45), meets through the fingerprint.
    expect(shares(blank(1, { fecha_inicio_evento: "2024-03-10", descripcion_evento: NARRATIVE }), blank(2, { fecha_inicio_evento: "2024-03-10", descripcion_evento: NARRATIVE.toUpperCase() }))).toBe(true)
    expect(shares(blank(1, { producto_sospechoso: "Amoxil", descripcion_evento: NARRATIVE }), blank(2, { producto_sospechoso: "amoxil", descripcion_evento: NARRATIVE }))).toBe(true)
    // Nothing in common: no key in common.
    expect(shares(blank(1, { paciente_iniciales: "ABC", fecha_inicio_evento: "2024-03-10" }), blank(2, { paciente_iniciales: "XYZ", fecha_inicio_evento: "2024-03-10" }))).toBe(false)
  })

  it("the window is the anchor date ± days: the event date, else the reception date", () => {
    expect(D.windowOf(D.profile(blank(1, { fecha_inicio_evento: "2024-03-10", fecha_recepcion: "2024-04-01" })), 60)).toEqual({ from: "2024-01-10", to: "2024-05-09" })
    expect(D.windowOf(D.profile(blank(1, { fecha_recepcion: "2024-04-01" })), 1)).toEqual({ from: "2024-03-31", to: "2024-04-02" })
    expect(D.windowOf(D.profile(blank(1)), 60)).toBeNull()
    // Day and month read the other way round: the exact other reading is searched too.
    expect(D.swappedDate("2025-12-07")).toBe("2025-07-12")
    for (const same of ["2025-07-07", "2025-07-13", "2025-07-31"]) expect(D.swappedDate(same), same).toBeNull()
    expect(D.windowsOf(D.profile(blank(1, { fecha_inicio_evento: "2025-12-07" })), 60)).toEqual([
      { from: "2025-10-08", to: "2026-02-05" },
      { from: "2025-07-12", to: "2025-07-12" }
    ])
    // Inside the first window already, or only a reception date: one window.
    expect(D.windowsOf(D.profile(blank(1, { fecha_inicio_evento: "2025-02-01" })), 60)).toHaveLength(1)
    expect(D.windowsOf(D.profile(blank(1, { fecha_recepcion: "2025-12-07" })), 60)).toEqual([{ from: "2025-10-08", to: "2026-02-05" }])
    expect(D.windowsOf(D.profile(blank(1)), 60)).toEqual([])
    // Dates at the edge of what storage holds keep the window inside it.
    expect(D.windowOf(D.profile(blank(1, { fecha_inicio_evento: "9999-12-31" })), 365)).toEqual({ from: "9998-12-31", to: "9999-12-31" })
    expect(D.windowOf(D.profile(blank(1, { fecha_inicio_evento: "1900-01-01" })), 1)).toEqual({ from: "1899-12-31", to: "1900-01-02" })
  })

  it("findInMemory scores every case against its blocked candidates inside the window", () => {
    const cases = [
      blank(1, { paciente_iniciales: "JPG", paciente_fecha_nacimiento: "1980-01-01", fecha_inicio_evento: "2024-01-01" }),
      blank(2, { paciente_iniciales: "j.p.g.", paciente_fecha_nacimiento: "1980-01-01", fecha_inicio_evento: "2024-02-15" }),
      blank(3, { paciente_iniciales: "JPG", paciente_fecha_nacimiento: "1980-01-01", fecha_inicio_evento: "2024-06-01" })
    ].map(D.profile)
    const found = D.findInMemory(cases)
    expect(found.get(1)).toEqual([{ id: 2, score: 0.45, reasons: ["Mismas iniciales", "Misma fecha de nacimiento"] }])
    expect(found.get(3)).toEqual([])
    expect(D.findInMemory(cases, { daysWindow: 365 }).get(1)!.map((m) => m.id)).toEqual([3, 2])
  })
})

describe("contradictions (decisions.md 'Duplicates')", () => {
  const TEMPLATE = "Paciente presentó erupción cutánea pruriginosa en tronco y brazos después de iniciar amoxicilina 500 mg."
  const base = { producto_sospechoso: "Amoxicilina 500 mg", descripcion_evento: TEMPLATE, fecha_recepcion: "2026-03-10" }

  it("two patients with a template narrative are not a review match: the issue's example", () => {
    const woman = { id: 1, ...base, paciente_iniciales: "MGQ", paciente_sexo: "F", paciente_edad: 40, paciente_fecha_nacimiento: "1986-02-11" }
    const man = { id: 2, ...base, paciente_iniciales: "JRT", paciente_sexo: "M", paciente_edad: 71, paciente_fecha_nacimiento: "1955-07-30" }
    const scored = D.score(woman, man)
    expect(scored.score).toBeLessThanOrEqual(D.CONTRADICTION_CAP)
    expect(D.classify(scored.score).status).toBe("unique")
    expect(scored.contradictions).toEqual(["Sexo distinto", "Fecha de nacimiento distinta", "Iniciales distintas"])
    expect(scored.reasons).toEqual(expect.arrayContaining(["Mismo producto sospechoso", "Sexo distinto"]))
  })

  it("the same patient's other event (another drug, another date or reaction, another story) is capped and named; an unknown drug, a shared reaction or one story is not", () => {
    const patient = { paciente_iniciales: "RTV", paciente_fecha_nacimiento: "1958-04-02", paciente_sexo: "M" }
    const first = { id: 1, ...patient, producto_sospechoso: "Enalapril 10 mg", fecha_inicio_evento: "2026-01-05", descripcion_evento: "Tos seca persistente desde hace dos semanas." }
    const second = { id: 2, ...patient, producto_sospechoso: "Metformina 850 mg", fecha_inicio_evento: "2026-02-20", descripcion_evento: "Diarrea y dolor abdominal tras aumentar la dosis." }
    const scored = D.score(first, second)
    // Initials and birth date alone are 0.45: review, were it not another event.
    expect(scored.parts).toMatchObject({ iniciales: true, fecha_nacimiento: true, producto: false, fecha_evento: false })
    expect(scored.contradictions).toEqual([D.OTHER_EVENT])
    expect(scored.score).toBe(D.CONTRADICTION_CAP)
    expect(scored.reasons).toEqual(["Mismas iniciales", "Misma fecha de nacimiento", D.OTHER_EVENT])
    // An unknown drug a week later is not another event; weeks later the dates say it is.
    expect(D.score(first, { ...second, producto_sospechoso: null, fecha_inicio_evento: "2026-01-12" }).contradictions).toEqual([])
    expect(D.score(first, { ...second, producto_sospechoso: null }).contradictions).toEqual([D.OTHER_EVENT_DATE])
    // Without a date, or on a near one, another reaction says it: another drug and another reaction.
    expect(D.score(first, { ...second, fecha_inicio_evento: null }).contradictions).toEqual([D.OTHER_EVENT_REACTION])
    expect(D.score(first, { ...second, fecha_inicio_evento: "2026-01-07" }).reasons).toContain(D.OTHER_EVENT_REACTION)
    // A reaction in common, or a narrative naming none, is not another event.
    const undated = { ...second, fecha_inicio_evento: null }
    expect(D.score(first, { ...undated, descripcion_evento: "Tos seca y diarrea tras aumentar la dosis." }).contradictions).toEqual([])
    expect(D.score(first, { ...undated, descripcion_evento: "Acude a control con sus análisis." }).contradictions).toEqual([])
    expect(D.score(first, { ...second, fecha_inicio_evento: "2026-01-07", descripcion_evento: "Acude a control con sus análisis." }).contradictions).toEqual([])
    const week = { ...second, fecha_inicio_evento: "2026-01-12" }
    expect(D.score(first, { ...week, descripcion_evento: first.descripcion_evento }).contradictions).toEqual([])
    // A brand of the same drug is the same product, not another event; but its other reaction a
    // week later is (a course's next dose), unless a date gives only its month or the reactions
    // are not named on both sides.
    const brand = { ...week, producto_sospechoso: "Renitec 10 mg" }
    expect(D.score(first, brand).contradictions).toEqual([D.OTHER_EVENT_REACTION_DATE])
    expect(D.score(first, { ...brand, fecha_inicio_evento: "2026-01-07" }).contradictions).toEqual([])
    expect(D.score(first, { ...brand, fecha_inicio_evento: "2026-01-01" }).contradictions).toEqual([])
    expect(D.score(first, { ...brand, descripcion_evento: "Acude a control con sus análisis." }).contradictions).toEqual([])
    // The same drug's reaction (or one story pasted) weeks later is, unless a date is a slip or gives only its month.
    const again = { ...second, producto_sospechoso: "Renitec 10 mg", descripcion_evento: first.descripcion_evento }
    expect(D.score(first, again).contradictions).toEqual([D.OTHER_EVENT_DATE])
    for (const slip of ["2026-07-05", "2026-05-01", "2026-02-01"]) expect(D.score(first, { ...again, fecha_inicio_evento: slip }).contradictions).toEqual([])
    // A first of the month that the narrative states as its one date is that day, weeks later.
    const stated = { ...again, fecha_inicio_evento: "2026-02-01", descripcion_evento: "Tos seca persistente desde el 01/02/2026." }
    expect(D.score(first, stated).contradictions).toEqual([D.OTHER_EVENT_DATE])
    expect(D.score(first, { ...stated, descripcion_evento: "Tos seca persistente desde el 02/02/2026." }).contradictions).toEqual([])
    // Among other dates the first may be the drug's start: a month, as before.
    expect(D.score(first, { ...stated, descripcion_evento: "Inicia el 01/02/2026; tos seca persistente desde el 20/02/2026." }).contradictions).toEqual([])
  })

  it("unknown is never a contradiction: the same report without sex, age, birth date or initials keeps its score", () => {
    const a = { id: 1, ...base, paciente_iniciales: "MGQ", paciente_sexo: "F", paciente_edad: 40 }
    const b = { id: 2, ...base, paciente_iniciales: null, paciente_sexo: null, paciente_edad: null }
    expect(D.score(a, b).contradictions).toEqual([])
    expect(D.score(a, b).score).toBe(D.score({ ...a, paciente_sexo: null, paciente_edad: null, paciente_iniciales: null }, b).score)
  })

  it("forgives typing slips in the birth date and initials written two ways", () => {
    expect(D.birthDateSlip("1986-02-11", "1986-11-02")).toBe(true) // day and month swapped
    expect(D.birthDateSlip("1986-02-11", "1986-02-12")).toBe(true) // one digit
    expect(D.birthDateSlip("1986-02-11", "1968-02-11")).toBe(true) // adjacent digits swapped
    expect(D.birthDateSlip("1986-02-11", "1955-07-30")).toBe(false)
    expect(D.initialsCompatible("MGQ", "MG")).toBe(true) // second surname left out
    expect(D.initialsCompatible("MGQ", "MQG")).toBe(true) // surnames in the other order
    expect(D.initialsCompatible("MJPG", "MPG")).toBe(true) // second given name left out
    expect(D.initialsCompatible("MGQ", "JRT")).toBe(false)
    // Surnames first, as clinical charts write names: Blanca Luz Vela Sánchez as VSBL, María Gómez Quispe as GQM.
    expect(D.initialsCompatible("BLVS", "VSBL")).toBe(true)
    expect(D.initialsCompatible("GQM", "MGQ")).toBe(true)
    expect(D.initialsCompatible("BLVS", "VSB")).toBe(true)
    expect(D.initialsCompatible("MGQ", "QGT")).toBe(false)
    // The chart's order and a slip at once are two people: RQA is not CRQ (RQC) with a letter off.
    expect(D.initialsCompatible("RQA", "CRQ")).toBe(false)
    expect(D.initialsCompatible("RQC", "CRQ")).toBe(true)
  })

  it("ages contradict only beyond the time between the reports (and a year's slack)", () => {
    const at = (id: number, edad: number, fecha: string) => ({ id, ...base, paciente_iniciales: "MGQ", paciente_edad: edad, fecha_recepcion: fecha })
    expect(D.score(at(1, 40, "2026-03-10"), at(2, 41, "2026-03-10")).contradictions).toEqual([])
    expect(D.score(at(1, 40, "2020-03-10"), at(2, 46, "2026-03-10")).contradictions).toEqual([])
    expect(D.score(at(1, 40, "2026-03-10"), at(2, 45, "2026-04-10")).contradictions).toEqual(["Edad incompatible"])
    // Eleven days apart: one year off is a slip or a birthday, three years is another patient.
    expect(D.score(at(1, 26, "2026-03-10"), at(2, 27, "2026-03-21")).contradictions).toEqual([])
    expect(D.score(at(1, 26, "2026-03-10"), at(2, 29, "2026-03-21")).contradictions).toEqual(["Edad incompatible"])
    expect(D.score(at(1, 40, "2025-01-10"), at(2, 42, "2026-03-10")).contradictions).toEqual([])
    // From sixty on a relative gives the age roughly ('aprox. 75'): two years' slack.
    expect(D.score(at(1, 75, "2026-03-10"), at(2, 77, "2026-03-21")).contradictions).toEqual([])
    expect(D.score(at(1, 75, "2026-03-10"), at(2, 79, "2026-03-21")).contradictions).toEqual(["Edad incompatible"])
    // Born after the other report's event: someone else, whatever the ages say (4 months typed as 4 years).
    const infant = { ...at(3, 4, "2026-10-30"), paciente_fecha_nacimiento: "2026-05-25", fecha_inicio_evento: "2026-10-02" }
    expect(D.score(at(1, 4, "2026-02-10"), infant).contradictions).toContain("Edad incompatible")
    expect(D.score(at(1, 4, "2026-06-10"), infant).contradictions).not.toContain("Edad incompatible")
  })

  it("adults' ages a year beyond the slack contradict a weak match only", () => {
    const at = (id: number, edad: number, fecha: string, producto: string) =>
      ({ id, ...base, producto_sospechoso: producto, paciente_iniciales: "MGQ", paciente_edad: edad, fecha_inicio_evento: "2026-03-08", fecha_recepcion: fecha })
    // The initials, the event date and the product (0.60 and more): a customer's rough age beside the form's.
    const strong = D.score(at(1, 26, "2026-03-10", "Amoxil"), at(2, 28, "2026-03-21", "Amoxil"))
    expect(strong.contradictions).toEqual([])
    expect(strong.reasons).toContain(D.ROUGH_AGES)
    expect(strong.score).toBeGreaterThanOrEqual(D.ROUGH_AGES_FROM)
    expect(D.score(at(1, 59, "2026-03-10", "Amoxil"), at(2, 61, "2026-03-21", "Amoxil")).contradictions).toEqual([])
    expect(D.score(at(1, 75, "2026-03-10", "Amoxil"), at(2, 78, "2026-03-21", "Amoxil")).contradictions).toEqual([])
    // The initials and the product alone (no event date, another story): the same gap caps the pair.
    const weak = D.score(at(1, 26, "2026-03-10", "Amoxil"), { ...at(2, 28, "2026-03-21", "Amoxil"), fecha_inicio_evento: null, descripcion_evento: "Tos seca persistente." })
    expect(weak.contradictions).toEqual([D.ROUGH_AGES])
    expect(weak.score).toBeLessThanOrEqual(D.CONTRADICTION_CAP)
    // An age said to be a guess may be a few years further off: 'aprox. 50 años' for 46, not for 44.
    const about = (id: number, edad: number, producto: string) => ({ ...at(id, edad, "2026-03-10", producto), descripcion_evento: `Llama el agente: la señora, de aprox. ${edad} años, con ronchas tras amoxicilina.` })
    expect(D.score(about(1, 50, "Amoxil"), at(2, 46, "2026-03-21", "Amoxil")).contradictions).toEqual([])
    expect(D.score(about(1, 50, "Amoxil"), at(2, 44, "2026-03-21", "Amoxil")).contradictions).toEqual(["Edad incompatible"])
    expect(D.score(at(1, 50, "2026-03-10", "Amoxil"), at(2, 46, "2026-03-21", "Amoxil")).contradictions).toEqual(["Edad incompatible"])
    // Children's ages are counted: 7 and 9 are two children however much else matches.
    expect(D.score(at(1, 7, "2026-03-10", "Amoxil"), at(2, 9, "2026-03-21", "Amoxil")).contradictions).toEqual(["Edad incompatible"])
  })

  it("siblings: another given name's letter before the same surnames is another child, unless the keys are neighbours", () => {
    const child = (id: number, iniciales: string) => ({ id, ...base, paciente_iniciales: iniciales, paciente_fecha_nacimiento: "2019-04-02", fecha_inicio_evento: "2026-03-08" })
    const twins = D.score(child(1, "ECC"), child(2, "LCC"))
    expect(twins.contradictions).toEqual(["Iniciales distintas"])
    expect(twins.score).toBe(D.CONTRADICTION_CAP)
    // E and R are neighbouring keys: a slip, so the same child's two reports stay a duplicate.
    expect(D.score(child(1, "ECC"), child(2, "RCC")).contradictions).toEqual([])
    expect(D.classify(D.score(child(1, "ECC"), child(2, "RCC")).score).status).toBe("dup")
    // A letter off in a surname is still a slip, as before.
    expect(D.initialsCompatible("ECC", "ECX")).toBe(true)
  })

  it("a real second report of one patient keeps its dup band", () => {
    const first = { id: 1, ...base, paciente_iniciales: "M.G.Q.", paciente_sexo: "F", paciente_edad: 40, paciente_fecha_nacimiento: "1986-02-11", fecha_inicio_evento: "2026-03-08" }
    const second = { id: 2, ...base, paciente_iniciales: "mgq", paciente_sexo: "Femenino", paciente_edad: 40, paciente_fecha_nacimiento: "1986-11-02", fecha_inicio_evento: "2026-03-08" }
    const scored = D.score(first, second)
    expect(scored.contradictions).toEqual([])
    expect(D.classify(scored.score).status).toBe("dup")
  })
})
