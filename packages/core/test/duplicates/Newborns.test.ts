/**
 * A hospital's newborns and beds (issue 12, the `hospital` generator): a newborn is written under
 * its mother's initials, twins under the same ones, and a night shift's note names a bed.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

describe("initials after a title, a newborn's and a bed's", () => {
  it("a title before the initials and a particle after it are not the name: 'RN de CFQ' is CFQ, 'pcte JPG' is JPG", () => {
    expect(D.normalizeInitials("RN de CFQ")).toBe("CFQ")
    expect(D.normalizeInitials("RN1 cqz")).toBe("CQZ")
    expect(D.normalizeInitials("pcte JPG")).toBe("JPG")
    expect(D.normalizeInitials("RN2 QUISPE IPANAQUÉ")).toBe("QI")
    // Unchanged: a title before a written-out name, a particle that starts the surnames.
    expect(D.normalizeInitials("sra Rosa")).toBe("R")
    expect(D.normalizeInitials("sr Rodrigo Quispe Quispe")).toBe("RQQ")
    expect(D.normalizeInitials("DE LA CRUZ, ANA")).toBe(D.normalizeInitials("Ana de la Cruz"))
  })
  it("'RN' alone and a bed ('NN CAMA 21') name nobody, so two of them never match", () => {
    expect(D.normalizeInitials("RN")).toBeNull()
    expect(D.normalizeInitials("NN CAMA 21")).toBeNull()
    expect(D.normalizeInitials("cuna 4")).toBeNull()
    expect(D.normalizeInitials("R.N.")).toBe("RN")
  })
})

describe("twins", () => {
  const baby = (id: number, iniciales: string, over: Partial<D.DupCase> = {}): D.DupCase => ({
    id, paciente_iniciales: iniciales, paciente_sexo: "M", paciente_fecha_nacimiento: "2023-01-11", fecha_inicio_evento: "2023-01-27",
    fecha_recepcion: "2023-02-04", producto_sospechoso: "Citrato de cafeína 20 mg/mL", descripcion_evento: "Apnea del prematuro; taquicardia sinusal.", ...over
  })
  it("RN1 and RN2 of one mother are two patients, whatever they share; the same newborn twice is not", () => {
    const twins = D.score(baby(1, "RN1 QUISPE IPANAQUÉ"), baby(2, "RN2 QUISPE IPANAQUE", { fecha_recepcion: "2023-02-05" }))
    expect(twins.contradictions).toEqual([D.OTHER_NEWBORN])
    expect(twins.score).toBe(D.CONTRADICTION_CAP)
    const same = D.score(baby(1, "RN1 QUISPE IPANAQUÉ"), baby(3, "rn 1 quispe ipanaque", { fecha_recepcion: "2023-02-09" }))
    expect(same.contradictions).toEqual([])
    expect(same.score).toBeGreaterThanOrEqual(D.DUP_THRESHOLD)
    // Only the other report's ordinal unknown: nothing contradicts.
    expect(D.score(baby(1, "RN1 QUISPE IPANAQUÉ"), baby(4, "QUISPE IPANAQUE")).contradictions).toEqual([])
  })
})
