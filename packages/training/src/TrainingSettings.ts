/**
 * Settings of training; a deployment provides them with `Layer.succeed(TrainingSettings, ...)`,
 * and without them the defaults apply.
 */
import { Context } from "effect"
import { Env } from "@atalaya/core"

/** What {@link TrainingSettings} holds. */
export interface TrainingSettingsShape {
  /** `ATALAYA_PUBLIC_URL`: the base of certificate verification URLs; null uses the request's own origin. */
  readonly publicUrl: string | null
}

/**
 * The training settings service. A reference: without a layer it reads `ATALAYA_PUBLIC_URL` from
 * the process environment on first use (a value that is not an http(s) URL is ignored there; a
 * host that wants a bad value to stop its start calls {@link fromEnv} itself).
 */
export class TrainingSettings extends Context.Reference<TrainingSettings>()("@atalaya/training/TrainingSettings", {
  defaultValue: (): TrainingSettingsShape => {
    try {
      return fromEnv(typeof process === "undefined" ? {} : process.env)
    } catch {
      return { publicUrl: null }
    }
  }
}) {}

/** Settings from `ATALAYA_PUBLIC_URL`; throws `ConfigError` for a value that is not an http(s) URL. */
export const fromEnv = (env: Env.Env): TrainingSettingsShape => {
  const publicUrl = Env.read(env, "ATALAYA_PUBLIC_URL") ?? null
  if (publicUrl !== null && !/^https?:\/\/[^/]+/i.test(publicUrl)) throw new Env.ConfigError("ATALAYA_PUBLIC_URL must be an http(s) URL")
  return { publicUrl: publicUrl?.replace(/\/+$/, "") ?? null }
}
