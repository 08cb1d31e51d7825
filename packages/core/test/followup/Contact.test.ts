import { describe, expect, it } from "vitest"
import { Contact } from "../../src/index.js"

describe("Contact.detectContact (spec ICSR rule 6)", () => {
  it("takes a contact with '@' as the email", () => {
    expect(Contact.detectContact({ reportante_contacto: " ana.ruiz@clinica.pe " })).toEqual({ email: "ana.ruiz@clinica.pe", phone: null })
  })

  it.each([
    ["987654321", "987654321"],
    ["+51 987 654 321", "+51 987 654 321"],
    ["(01) 234-5678", "(01) 234-5678"],
    ["whatsapp:+51987654321", "+51987654321"],
    ["WhatsApp: +51 987 654 321", "+51 987 654 321"]
  ])("takes the phone pattern %j as the phone", (contacto, phone) => {
    expect(Contact.detectContact({ reportante_contacto: contacto })).toEqual({ email: null, phone })
  })

  it("falls back to reportante_email and reportante_telefono when the contact is neither", () => {
    expect(Contact.detectContact({ reportante_contacto: "llamar en la tarde", reportante_email: "qf@hospital.pe", reportante_telefono: "987654321" }))
      .toEqual({ email: "qf@hospital.pe", phone: "987654321" })
    expect(Contact.detectContact({ reportante_email: "qf@hospital.pe" })).toEqual({ email: "qf@hospital.pe", phone: null })
    expect(Contact.detectContact({ reportante_telefono: "whatsapp:+51987654321" })).toEqual({ email: null, phone: "+51987654321" })
  })

  it("uses the contact for its kind and the stored field for the other", () => {
    expect(Contact.detectContact({ reportante_contacto: "a@b.pe", reportante_email: "c@d.pe", reportante_telefono: "987654321" }))
      .toEqual({ email: "a@b.pe", phone: "987654321" })
    expect(Contact.detectContact({ reportante_contacto: "987654321", reportante_email: "c@d.pe", reportante_telefono: "912345678" }))
      .toEqual({ email: "c@d.pe", phone: "987654321" })
  })

  it("reads a stored phone leniently but refuses stray values", () => {
    expect(Contact.detectContact({ reportante_telefono: "987 654 321 (casa)" }).phone).toBe("987 654 321 (casa)")
    expect(Contact.detectContact({ reportante_telefono: "no tiene" }).phone).toBeNull()
    expect(Contact.detectContact({ reportante_telefono: "12" }).phone).toBeNull()
    expect(Contact.detectContact({ reportante_email: "no tiene" }).email).toBeNull()
  })

  it("finds nothing in blank, null or absent fields", () => {
    expect(Contact.detectContact({})).toEqual({ email: null, phone: null })
    expect(Contact.detectContact({ reportante_contacto: "  ", reportante_email: null, reportante_telefono: "" })).toEqual({ email: null, phone: null })
    expect(Contact.detectContact({ reportante_contacto: "whatsapp:" })).toEqual({ email: null, phone: null })
    expect(Contact.detectContact({ reportante_contacto: "123" })).toEqual({ email: null, phone: null })
  })
})

describe("Contact.isEmail and isPhone", () => {
  it("classifies contacts", () => {
    expect(Contact.isEmail("x@y")).toBe(true)
    expect(Contact.isEmail("987654321")).toBe(false)
    expect(Contact.isPhone("+51 (1) 234-5678")).toBe(true)
    expect(Contact.isPhone("whatsapp:987654321")).toBe(true)
    expect(Contact.isPhone("987654321 ext 2")).toBe(false)
    expect(Contact.isPhone("--- ()")).toBe(false)
  })
})

describe("Contact.normalizePhone", () => {
  it.each([
    ["987654321", "+51987654321"],
    ["987 654 321", "+51987654321"],
    ["987-654-321", "+51987654321"],
    ["51987654321", "+51987654321"],
    ["+51 987 654 321", "+51987654321"],
    ["whatsapp:+51987654321", "+51987654321"],
    ["0051 987654321", "+51987654321"],
    ["+34 612 345 678", "+34612345678"],
    ["+1 (415) 523-8886", "+14155238886"],
    ["(01) 234-5678", "+5112345678"],
    ["044 123456", "+5144123456"]
  ])("normalizes %j to %j", (raw, e164) => {
    expect(Contact.normalizePhone(raw)).toBe(e164)
  })

  it.each(["", "12345", "2345678", "887654321", "+0 123 456 789", "+1234567890123456", "987654321 (casa)", "abc"])(
    "refuses %j rather than guess",
    (raw) => {
      expect(Contact.normalizePhone(raw)).toBeNull()
    }
  )
})
