/**
 * One identifying number in both narratives (session 28): a programme's registration code with its
 * year, an identity document, a telephone. A post's form and the programme's monthly list copy the
 * patient's code; a customer's chat and the contact centre's ticket give one telephone.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const form: D.DupCase = {
  id: 1, paciente_iniciales: "J.A.H.C.", paciente_sexo: "M", paciente_edad: 18, fecha_inicio_evento: "2023-12-18", fecha_recepcion: "2023-12-22",
  producto_sospechoso: "TPI",
  descripcion_evento: "Notificacion RAFA. N° HC 13561 N° PCT 1865-2023. Paciente contacto intradomiciliario de 18 años, recibe isoniazida 300 mg desde el 02/12/2023. Refiere ojos amarillos y orina oscura; TGO 648. Se suspende medicación."
}
const list: D.DupCase = {
  id: 2, paciente_iniciales: "HCJA", paciente_sexo: "M", paciente_edad: 18, fecha_inicio_evento: "2023-12-01", fecha_recepcion: "2024-01-12",
  producto_sospechoso: "TPI",
  descripcion_evento: "CONSOLIDADO MENSUAL RAM DICIEMBRE 2023 - MR WANCHAQ / N° 13 / 1865-2023 / HUANCA CHURA, JUAN ANGEL / 18A / M / TPI / HEPATOTOXICIDAD / SUSPENDIDO"
}

describe("the same identifying number", () => {
  it("is a programme's code with its year, a document or a telephone, not a dose, a lot, a date or part of a longer code", () => {
    expect([...D.identifierNumbers("N° PCT 6304-2023 - PCTE")]).toEqual(["6304-2023"])
    expect([...D.identifierNumbers("Cliente Sra. Carmen Cabrera (cel 925428283) indica")]).toEqual(["925428283"])
    expect([...D.identifierNumbers("Se comunica el hijo, tel. 944 610 753.")]).toEqual(["944610753"])
    expect([...D.identifierNumbers("Se completan datos: DNI 17256248, lote 2315838C")]).toEqual(["17256248"])
    expect(D.identifierNumbers("peni benzat 1200000 UI, lote 2315838, Ticket AC-2023-394194, CC-20230711-1477, el 12/01/2023").size).toBe(0)
    // A chart number is records.ts's, which counts it only where the initials and the birth date do not match.
    expect(D.identifierNumbers("Paciente: XSG   HC: 1243842   Edad: 60; historia clínica N° 9456061").size).toBe(0)
  })

  it("is also a case's worldwide identifier, which a sponsor's copies, its follow-ups and a listing repeat", () => {
    expect([...D.identifierNumbers("CIOMS I - Sponsor case no. TRM-24-PE-0802 (Initial)")]).toEqual(["trm24pe0802"])
    expect([...D.identifierNumbers("MANUFACTURER CONTROL NO: PE-NPS-2023-203016")]).toEqual(["penps2023203016"])
    expect([...D.identifierNumbers("Caso retransmitido, N° PE-DIGEMID-2024-74319.")]).toEqual(["pedigemid202474319"])
    expect([...D.identifierNumbers("Sponsor case no. 2024PE890228")]).toEqual(["2024pe890228"])
    expect(D.identifierNumbers("LISTADO MENSUAL N 11 / Ticket AC-2023-394194 / protocolo TRM-MAL-03").size).toBe(0)
  })

  it("brings a post's form and the programme's list of one patient to review, with the product", () => {
    const scored = D.score(form, list)
    expect(scored.reasons).toContain("Mismo número de identificación o contacto")
    expect(scored.score).toBeGreaterThanOrEqual(D.REVIEW_THRESHOLD)
    const uncoded = D.score(form, { ...list, descripcion_evento: list.descripcion_evento!.replace("1865-2023 / ", "") })
    expect(uncoded.score).toBeLessThan(D.REVIEW_THRESHOLD)
  })

  it("counts only with the product or the event date: one telephone calls about another drug too", () => {
    const other = D.score(form, { ...list, producto_sospechoso: "Amoxicilina", fecha_inicio_evento: "2023-11-20" })
    expect(other.reasons).not.toContain("Mismo número de identificación o contacto")
  })

  it("files both under the number, so that two reports with no other key in common meet", () => {
    const [a, b] = [D.profile(form), D.profile({ ...list, paciente_iniciales: "NN", producto_sospechoso: "isoniazida" })]
    expect(D.blockingKeys(a)).toContain("t:1865-2023")
    expect(D.blockingKeys(b)).toContain("t:1865-2023")
    expect(D.findInMemory([a, b]).get(1)!.map((m) => m.id)).toEqual([2])
  })
})
