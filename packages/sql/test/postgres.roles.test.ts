/**
 * The service under a role that does not own the schema (PostgreSQL only; PGlite has no roles):
 * migrations run as the owner over `migrationUrl`, the service as an application role that can
 * append to the audit trail but cannot rewrite it, and a rewrite by the owner through SQL is found
 * by the hash chain's verification. Also: concurrent appends chain without a gap or a fork.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { AuditLog } from "@atalaya/core"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"
import { Effect, Either, ManagedRuntime } from "effect"
import { randomBytes } from "node:crypto"
import Pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Storage } from "../src/index.js"

const ownerUrl = useFreshDatabase("atalaya_roles")
const role = `atalaya_app_${randomBytes(4).toString("hex")}`
const appUrl = (() => {
  const url = new URL(ownerUrl)
  url.username = role
  return url.toString()
})()

const asOwner = async <A>(f: (client: Pg.Client) => Promise<A>): Promise<A> => {
  const client = new Pg.Client({ connectionString: ownerUrl })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

describe("PostgreSQL: the service as a role that does not own audit_log", () => {
  let runtime: ManagedRuntime.ManagedRuntime<Storage.Services, unknown>
  const run = <A>(effect: Effect.Effect<A, unknown, Storage.Services>) => runtime.runPromise(effect)
  const appSql = (statement: string) =>
    run(Effect.either(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement))))
  const verify = () => run(Effect.flatMap(AuditLog.AuditLog, (log) => log.verify()))
  const append = (n: number) =>
    Effect.flatMap(AuditLog.AuditLog, (log) =>
      log.append({ action: "TEST", entity: "icsr", entity_id: String(n), actor: { id: null, email: "system" }, changes: { n } }))

  beforeAll(async () => {
    await asOwner((c) => c.query(`CREATE ROLE ${role} LOGIN`))
    runtime = ManagedRuntime.make(Storage.layerPostgres({ url: appUrl, migrationUrl: ownerUrl }))
    await runtime.runtime()
  })
  afterAll(async () => {
    await runtime?.dispose()
    await asOwner(async (c) => {
      await c.query(`DROP OWNED BY ${role}`)
      await c.query(`DROP ROLE ${role}`)
    })
  })

  it("the application role appends, concurrently, into one unbroken chain", async () => {
    await run(Effect.forEach(Array.from({ length: 40 }, (_, i) => i), (i) => append(i), { concurrency: 8, discard: true }))
    const result = await verify()
    expect(result).toEqual({ ok: true, entries: 40, first_broken_id: null })
    const seqs = await asOwner((c) => c.query("SELECT seq FROM audit_log ORDER BY seq"))
    expect(seqs.rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
  })

  it("the application role cannot update, delete, truncate, alter or disable the triggers of audit_log", async () => {
    for (const statement of [
      "UPDATE audit_log SET actor_email = 'forged@x' WHERE id = 3",
      "DELETE FROM audit_log WHERE id = 3",
      "TRUNCATE audit_log",
      "ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only",
      "ALTER TABLE audit_log DISABLE TRIGGER USER",
      "UPDATE audit_chain_head SET seq = 0",
      "DROP TABLE audit_log"
    ]) {
      const result = await appSql(statement)
      expect(Either.isLeft(result), statement).toBe(true)
      if (Either.isLeft(result)) expect(String((result.left as { cause?: Error }).cause?.message ?? result.left)).toMatch(/permission denied|must be owner/)
    }
    // A back-dated entry cannot be written either: the database stamps the time.
    await appSql("INSERT INTO audit_log (at, action, entity) VALUES ('2020-01-01', 'BACKDATED', 'icsr')")
    const row = await asOwner((c) => c.query("SELECT at FROM audit_log WHERE action = 'BACKDATED'"))
    expect(new Date(row.rows[0].at).getFullYear()).toBeGreaterThan(2020)
    expect((await verify()).ok).toBe(true)
  })

  it("a row rewritten by the owner through SQL is reported by verify", async () => {
    const target = await asOwner((c) => c.query("SELECT id::int AS id FROM audit_log ORDER BY id OFFSET 2 LIMIT 1"))
    const id = target.rows[0].id as number
    await asOwner(async (c) => {
      await c.query("BEGIN")
      await c.query("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only")
      await c.query("UPDATE audit_log SET actor_email = 'forged@x' WHERE id = $1", [id])
      await c.query("ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only")
      await c.query("COMMIT")
    })
    expect(await verify()).toEqual({ ok: false, entries: 41, first_broken_id: id })
    // A deleted entry breaks the link of the next one in the chain (seq order, not id order).
    const next = await asOwner((c) => c.query("SELECT id::int AS id FROM audit_log WHERE seq = 11"))
    await asOwner(async (c) => {
      await c.query("BEGIN")
      await c.query("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only")
      await c.query("UPDATE audit_log SET actor_email = 'system' WHERE id = $1", [id])
      await c.query("DELETE FROM audit_log WHERE seq = 10")
      await c.query("ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only")
      await c.query("COMMIT")
    })
    expect(await verify()).toEqual({ ok: false, entries: 40, first_broken_id: next.rows[0].id })
  })
})
