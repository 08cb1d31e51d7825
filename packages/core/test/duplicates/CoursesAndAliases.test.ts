/**
 * A patient on a course (issue 12, the oncology generator): each chemotherapy cycle or vaccine dose
 * is an administration of its own, and a reaction at the next one is another event, however much
 * else the two reports share. The chair nurse who reports a reaction at the visit for the next
 * cycle names that cycle. Also: a brand a narrative names beside the suspect ingredient in
 * brackets, and date slips read within the day, the month or the year only.
 */
import { describe, expect, it } from "vitest"
import { Duplicates as D } from "../../src/index.js"

const cycle3: D.DupCase = {
  id: 1, paciente_iniciales: "JTQ", paciente_sexo: "M", paciente_edad: 54, paciente_fecha_nacimiento: "1968-08-15",
  fecha_inicio_evento: "2025-08-12", fecha_recepcion: "2025-08-20", producto_sospechoso: "Irinotecán",
  descripcion_evento: "Esquema FOLFIRI, ciclo 3. El 12/08 (día 6 del C3D1) presenta diarrea G2; se indica loperamida."
}
const nextVisit: D.DupCase = {
  id: 2, paciente_iniciales: "J.T.Q.", paciente_sexo: "M", paciente_edad: 54, paciente_fecha_nacimiento: "1968-08-15",
  fecha_recepcion: "2025-08-21", producto_sospechoso: "Irinotecán 360 mg",
  descripcion_evento: "Acude para C4D1 de FOLFIRI. Refiere diarrea desde hace 9 días; se indica loperamida."
}
const cycle4: D.DupCase = {
  ...cycle3, id: 3, fecha_inicio_evento: null, fecha_recepcion: "2025-09-10",
  descripcion_evento: "Esquema FOLFIRI, cuarto ciclo: al día 5 presenta diarrea G1; se indica loperamida."
}

describe("cycles and doses of a course", () => {
  it("reads cycles and doses as oncology and vaccination write them, and not diagnosis codes or counts", () => {
    const read = (text: string) => [...D.administrationsOf(text)].sort()
    expect(read("paclitaxel weekly C3D1, sillón 12")).toEqual(["c3"])
    expect(read("R-CHOP 2° ciclo; XELOX octavo ciclo")).toEqual(["c2", "c8"])
    expect(read("ciclo 9 de FOLFOX; el 3er ciclo")).toEqual(["c3", "c9"])
    expect(read("segunda dosis de VPH; 2.ª dosis; dosis N° 3")).toEqual(["d2", "d3"])
    expect(read("Dx Ca mama (C50.9), colon C18; tras 2 ciclos; ciclo de 21 días")).toEqual([])
    // The cycle the patient comes for: the reaction reported is the one before it.
    expect(read("Acude para C4D1 de FOLFIRI")).toEqual(["c3", "c4"])
  })

  it("caps the same patient's reaction at another cycle, and not the next visit that reports the same one", () => {
    const other = D.score(cycle3, cycle4)
    expect(other.contradictions).toEqual([D.OTHER_EVENT_ADMINISTRATION])
    expect(other.score).toBeLessThanOrEqual(D.CONTRADICTION_CAP)
    const same = D.score(cycle3, nextVisit)
    expect(same.contradictions).toEqual([])
    expect(D.classify(same.score).status).not.toBe("unique")
    // Unknown is never a contradiction: one report naming no cycle caps nothing.
    expect(D.score(cycle3, { ...cycle4, descripcion_evento: "Diarrea G1 al día 5; loperamida." }).contradictions).toEqual([])
  })
})

describe("the day of an administration", () => {
  const admission: D.DupCase = {
    id: 20, paciente_iniciales: "NRV", paciente_sexo: "F", paciente_edad: 52, fecha_inicio_evento: "2025-07-07", fecha_recepcion: "2025-07-11",
    producto_sospechoso: "Doxorrubicina", descripcion_evento: "Esquema AC. A los 10 días del ciclo administrado el 27/6/25 presenta neutropenia febril G4; cefepime."
  }
  const pharmacy: D.DupCase = {
    id: 21, paciente_iniciales: "N.R.V.", paciente_sexo: "F", paciente_edad: 52, fecha_recepcion: "2025-07-14", producto_sospechoso: "Doxorrubicina 94 mg",
    descripcion_evento: "Intervención farmacéutica: paciente NRV con neutropenia febril tras AC, ciclo administrado el 27/06 (doxorrubicina 94 mg). Se recomienda filgrastim."
  }
  const nextCycle: D.DupCase = {
    ...pharmacy, id: 22, fecha_recepcion: "2025-08-01",
    descripcion_evento: "Intervención farmacéutica: paciente NRV con neutropenia febril tras AC, ciclo administrado el 18/07 (doxorrubicina 94 mg). Se recomienda filgrastim."
  }

  it("reads the day beside a cycle, after 'administrado el' or the infusion's name, before 'durante la aplicación', or counted from the cycle's day N", () => {
    const read = (text: string, received = "2025-08-20") => [...D.administrationsOf(text, received)].sort()
    expect(read("en QT con FOLFOX (6° ciclo, 13/01/2025). Ingresa por emergencia el 17/01/2025")).toEqual(["2025-01-13", "c6"])
    expect(read("XELOX (cuarto ciclo, 14 de julio). Ingresa el 1 de agosto")).toEqual(["2025-07-14", "c4"])
    expect(read("tras FOLFOX C5 (20/07; oxaliplatino 135 mg)")).toEqual(["2025-07-20", "c5"])
    expect(read("A los 4 días del ciclo administrado el 13-7-2025 presenta diarrea")).toEqual(["2025-07-13"])
    expect(read("Después de su quimio del 17/6/25, a los 14 días se le hincharon las piernas")).toEqual(["2025-06-17"])
    expect(read("A los 130 minutos de iniciada la infusión de docetaxel (19 de julio de 2025) presenta")).toEqual(["2025-07-19"])
    expect(read("REFIERE QUE EL DIA 12/06/2025 DURANTE LA APLICACION DE KEYTRUDA SE PUSO ROJA")).toEqual(["2025-06-12"])
    expect(read("El 11/08 (día 6 del C2D1) presenta diarrea G1")).toEqual(["2025-08-06", "c2"])
    // Not a diagnosis code, a report's own reception, a dose, nor a day after the reception.
    expect(read("Dx LNH (C83.3). Formato recibido el 08/08/2025. Dosis: 5 mL c/8h x 7 días")).toEqual([])
    expect(read("ciclo 3 (24/09/2025)")).toEqual(["c3"])
  })

  it("tells two administrations apart by their days, a reaction that began before the other's administration, and a report received before it", () => {
    expect(D.score(pharmacy, nextCycle).contradictions).toEqual([D.OTHER_EVENT_ADMINISTRATION])
    expect(D.score(admission, nextCycle).contradictions).toEqual([D.OTHER_EVENT_ADMINISTRATION])
    // A navigator's note received before the cycle the pharmacy dates tells an earlier reaction.
    const note: D.DupCase = { ...pharmacy, id: 23, fecha_recepcion: "2025-07-08", descripcion_evento: "Escribe la hija: desde hoy tiene fiebre con la quimio." }
    expect(D.score(note, nextCycle).contradictions).toEqual([D.OTHER_EVENT_EARLIER])
    expect(D.score(note, pharmacy).contradictions).toEqual([])
    // One administration told by the ward and by the pharmacy: the same day, no contradiction.
    const same = D.score(admission, pharmacy)
    expect(same.contradictions).toEqual([])
    expect(D.classify(same.score).status).not.toBe("unique")
  })
})

describe("a product's other name in brackets", () => {
  const test = { id: 10, paciente_iniciales: "KQG", paciente_sexo: "F", paciente_edad: 28, fecha_recepcion: "2025-07-03", producto_sospechoso: "Levonorgestrel 1.5 mg" }
  const call = { id: 11, paciente_iniciales: "Katherine Quispe García", paciente_sexo: "F", paciente_edad: 28, fecha_recepcion: "2025-07-10", producto_sospechoso: "Unidía", descripcion_evento: "Consulta si Unidía afecta al bebé." }

  it("names the brand beside the ingredient (either way round), so the two reports share the product", () => {
    expect(D.score({ ...test, descripcion_evento: "Usuaria de Unidía (levonorgestrel) con prueba de embarazo positiva." }, call).parts.producto).toBe(true)
    expect(D.score({ ...test, descripcion_evento: "Recibió levonorgestrel (Unidía) el 01/07." }, call).parts.producto).toBe(true)
    expect(D.score({ ...test, descripcion_evento: "Embarazo de 10 semanas." }, call).parts.producto).toBe(false)
  })

  it("adds nothing from brackets beside another word, of prose, of a duration, or after a number", () => {
    const names = (producto: string, text: string) => D.profile({ id: 1, producto_sospechoso: producto, descripcion_evento: text }).products.map((p) => p.tokens.join(" "))
    expect(names("Levonorgestrel", "Presentó sangrado (Metrorragia) tras la toma.")).toEqual(["levonorgestrel"])
    expect(names("Ceftriaxona", "Recibió Ceftriaxona (durante 3 días).")).toEqual(["ceftriaxona"])
    expect(names("Pneumoval 13", "Vacuna neumocócica 13-valente (Pneumoval 13).")).toEqual(["pneumoval"])
    expect(names("amoxicilina", "tras amoxicilina (ver informe adjunto)")).toEqual(["amoxicilina"])
  })
})

describe("date slips", () => {
  it("are one digit, two neighbours within the day, the month or the year, or day and month swapped", () => {
    expect(D.birthDateSlip("1986-03-12", "1986-03-21")).toBe(true)
    expect(D.birthDateSlip("1968-03-12", "1986-03-12")).toBe(true)
    expect(D.birthDateSlip("1986-03-12", "1986-12-03")).toBe(true)
    expect(D.birthDateSlip("1986-03-12", "1986-03-13")).toBe(true)
    // The month's last digit and the day's first are typed apart: three weeks, one cycle.
    expect(D.birthDateSlip("2025-01-22", "2025-02-12")).toBe(false)
  })

  it("so two event dates a 21-day cycle apart are two events", () => {
    const first = { ...cycle3, descripcion_evento: "Diarrea G2.", fecha_inicio_evento: "2025-01-22" }
    const next = { ...cycle3, id: 4, descripcion_evento: "Diarrea G2.", fecha_inicio_evento: "2025-02-12", fecha_recepcion: "2025-02-14" }
    expect(D.score(first, next).contradictions).toContain(D.OTHER_EVENT_DATE)
  })
})
