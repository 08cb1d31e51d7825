/** Environment variables as a host passes them (`process.env` fits). */
export type Env = Readonly<Record<string, string | undefined>>

/** A setting present in the environment but unreadable; thrown at start-up, not at first use. */
export class ConfigError extends Error {
  override readonly name = "ConfigError"
}

/** The trimmed value, undefined when unset or blank. */
export const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value === undefined || value === "" ? undefined : value
}

const TRUE = new Set(["1", "true", "yes", "on", "si", "sí"])
const FALSE = new Set(["0", "false", "no", "off"])

/** A boolean setting; a value that is neither true nor false is an error rather than a silent default. */
export const readBool = (env: Env, name: string): boolean | undefined => {
  const value = read(env, name)?.toLowerCase()
  if (value === undefined) return undefined
  if (TRUE.has(value)) return true
  if (FALSE.has(value)) return false
  throw new ConfigError(`${name} must be true or false`)
}

/** An integer setting within [min, max]. */
export const readInt = (env: Env, name: string, min: number, max: number): number | undefined => {
  const value = read(env, name)
  if (value === undefined) return undefined
  const n = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}`)
  }
  return n
}

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
