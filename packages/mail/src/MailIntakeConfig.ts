/**
 * Mail intake settings from the environment: which mailbox to poll and how often. `MAIL_INTAKE_PROTOCOL`
 * (`imap`, `pop3` or `api`; unset turns intake off), `MAIL_INTAKE_HOST`, `MAIL_INTAKE_PORT`,
 * `MAIL_INTAKE_TLS` (`true` implicit TLS, `starttls`, `false` plain; default `true`),
 * `MAIL_INTAKE_USER`, `MAIL_INTAKE_PASSWORD` (for `api`, the bearer token), `MAIL_INTAKE_API_URL`,
 * `MAIL_INTAKE_FOLDER` (IMAP mailbox or API folder) and `MAIL_POLL_SECONDS` (default 60).
 */
import { Env } from "@atalaya/core"
import type { MailSource } from "@atalaya/intake"
import * as GraphMailSource from "./GraphMailSource.js"
import * as ImapMailSource from "./ImapMailSource.js"
import * as Pop3MailSource from "./Pop3MailSource.js"

/** What the environment configures. */
export interface MailIntakeConfig {
  readonly source: MailSource.MailSource
  readonly pollSeconds: number
  /** For the start-up log: protocol and mailbox id, no secret. */
  readonly describe: { readonly protocol: "imap" | "pop3" | "api"; readonly mailbox: string }
}

const required = (env: Env.Env, name: string, protocol: string): string => {
  const value = Env.read(env, name)
  if (value === undefined) throw new Env.ConfigError(`${name} is required with MAIL_INTAKE_PROTOCOL=${protocol}`)
  return value
}

const security = (env: Env.Env): "tls" | "starttls" | "none" => {
  const value = Env.read(env, "MAIL_INTAKE_TLS")?.toLowerCase()
  if (value === "starttls") return "starttls"
  const flag = Env.readBool(env, "MAIL_INTAKE_TLS")
  return flag === false ? "none" : "tls"
}

/** The configured mailbox, or null when `MAIL_INTAKE_PROTOCOL` is unset; throws `ConfigError` on a bad setting. */
export const fromEnv = (env: Env.Env): MailIntakeConfig | null => {
  const protocol = Env.read(env, "MAIL_INTAKE_PROTOCOL")?.toLowerCase()
  if (protocol === undefined) return null
  const pollSeconds = Env.readInt(env, "MAIL_POLL_SECONDS", 1, 86_400) ?? 60
  const folder = Env.read(env, "MAIL_INTAKE_FOLDER")
  const port = Env.readInt(env, "MAIL_INTAKE_PORT", 1, 65_535)
  let source: MailSource.MailSource
  if (protocol === "imap" || protocol === "pop3") {
    const common = {
      host: required(env, "MAIL_INTAKE_HOST", protocol),
      ...(port !== undefined ? { port } : {}),
      security: security(env),
      user: required(env, "MAIL_INTAKE_USER", protocol),
      password: required(env, "MAIL_INTAKE_PASSWORD", protocol)
    }
    source = protocol === "imap"
      ? ImapMailSource.make({ ...common, ...(folder !== undefined ? { mailbox: folder } : {}) })
      : Pop3MailSource.make(common)
  } else if (protocol === "api") {
    const baseUrl = required(env, "MAIL_INTAKE_API_URL", protocol)
    if (!/^https?:\/\//i.test(baseUrl)) throw new Env.ConfigError("MAIL_INTAKE_API_URL must be an http(s) URL")
    source = GraphMailSource.make({
      baseUrl,
      token: required(env, "MAIL_INTAKE_PASSWORD", protocol),
      user: Env.read(env, "MAIL_INTAKE_USER") ?? null,
      ...(folder !== undefined ? { folder } : {})
    })
  } else {
    throw new Env.ConfigError("MAIL_INTAKE_PROTOCOL must be imap, pop3 or api")
  }
  return { source, pollSeconds, describe: { protocol, mailbox: source.id } }
}
