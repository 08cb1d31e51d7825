/**
 * Each section of the extraction rules on its own (internal/rules/*): the patient, products,
 * dates, reporter and contact, and the clinical answers, then the whole case. The reports are
 * written as units receive them; the expected values are what a pharmacist reads in them.
 */
import { describe, expect, it } from "vitest"
import { extractRules } from "../src/internal/rules/case.js"
import { dechallenge, outcome, seriousness } from "../src/internal/rules/clinical.js"
import { age, ageGroup, dni, initials, sex, weight } from "../src/internal/rules/patient.js"
import { mentions, routeIn } from "../src/internal/rules/products.js"
import { contacts, reporter } from "../src/internal/rules/reporter.js"
import { makeDoc } from "../src/internal/text.js"

const SPANISH = makeDoc(
  "Paciente J.P.C., mujer de 45 años, 62 kg, DNI 12345678. Inició amoxicilina 500 mg c/8h vía oral el 03/11/2026 y " +
    "presentó urticaria generalizada; requirió hospitalización. Se suspendió el medicamento y la reacción desapareció. " +
    "Se recuperó. Reporta Q.F. Ana Torres, ana.torres@hospital.pe, 987654321."
)
const ENGLISH = makeDoc(
  "Patient is a 70-year-old man who developed angioedema two hours after enalapril 10 mg once daily. He did not require hospitalization."
)

describe("patient", () => {
  it("reads age, sex, initials, weight and identity document", () => {
    expect(age(SPANISH)?.value).toBe(45)
    expect(sex(SPANISH, null)?.value).toBe("F")
    expect(initials(SPANISH, null)?.value).toBe("JPC")
    expect(weight(SPANISH)).toBe(62)
    expect(dni(SPANISH)).toBe("12345678")
  })

  it("reads an English report and groups ages as the contract names them", () => {
    expect(age(ENGLISH)?.value).toBe(70)
    expect(sex(ENGLISH, null)?.value).toBe("M")
    expect([ageGroup(10), ageGroup(45), ageGroup(70)]).toEqual(["Pediatrico", "Adulto", "Geriatrico"])
  })
})

describe("products", () => {
  it("finds the suspect by its ingredient, not as a treatment", () => {
    expect(mentions(SPANISH).map((m) => [m.name, m.treatment])).toEqual([["Amoxicilina", false]])
    expect(mentions(ENGLISH).map((m) => m.name)).toEqual(["Enalapril"])
  })

  it("names the route of a snippet", () => {
    expect(routeIn("administrado por via intravenosa")?.label).toBe("Intravenosa")
  })
})

describe("reporter and contact", () => {
  it("reads the reporter's name and occupation, and the contact", () => {
    expect(contacts(SPANISH)).toEqual({ email: "ana.torres@hospital.pe", phone: "987654321" })
    const who = reporter(SPANISH)
    expect([who.name, who.occupation, who.self]).toEqual(["Ana Torres", "Químico farmacéutico", false])
  })
})

describe("clinical answers", () => {
  it("reads seriousness, outcome and de-challenge, and a denied criterion is none", () => {
    const criteria = seriousness(SPANISH)
    expect(criteria).toEqual(["hospitalizacion"])
    expect(outcome(SPANISH, criteria)).toBe("Recuperado")
    expect(dechallenge(SPANISH)).toBe("si")
    expect(seriousness(ENGLISH)).toEqual([])
  })
})

describe("dates and the whole case", () => {
  it("dates the drug's start and the event's onset apart", () => {
    const found = extractRules(
      "Paciente M.Q.R., 34 años, femenino. El 05/11/2026 inició ibuprofeno 400 mg VO cada 8 horas y el 06/11/2026 presentó rash pruriginoso. Notifica Dr. Luis Paredes.",
      { receptionDate: "2026-11-20" }
    )
    expect(found.payload).toMatchObject({
      paciente_iniciales: "MQR",
      paciente_edad: 34,
      paciente_sexo: "F",
      fecha_inicio_evento: "2026-11-06",
      reportante_nombre: "Luis Paredes",
      productos: [{ nombre_producto: "Ibuprofeno", dosis_frecuencia: "400 mg cada 8 horas", via_administracion: "Oral", fecha_inicio: "2026-11-05" }]
    })
  })
})
