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
