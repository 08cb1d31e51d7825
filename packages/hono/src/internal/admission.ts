/**
 * Admission control: at most `concurrency` requests are handled at once; the others wait in
 * arrival order (FIFO), and a request that finds the queue full, or waits longer than
 * `maxWaitMs`, is answered 503 at once with Retry-After instead of waiting without bound.
 *
 * Why: on embedded PGlite every statement runs on the Node thread itself, so requests in flight
 * share one CPU step by step. With 64 connections a POST (≈15 statements) is interleaved with
 * every other request's steps and finishes last (p99 7 s, max 19 s in the issue-13 audit) while
 * the database permit is barely contended. Handling a few requests at a time, in arrival order,
 * makes the wait of each about (queue position × mean service time) instead.
 */
import type { MiddlewareHandler } from "hono"

/** Settings of {@link admission}. */
export interface AdmissionOptions {
  /** Requests handled at once. */
  readonly concurrency: number
  /** Requests allowed to wait; one more is answered 503 (default 256). */
  readonly maxQueue?: number
  /** Longest wait in the queue before a 503, in ms (default 10 s). */
  readonly maxWaitMs?: number
}

/** The contract's error shape for a full server. */
export const BUSY_DETAIL = "Servicio ocupado, intente nuevamente en unos segundos"

interface Waiter {
  readonly admit: (admitted: boolean) => void
  timer: ReturnType<typeof setTimeout> | undefined
}

/** Builds the middleware (one gate per call: share it across every route of an app). */
export const admission = (options: AdmissionOptions): MiddlewareHandler => {
  const concurrency = Math.max(1, Math.floor(options.concurrency))
  const maxQueue = options.maxQueue ?? 256
  const maxWaitMs = options.maxWaitMs ?? 10_000
  let active = 0
  const queue: Array<Waiter> = []

  const leave = () => {
    // The slot passes straight to the oldest waiter, so a newcomer cannot overtake it.
    const next = queue.shift()
    if (next === undefined) active--
    else {
      clearTimeout(next.timer)
      next.admit(true)
    }
  }

  return async (c, next) => {
    if (active < concurrency) active++
    else {
      const admitted = queue.length >= maxQueue
        ? false
        : await new Promise<boolean>((resolve) => {
          const waiter: Waiter = { admit: resolve, timer: undefined }
          waiter.timer = setTimeout(() => {
            const i = queue.indexOf(waiter)
            if (i >= 0) queue.splice(i, 1)
            resolve(false)
          }, maxWaitMs)
          queue.push(waiter)
        })
      if (!admitted) {
        c.header("retry-after", "2")
        return c.json({ detail: BUSY_DETAIL }, 503)
      }
    }
    try {
      await next()
    } finally {
      leave()
    }
  }
}
