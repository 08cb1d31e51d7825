/**
 * Reading settings from environment variables as a host passes them (`process.env` fits). Pure:
 * adapters and the reference server parse their settings with these at start-up, so a bad value
 * stops the start with a clear message instead of failing at first use.
 */

/** Environment variables as a host passes them. */
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

/** A decimal setting within [min, max]. */
export const readNumber = (env: Env, name: string, min: number, max: number): number | undefined => {
  const value = read(env, name)
  if (value === undefined) return undefined
  const n = Number(value)
  if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a number between ${min} and ${max}`)
  }
  return n
}

/** A comma-separated list, trimmed, blanks dropped; undefined when the variable is unset. */
export const readList = (env: Env, name: string): Array<string> | undefined => {
  const value = env[name]
  if (value === undefined) return undefined
  return value.split(",").map((s) => s.trim()).filter((s) => s !== "")
}
