import { Env as CoreEnv } from "@atalaya/core"

/** Environment variables as a host passes them (`process.env` fits). */
export type Env = CoreEnv.Env
/** A setting present but unreadable; thrown at start-up. */
export const ConfigError = CoreEnv.ConfigError
/** A setting present but unreadable; thrown at start-up. */
export type ConfigError = CoreEnv.ConfigError
export const { read, readInt, readNumber } = CoreEnv
