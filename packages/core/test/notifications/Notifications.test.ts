import { describe, expect, it } from "vitest"
import { Env, Notifications } from "../../src/index.js"
import type { Case, User } from "../../src/index.js"

const user = (over: Partial<User.User>): User.User => ({
  id: 1,
  email: "u@clinica.pe",
  nombre: null,
  cargo: null,
  area: null,
  documento: null,
  roles: [],
  permissions: [],
  activo: true,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over
})

describe("Notifications.settingsFromEnv", () => {
  it("reads the lists, the switch and the window; REQUIRED_FIELDS defaults to the spec's example", () => {
    const config = Notifications.settingsFromEnv({
      ICSR_NOTIFY_CARGOS: " Químico Farmacéutico , Director Técnico ,",
      ICSR_NOTIFY_AREAS: "Farmacovigilancia",
      ICSR_NOTIFY_EMAILS: "FV@Clinica.pe",
      AUTO_FOLLOWUP_ENABLED: "no",
      AUTO_FOLLOWUP_DELAY_HOURS: "0.5",
      SMTP_FROM: "farmacovigilancia@clinica.pe"
    })
    expect(config).toMatchObject({
      notifyCargos: ["Químico Farmacéutico", "Director Técnico"],
      notifyAreas: ["Farmacovigilancia"],
      notifyEmails: ["fv@clinica.pe"],
      autoFollowupEnabled: false,
      autoFollowupDelayHours: 0.5,
      requiredFields: ["paciente_peso", "paciente_fecha_nacimiento", "nro_lote"],
      mailDomain: "clinica.pe",
      serviceName: "Atalaya"
    })
    expect(Notifications.settingsFromEnv({ REQUIRED_FIELDS: "" }).requiredFields).toEqual([])
  })

  it("refuses unknown fields and bad values at start-up", () => {
    expect(() => Notifications.settingsFromEnv({ REQUIRED_FIELDS: "paciente_peso,peso_del_gato" })).toThrow(/peso_del_gato/)
    expect(() => Notifications.settingsFromEnv({ AUTO_FOLLOWUP_ENABLED: "quizás" })).toThrow(Env.ConfigError)
    expect(() => Notifications.settingsFromEnv({ AUTO_FOLLOWUP_DELAY_HOURS: "-1" })).toThrow(/AUTO_FOLLOWUP_DELAY_HOURS/)
  })
})

describe("Notifications recipients", () => {
  const config = Notifications.settingsFromEnv({ ICSR_NOTIFY_CARGOS: "Químico Farmacéutico", ICSR_NOTIFY_AREAS: "Calidad", ICSR_NOTIFY_EMAILS: "extra@clinica.pe,QF@clinica.pe" })
  const users = [
    user({ email: "qf@clinica.pe", cargo: "QUIMICO  farmaceutico" }),
    user({ email: "qa@clinica.pe", area: "calidad" }),
    user({ email: "old@clinica.pe", cargo: "Químico Farmacéutico", activo: false }),
    user({ email: "rfv@clinica.pe", roles: ["responsable_fv"] }),
    user({ email: "it@clinica.pe", cargo: "Analista", area: "Sistemas" })
  ]

  it("creation: active users by cargo or area, plus extra addresses, each once", () => {
    expect(Notifications.creationRecipients(users, config)).toEqual(["qf@clinica.pe", "qa@clinica.pe", "extra@clinica.pe"])
  })

  it("severity: the same and every active responsable_fv", () => {
    expect(Notifications.severityRecipients(users, config)).toEqual(["qf@clinica.pe", "qa@clinica.pe", "extra@clinica.pe", "rfv@clinica.pe"])
  })

  it("evaluators are active qf or responsable_fv users", () => {
    expect(Notifications.isEvaluator(user({ roles: ["qf"] }))).toBe(true)
    expect(Notifications.isEvaluator(user({ roles: ["responsable_fv", "qa"] }))).toBe(true)
    expect(Notifications.isEvaluator(user({ roles: ["qa"] }))).toBe(false)
    expect(Notifications.isEvaluator(user({ roles: ["qf"], activo: false }))).toBe(false)
  })
})

describe("Notifications.missingFields", () => {
  const doc = (over: Record<string, unknown>) => ({ paciente_peso: null, paciente_fecha_nacimiento: null, productos: [], ...over }) as unknown as Case.Case

  it("checks case fields on the case and product fields on the suspected products", () => {
    const required = ["paciente_peso", "paciente_fecha_nacimiento", "nro_lote"]
    expect(Notifications.missingFields(doc({}), required)).toEqual(required)
    expect(Notifications.missingFields(doc({ paciente_peso: 70, paciente_fecha_nacimiento: "  " }), required)).toEqual(["paciente_fecha_nacimiento", "nro_lote"])
    expect(Notifications.missingFields(doc({ productos: [{ nro_lote: "" }, { nro_lote: "L1" }] }), ["nro_lote"])).toEqual([])
    expect(Notifications.missingFields(doc({ productos: [{ nro_lote: null }] }), ["nro_lote"])).toEqual(["nro_lote"])
  })

  it("states: closed cases, pending cases, Grave", () => {
    expect(Notifications.isClosed("cerrado")).toBe(true)
    expect(Notifications.isClosed("En progreso")).toBe(false)
    expect(Notifications.isPending(null)).toBe(true)
    expect(Notifications.isPending(" Pendiente ")).toBe(true)
    expect(Notifications.isGrave("GRAVE")).toBe(true)
    expect(Notifications.isGrave("No grave")).toBe(false)
  })
})
