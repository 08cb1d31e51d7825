/**
 * A closed-loop load generator that keeps each request's kind: `connections` keep-alive
 * connections, each sending its next request when the previous answer has been read, so the
 * latencies of every kind come from one mixed run. Loopback only.
 */
import * as http from "node:http"

/** Latencies by kind and the run's throughput. */
export interface LoadResult {
  readonly seconds: number
  readonly requests: number
  readonly rps: number
  readonly byKind: ReadonlyMap<string, ReadonlyArray<number>>
  /** Answers other than 200, by kind and status. */
  readonly failures: ReadonlyMap<string, number>
}

/** The q-th quantile (0..1) of sorted values. */
export const quantile = (sorted: ReadonlyArray<number>, q: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!

/** Sends requests from `next` over `connections` connections for `seconds`. */
export const runLoad = async (
  origin: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  next: () => { readonly kind: string; readonly path: string },
  timeoutMs = 30_000
): Promise<LoadResult> => {
  const url = new URL(origin)
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error(`refusing to load ${origin}`)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const byKind = new Map<string, Array<number>>()
  const failures = new Map<string, number>()
  const deadline = performance.now() + seconds * 1000
  let requests = 0
  const one = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get({ host: url.hostname, port: url.port, path, headers, agent, timeout: timeoutMs }, (res) => {
        res.on("data", () => {})
        res.on("end", () => resolve(res.statusCode ?? 0))
        res.on("error", reject)
      })
      req.on("timeout", () => req.destroy(new Error("timeout")))
      req.on("error", reject)
    })
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) {
      const request = next()
      const t = performance.now()
      const status = await one(request.path).catch(() => -1)
      const ms = performance.now() - t
      requests++
      if (status !== 200) failures.set(`${request.kind} ${status}`, (failures.get(`${request.kind} ${status}`) ?? 0) + 1)
      let list = byKind.get(request.kind)
      if (list === undefined) byKind.set(request.kind, (list = []))
      list.push(ms)
    }
  }))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  for (const list of byKind.values()) list.sort((a, b) => a - b)
  return { seconds: elapsed, requests, rps: requests / elapsed, byKind, failures }
}
