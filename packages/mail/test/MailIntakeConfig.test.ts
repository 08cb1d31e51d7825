import { describe, expect, it } from "vitest"
import { MailIntakeConfig } from "../src/index.js"

describe("mail intake settings", () => {
  it("is off without MAIL_INTAKE_PROTOCOL", () => {
    expect(MailIntakeConfig.fromEnv({ MAIL_INTAKE_HOST: "mail.test" })).toBeNull()
  })

  it("builds an IMAP, POP3 or API source named without secrets, polling every 60 s unless told", () => {
    const imap = MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "IMAP", MAIL_INTAKE_HOST: "mail.clinica.pe", MAIL_INTAKE_USER: "fv@clinica.pe", MAIL_INTAKE_PASSWORD: "s3cr3t" })
    expect(imap).toMatchObject({ pollSeconds: 60, describe: { protocol: "imap", mailbox: "imap:fv@clinica.pe@mail.clinica.pe:993/INBOX" } })
    expect(JSON.stringify(imap?.describe)).not.toContain("s3cr3t")
    const pop3 = MailIntakeConfig.fromEnv({
      MAIL_INTAKE_PROTOCOL: "pop3", MAIL_INTAKE_HOST: "mail.clinica.pe", MAIL_INTAKE_PORT: "1110", MAIL_INTAKE_TLS: "false",
      MAIL_INTAKE_USER: "fv", MAIL_INTAKE_PASSWORD: "x", MAIL_POLL_SECONDS: "15"
    })
    expect(pop3).toMatchObject({ pollSeconds: 15, describe: { protocol: "pop3", mailbox: "pop3:fv@mail.clinica.pe:1110" } })
    expect(MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "pop3", MAIL_INTAKE_HOST: "h", MAIL_INTAKE_TLS: "starttls", MAIL_INTAKE_USER: "u", MAIL_INTAKE_PASSWORD: "p" })?.source.id)
      .toBe("pop3:u@h:110")
    const api = MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "api", MAIL_INTAKE_API_URL: "https://graph.microsoft.com/v1.0", MAIL_INTAKE_PASSWORD: "token" })
    expect(api?.describe).toEqual({ protocol: "api", mailbox: "api:me@graph.microsoft.com/inbox" })
  })

  it("stops the start with a clear message on a missing or bad setting", () => {
    expect(() => MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "smtp" })).toThrow("MAIL_INTAKE_PROTOCOL must be imap, pop3 or api")
    expect(() => MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "imap", MAIL_INTAKE_USER: "u", MAIL_INTAKE_PASSWORD: "p" })).toThrow("MAIL_INTAKE_HOST is required with MAIL_INTAKE_PROTOCOL=imap")
    expect(() => MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "api", MAIL_INTAKE_PASSWORD: "t" })).toThrow("MAIL_INTAKE_API_URL is required with MAIL_INTAKE_PROTOCOL=api")
    expect(() => MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "api", MAIL_INTAKE_API_URL: "graph.local", MAIL_INTAKE_PASSWORD: "t" })).toThrow(/http\(s\) URL/)
    expect(() => MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "imap", MAIL_INTAKE_HOST: "h", MAIL_INTAKE_USER: "u", MAIL_INTAKE_PASSWORD: "p", MAIL_POLL_SECONDS: "0" })).toThrow(/MAIL_POLL_SECONDS/)
    expect(() => MailIntakeConfig.fromEnv({ MAIL_INTAKE_PROTOCOL: "imap", MAIL_INTAKE_HOST: "h", MAIL_INTAKE_USER: "u", MAIL_INTAKE_PASSWORD: "p", MAIL_INTAKE_TLS: "quizas" })).toThrow(/MAIL_INTAKE_TLS/)
  })
})
