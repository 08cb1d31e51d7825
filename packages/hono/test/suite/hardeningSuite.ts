/**
 * The hardening suite shared by every storage driver (issue 13): NUL bytes in query and path
 * parameters answer the contract's 400, a follow-up is validated before anything is sent and never
 * sent unrecorded, login throttling counts failures per email without a reset by a success and
 * limits failures per client address, and the audit trail's hash chain reveals a row rewritten or
 * inserted behind the application's back.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, Logger as EffectLogger } from "effect"
import { AuthService } from "@atalaya/core"
import { SimulatedMessenger } from "@atalaya/messaging"
import { describe, expect, it } from "vitest"
import * as CaseFixtures from "@atalaya/testing/CaseFixtures"
import { type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

export type { MakeStorageLayer }

const NUL_QUERY = (name: string) => ({
  detail: [{ loc: ["query", name], msg: "string must not contain NUL characters", type: "value_error.str.nul" }]
})
const TOO_MANY = { detail: "Demasiados intentos, intente más tarde" }
const CLIENT_HEADER = "x-atalaya-test-client"

/** Registers the hardening suite for one storage driver. */
export const runHardeningSuite = (name: string, makeStorageLayer: MakeStorageLayer): void => {
  describe(`hardening over ${name}`, () => {
    // What the simulated messenger "sent": its one log line per message.
    const simulated: Array<string> = []
    const capture = EffectLogger.replace(
      EffectLogger.defaultLogger,
      EffectLogger.make(({ message }) => {
        const text = Array.isArray(message) ? message.join(" ") : String(message)
        if (text.includes("mensaje simulado")) simulated.push(text)
      })
    )
    const h = useApiHarness(makeStorageLayer, { qf: ["qf"], qa: ["qa"] }, {
      overrides: () =>
        Layer.mergeAll(
          SimulatedMessenger.layer,
          capture,
          AuthService.layerLoginThrottle({ clientAddressHeader: CLIENT_HEADER, maxFailuresPerAddress: 20 })
        )
    })
    const { call, users } = h
    const admin = () => users.admin.token
    const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
      h.runtime().runPromise(Effect.flatMap(SqlClient.SqlClient, f) as Effect.Effect<A, never, never>)

    describe("NUL in query and path parameters: 400 in the validation shape, never 500", () => {
      it("GET /icsr-caso-prueba/codigo-interno/check?code=%00", async () => {
        const res = await call("GET", "/icsr-caso-prueba/codigo-interno/check?code=%00", { token: admin() })
        expect(res).toMatchObject({ status: 400, body: NUL_QUERY("code") })
      })
      it("GET /causality/kl/last/{id}?producto=%00", async () => {
        const res = await call("GET", "/causality/kl/last/1?producto=a%00b", { token: admin() })
        expect(res).toMatchObject({ status: 400, body: NUL_QUERY("producto") })
      })
      it("a NUL in a path segment", async () => {
        const res = await call("GET", "/products/by-registro/RS%00X", { token: admin() })
        expect(res.status, res.text).toBe(400)
        expect(res.body.detail[0]).toMatchObject({ loc: ["path", expect.any(String)], type: "value_error.str.nul" })
      })
      it("even before authentication, and a clean request still passes", async () => {
        expect((await call("GET", "/icsr?q=%00")).status).toBe(400)
        expect((await call("GET", "/icsr-caso-prueba/codigo-interno/check?code=ABC-1", { token: admin() })).status).toBe(200)
      })
    })

    describe("follow-up: validated before sending, recorded with the send", () => {
      it("a NUL or another control character in the body is 400 and nothing goes out", async () => {
        const created = await call("POST", "/icsr", { token: admin(), json: CaseFixtures.caseBody({ reportante_telefono: "987 654 321" }) })
        expect(created.status, created.text).toBe(201)
        const id = created.body.id
        const before = simulated.length
        for (const body of ["x\u0000y", "campana\u0007", "esc\u001b[2J"]) {
          const res = await call("POST", `/icsr/${id}/followup/send`, { token: admin(), json: { channel: "sms", body } })
          expect(res.status, res.text).toBe(400)
          expect(res.body.detail[0]).toMatchObject({ loc: ["body", "body"] })
        }
        expect(simulated.length).toBe(before)
        expect((await call("GET", `/icsr/${id}/followup/thread`, { token: admin() })).body).toEqual({ items: [], total: 0 })
        // Line breaks and tabs are ordinary text.
        const ok = await call("POST", `/icsr/${id}/followup/send`, { token: admin(), json: { channel: "sms", body: "Hola\n\tGracias" } })
        expect(ok.status, ok.text).toBe(200)
        expect(simulated.length).toBe(before + 1)
        const thread = (await call("GET", `/icsr/${id}/followup/thread`, { token: admin() })).body
        expect(thread.items).toEqual([ok.body])
      })
    })

    describe("login throttling", () => {
      const login = (email: string, password: string, client = "203.0.113.7") =>
        call("POST", "/auth/login", { json: { email, password }, headers: { [CLIENT_HEADER]: client } })

      it("4 bad + 1 good + 4 bad within the window reaches 429: a success does not reset the count", async () => {
        const email = `${marker()}@clinica.test`
        const created = await call("POST", "/users", { token: admin(), json: { email, password: "buena-clave-1", nombre: "T", roles: ["qa"] } })
        expect(created.status, created.text).toBe(201)
        const client = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
        for (let i = 0; i < 4; i++) expect((await login(email, "mala", client)).status).toBe(401)
        expect((await login(email, "buena-clave-1", client)).status).toBe(200)
        const statuses: Array<number> = []
        for (let i = 0; i < 4; i++) statuses.push((await login(email, "mala", client)).status)
        expect(statuses).toEqual([401, 429, 429, 429])
        expect(await login(email, "buena-clave-1", client)).toMatchObject({ status: 429, body: TOO_MANY })
      })

      it("failures from one client address are limited across emails; other addresses are not affected", async () => {
        const client = "192.0.2.55"
        const statuses: Array<number> = []
        for (let i = 0; i < 30; i++) statuses.push((await login(`${marker()}@clinica.test`, "mala", client)).status)
        expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
        expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
        // The admin still signs in from elsewhere.
        expect((await login(users.admin.email, users.admin.password, "192.0.2.56")).status).toBe(200)
      })
    })

    describe("audit trail hash chain: GET /audit/verify", () => {
      const verify = async (): Promise<Json> => {
        const res = await call("GET", "/audit/verify", { token: admin() })
        expect(res.status, res.text).toBe(200)
        return res.body
      }

      it("needs audit:read", async () => {
        expect((await call("GET", "/audit/verify")).status).toBe(401)
        expect(await call("GET", "/audit/verify", { token: users.qf.token })).toMatchObject({ status: 403, body: { detail: "Permission denied: audit:read required" } })
        expect((await call("GET", "/audit/verify", { token: users.qa.token })).status).toBe(200)
      })

      it("an intact chain verifies; a row rewritten through SQL is reported, and so is a back-dated insert", async () => {
        const created = await call("POST", "/icsr", { token: admin(), json: CaseFixtures.caseBody() })
        expect(created.status).toBe(201)
        const clean = await verify()
        expect(clean).toEqual({ ok: true, entries: expect.any(Number), first_broken_id: null })
        expect(clean.entries).toBeGreaterThan(3)

        const rows = await sql((s) => s<{ id: number; actor_email: string }>`SELECT id::int AS id, actor_email FROM audit_log ORDER BY id`)
        const target = rows[2]!
        const tamper = (statement: string) =>
          sql((s) => s.withTransaction(Effect.gen(function*() {
            yield* s.unsafe("ALTER TABLE audit_log DISABLE TRIGGER USER")
            yield* s.unsafe(statement)
            yield* s.unsafe("ALTER TABLE audit_log ENABLE TRIGGER USER")
          })))
        await tamper(`UPDATE audit_log SET actor_email = 'forged@x' WHERE id = ${target.id}`)
        expect(await verify()).toEqual({ ok: false, entries: clean.entries, first_broken_id: target.id })
        await tamper(`UPDATE audit_log SET actor_email = ${target.actor_email === null ? "NULL" : `'${target.actor_email}'`} WHERE id = ${target.id}`)
        expect(await verify()).toEqual(clean)

        await tamper(`INSERT INTO audit_log (at, action, entity, entity_id, actor_email) VALUES ('2020-01-01', 'ICSR_DELETE', 'icsr', '1', 'forged@x')`)
        const forged = await sql((s) => s<{ id: number }>`SELECT max(id)::int AS id FROM audit_log`)
        expect(await verify()).toMatchObject({ ok: false, first_broken_id: forged[0]!.id })
      })
    })
  })
}
