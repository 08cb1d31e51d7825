/**
 * The plans of the list's statements, as the storage runs them: the case repository of
 * @atalaya/sql in this process, on one PostgreSQL connection with `auto_explain` loaded (every
 * statement, nested ones inside the storage's PL/pgSQL functions included, with actual rows).
 * auto_explain sends each plan to the client as a notice; pg's clients are patched here to keep
 * them. Needs a superuser (LOAD).
 */
import { CaseQuery, CaseRepository } from "@atalaya/core"
import * as SqlClient from "@effect/sql/SqlClient"
import { Capabilities, PgClient } from "@atalaya/sql"
import { Effect, Either, Layer, ManagedRuntime } from "effect"
import pg from "pg"

/** The plans one request's statements got. */
export interface Explained {
  readonly kind: string
  readonly path: string
  readonly plans: ReadonlyArray<string>
  /** True when a plan reads the icsr table sequentially. */
  readonly seqScan: boolean
}

const SEQ_SCAN_ICSR = /Seq Scan on icsr(?![_\w])/

/** Explains one request per kind; `paths` are API paths (`/api/v1/icsr?…`). */
export const explainAll = async (databaseUrl: string, requests: ReadonlyArray<{ kind: string; path: string }>): Promise<Array<Explained>> => {
  const notices: Array<string> = []
  const proto = pg.Client.prototype as unknown as { emit: (event: string, ...args: Array<unknown>) => boolean }
  const emit = proto.emit
  proto.emit = function(this: unknown, event: string, ...args: Array<unknown>) {
    if (event === "notice") notices.push(String((args[0] as { message?: string }).message ?? ""))
    return emit.call(this, event, ...args)
  }
  const runtime = ManagedRuntime.make(
    Layer.provideMerge(Capabilities.cases, PgClient.layer({ url: databaseUrl, maxConnections: 1 }))
  )
  try {
    await runtime.runPromise(Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      yield* sql.unsafe("LOAD 'auto_explain'")
      for (const setting of ["log_min_duration = 0", "log_nested_statements = on", "log_analyze = on", "log_buffers = off", "log_timing = on", "log_level = notice"]) {
        yield* sql.unsafe(`SET auto_explain.${setting}`)
      }
    }))
    const out: Array<Explained> = []
    for (const request of requests) {
      const raw = Object.fromEntries(new URL(request.path, "http://x").searchParams)
      const query = CaseQuery.parseListQuery(raw)
      if (Either.isLeft(query)) throw new Error(`invalid query ${request.path}`)
      notices.length = 0
      await runtime.runPromise(Effect.flatMap(CaseRepository.CaseRepository, (repo) => repo.listJson(query.right, { open: "", close: () => "" })))
      const plans = notices.filter((n) => n.includes("Query Text:"))
      out.push({ kind: request.kind, path: request.path, plans: [...plans], seqScan: plans.some((p) => SEQ_SCAN_ICSR.test(p)) })
    }
    return out
  } finally {
    proto.emit = emit
    await runtime.dispose()
  }
}

/** A plan without the statement's text, indented for print. */
export const planLines = (plan: string): Array<string> => {
  const lines = plan.split("\n")
  const text = lines.findIndex((l) => l.includes("Query Text:"))
  const body = lines.slice(text + 1)
  // The statement text runs until the first plan node line (one containing "(cost=" or "(actual").
  const first = body.findIndex((l) => /\(cost=|\(actual /.test(l))
  const head = (lines[text] ?? "").replace(/^.*Query Text:\s*/, "").replace(/\s+/g, " ").slice(0, 140)
  return [`  > ${head}${first > 0 ? " …" : ""}`, ...body.slice(Math.max(0, first)).filter((l) => l.trim() !== "").map((l) => `    ${l}`)]
}
