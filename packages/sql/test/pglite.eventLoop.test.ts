/**
 * PGlite runs on the Node thread and answers in microtasks: a fiber issuing statement after
 * statement must still let the event loop serve sockets and timers in between (issue 13: under
 * 64 connections requests waited seconds to be read while background work ran). A timer set
 * before 200 sequential statements must fire long before they finish.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { PgliteClient } from "../src/index.js"

describe("PGlite client and the event loop", () => {
  it("yields to timers and I/O between statements", async () => {
    const program = Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      let done = 0
      let firedAfter: number | null = null
      setTimeout(() => {
        firedAfter = done
      }, 0)
      for (let i = 0; i < 200; i++) {
        yield* sql`SELECT ${i}::int AS n`
        done++
      }
      return { firedAfter, done }
    })
    const result = await Effect.runPromise(Effect.scoped(Effect.provide(program, PgliteClient.layer())))
    expect(result.done).toBe(200)
    expect(result.firedAfter).not.toBeNull()
    expect(result.firedAfter!).toBeLessThan(10)
  })
})
