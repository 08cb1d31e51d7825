/**
 * Which source answers for each agency (decisions.md "Regulators and surveillance"): the agency's
 * real public source at a base URL that `ATALAYA_SOURCE_<NAME>_URL` replaces (`off` leaves the
 * agency out), each request bounded by `ATALAYA_SOURCE_TIMEOUT_S` (default 25 s) with 2 retries,
 * answers kept `ATALAYA_SOURCE_CACHE_HOURS` (default 24) and at most `ATALAYA_SOURCE_PER_MINUTE`
 * requests a minute per source (default 120).
 */
import { Env } from "@atalaya/core"
import { Layer } from "effect"
import { type AgencySource, AgencySources } from "./AgencySource.js"
import { guard, type GuardOptions } from "./internal/guard.js"
import { DEFAULT_POLICY, type RequestPolicy } from "./internal/http.js"
import { AGENCIES, type Agency } from "./MedRecord.js"
import type { RegulatorImports } from "./RegulatorImports.js"
import * as Aemps from "./sources/Aemps.js"
import * as Ema from "./sources/Ema.js"
import * as Fda from "./sources/Fda.js"
import * as Imported from "./sources/Imported.js"
import * as Invima from "./sources/Invima.js"

export type { GuardOptions } from "./internal/guard.js"
export type { RequestPolicy } from "./internal/http.js"

/** The live sources' default base URLs. */
export const DEFAULT_URLS: Readonly<Partial<Record<Agency, string>>> = {
  fda: Fda.DEFAULT_URL, ema: Ema.DEFAULT_URL, aemps: Aemps.DEFAULT_URL, invima: Invima.DEFAULT_URL
}

/** Options beyond the environment. */
export interface SourcesOptions {
  readonly policy?: RequestPolicy
  /** Cache and rate limit of each live source (default: 24 h, 120 requests a minute). */
  readonly guard?: GuardOptions
  /** EMA's cache clock and lifetime (tests). */
  readonly ema?: Ema.EmaOptions
}

const live = (agency: Agency, url: string, policy: RequestPolicy, options: SourcesOptions): AgencySource | null => {
  switch (agency) {
    case "fda":
      return Fda.make(url, policy)
    case "ema":
      return Ema.make(url, policy, options.ema)
    case "aemps":
      return Aemps.make(url, policy)
    case "invima":
      return Invima.make(url, policy)
    default:
      return null
  }
}

/** The sources the environment selects, in the contract's agency order. */
export const fromEnv = (env: Env.Env, options: SourcesOptions = {}): ReadonlyMap<Agency, AgencySource<RegulatorImports>> => {
  const timeoutS = Env.readInt(env, "ATALAYA_SOURCE_TIMEOUT_S", 1, 300)
  const policy = options.policy ?? (timeoutS === undefined ? DEFAULT_POLICY : { ...DEFAULT_POLICY, timeoutMs: timeoutS * 1000 })
  const cacheHours = Env.readNumber(env, "ATALAYA_SOURCE_CACHE_HOURS", 0, 24 * 30)
  const perMinute = Env.readInt(env, "ATALAYA_SOURCE_PER_MINUTE", 1, 100_000)
  const guardOptions: GuardOptions = {
    ...(cacheHours === undefined ? {} : { cacheMs: cacheHours * 3_600_000 }),
    ...(perMinute === undefined ? {} : { limit: perMinute }),
    ...options.guard
  }
  const out = new Map<Agency, AgencySource<RegulatorImports>>()
  for (const agency of AGENCIES) {
    const setting = Env.read(env, `ATALAYA_SOURCE_${agency.toUpperCase()}_URL`)
    if (setting !== undefined && ["off", "none", "false", "0"].includes(setting.toLowerCase())) continue
    if (Imported.IMPORTED.includes(agency)) {
      out.set(agency, Imported.make(agency))
      continue
    }
    const url = setting ?? DEFAULT_URLS[agency]
    const source = url === undefined ? null : live(agency, url, policy, options)
    if (source !== null) out.set(agency, guard(source, guardOptions))
  }
  return out
}

/** Only the agencies answered from imported files: no network at all (tests, offline hosts). */
export const importedOnly: ReadonlyMap<Agency, AgencySource<RegulatorImports>> = new Map(Imported.IMPORTED.map((a) => [a, Imported.make(a)]))

/** A layer of the sources the environment selects. */
export const layerFromEnv = (env: Env.Env, options?: SourcesOptions): Layer.Layer<AgencySources> => Layer.succeed(AgencySources, fromEnv(env, options))

/** A layer of the given sources. */
export const layer = (sources: ReadonlyMap<Agency, AgencySource<RegulatorImports>>): Layer.Layer<AgencySources> => Layer.succeed(AgencySources, sources)

/** What each agency reads, for the start-up log. */
export const describe = (sources: ReadonlyMap<Agency, AgencySource<RegulatorImports>>): Record<string, string> =>
  Object.fromEntries([...sources].map(([agency, s]) => [agency, s.describe]))
