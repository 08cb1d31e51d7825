import { Env as CoreEnv } from "@atalaya/core"

/** Environment variables as a host passes them (`process.env` fits). */
export type Env = CoreEnv.Env
/** A setting present but unreadable; thrown at start-up. */
export const ConfigError = CoreEnv.ConfigError
/** A setting present but unreadable; thrown at start-up. */
export type ConfigError = CoreEnv.ConfigError
export const { read, readBool, readInt } = CoreEnv

/**
 * A provider's error text made fit for a client and a log: one line, bounded, with every given
 * secret (plain and base64, as SASL sends it) masked.
 */
export const cleanReason = (text: string, secrets: ReadonlyArray<string>, max = 300): string => {
  let out = text
  for (const secret of secrets) {
    if (secret.length < 3) continue
    for (const form of [secret, Buffer.from(secret).toString("base64")]) out = out.split(form).join("***")
  }
  out = out.replace(/\s+/g, " ").trim()
  return out.length > max ? `${out.slice(0, max - 1)}…` : out
}
