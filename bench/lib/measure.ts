/**
 * One load scenario with autocannon's programmatic API: a warm-up run whose figures are
 * discarded, then the measured run. Loopback only; every run is bounded by its duration.
 */
import autocannon from "autocannon"

/** A scenario: where to send requests and how to build each one. */
export interface Scenario {
  readonly name: string
  readonly label: string
  readonly origin: string
  readonly headers?: Record<string, string>
  /** Path of each request; called per request (e.g. a random id). */
  readonly path: () => string
}

/** Load settings. */
export interface LoadSettings {
  readonly connections: number
  readonly durationS: number
  readonly warmupS: number
}

/** What one measured run gave. */
export interface Measurement {
  readonly name: string
  readonly label: string
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly avgBytes: number
  readonly total: number
  readonly non2xx: number
  readonly errors: number
  readonly timeouts: number
}

const fire = (scenario: Scenario, settings: LoadSettings, durationS: number) => {
  const url = new URL(scenario.origin)
  if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost" && url.hostname !== "[::1]") {
    throw new Error(`refusing to load a non-loopback address: ${scenario.origin}`)
  }
  return autocannon({
    url: scenario.origin,
    connections: settings.connections,
    duration: durationS,
    timeout: 10,
    headers: scenario.headers ?? {},
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: scenario.path() }) }]
  })
}

/** Hooks run right around the measured run (after the warm-up). */
export interface Around<A> {
  readonly before: () => Promise<A>
  readonly after: (state: A, measurement: Measurement) => Promise<void>
}

/** Warm-up, then the measured run. */
export const measure = async <A = void>(scenario: Scenario, settings: LoadSettings, around?: Around<A>): Promise<Measurement> => {
  if (settings.warmupS > 0) await fire(scenario, settings, settings.warmupS)
  const state = around ? await around.before() : undefined
  const result = await fire(scenario, settings, settings.durationS)
  const measurement = toMeasurement(scenario, result)
  if (around) await around.after(state as A, measurement)
  return measurement
}

const toMeasurement = (scenario: Scenario, result: autocannon.Result): Measurement => {
  return {
    name: scenario.name,
    label: scenario.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    avgBytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts
  }
}

