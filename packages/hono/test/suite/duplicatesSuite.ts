/**
 * The HTTP suite of duplicate detection, shared by every storage driver: `GET /icsr/{id}/duplicates`,
 * `GET /icsr/duplicates` and `PUT /icsr/{id}/dup` through the real app, with the contract's exact
 * answers, errors and permissions, the stored flag in case lists, and no 500 for any bad input.
 *
 * Tests share one database; each places its cases in an event-date year of its own, so the
 * date window keeps other tests' cases out of its matches.
 */
import { DuplicateRepository, Duplicates } from "@atalaya/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

const NARRATIVE =
  "Varón de 62 años que recibe ceftriaxona 2 g EV por neumonía. A los 15 minutos de la infusión presenta urticaria generalizada, " +
  "disnea y presión arterial de 80/50 mmHg. Se suspende la infusión y se administra epinefrina 0,5 mg IM e hidrocortisona 100 mg EV. " +
  "Recuperado a las 24 horas."
const REWORDED =
  "Paciente masculino de 62 años con neumonía en tratamiento con Rocephin 2 g; a los 15 minutos de iniciada la infusión desarrolla " +
  "urticaria generalizada con disnea, PA 80/50 mmHg. Se administró epinefrina 0,5 mg IM e hidrocortisona 100 mg EV; recuperado en 24 horas."

const CASE_NOT_FOUND = { detail: "ICSR no encontrado" }
const NOT_AUTHENTICATED = { detail: "Not authenticated" }
const denied = (permission: string) => ({ detail: `Permission denied: ${permission} required` })
const issue = (loc: ReadonlyArray<string | number>, msg: string, type: string) => ({ loc, msg, type })
const missing = (...loc: Array<string | number>) => issue(loc, "field required", "value_error.missing")

/** Registers the duplicates HTTP suite for one storage driver. */
export const runDuplicatesHttpSuite = (name: string, makeStorageLayer: MakeStorageLayer): void => {
  describe(`duplicates http suite: ${name}`, () => {
    const { call, users, runtime } = useApiHarness(makeStorageLayer, {
      qf: ["qf"],
      qa: ["qa"],
      soporte: ["soporte"],
      legal: ["legal"],
      nobody: []
    })
    const admin = () => users.admin.token

    let year = 2300 + Math.floor(Math.random() * 3000)
    const newYear = () => (year += 2)

    const createCase = async (body: Record<string, unknown>): Promise<Json> => {
      const res = await call("POST", "/icsr", {
        token: admin(),
        json: { paciente_edad: 62, paciente_sexo: "M", reportante_nombre: "Q.F. Rosa Paz", ...body }
      })
      expect(res.status, res.text).toBe(201)
      return res.body
    }

    /** A report and a second report of the same event, plus an unrelated case the same day. */
    const reports = async () => {
      const y = newYear()
      const m = marker()
      const date = `${y}-08-14`
      const a = await createCase({
        paciente_iniciales: "J. A. Q. F.",
        paciente_fecha_nacimiento: "1962-03-03",
        fecha_inicio_evento: date,
        producto_sospechoso: "Ceftriaxona 2 g polvo para solución inyectable",
        productos: [{ nombre_producto: "Ceftriaxona", ifa: "Ceftriaxona sódica", registro_sanitario: "EE-04567" }],
        descripcion_evento: `${NARRATIVE} ${m}`
      })
      const b = await createCase({
        paciente_iniciales: "jqf",
        fecha_inicio_evento: date,
        producto_sospechoso: "ROCEPHIN 2G",
        productos: [{ nombre_producto: "Rocephin", registro_sanitario: "ee 04567" }],
        descripcion_evento: `${REWORDED} ${m}`
      })
      const other = await createCase({
        paciente_iniciales: "LMN",
        fecha_inicio_evento: date,
        producto_sospechoso: "Losartán 50 mg",
        descripcion_evento: `Tos seca persistente tras iniciar losartán. ${m}`
      })
      return { a, b, other, m, date }
    }

    /** Word rarity as storage counts it now, for the narratives of `cases`. */
    const storedRarity = async (...cases: ReadonlyArray<{ readonly descripcion_evento?: string | null }>): Promise<Duplicates.WordRarity> => {
      const words = cases.flatMap((c) => [...Duplicates.narrativeProfile(c.descripcion_evento).words])
      const counts = await runtime().runPromise(Effect.flatMap(DuplicateRepository.DuplicateRepository, (r) => r.wordCounts!(words)))
      return { cases: counts.cases, count: (w) => counts.counts.get(w) ?? 0 }
    }

    const duplicatesOf = (id: number, query = "", token = admin()) => call("GET", `/icsr/${id}/duplicates${query}`, { token })

    describe("GET /icsr/{icsr_id}/duplicates", () => {
      it("answers {status, label, color, score, best_id, matches} with the contract's fields per match", async () => {
        const { a, b, other, date } = await reports()
        const res = await duplicatesOf(a.id)
        expect(res.status, res.text).toBe(200)
        const expected = Duplicates.score(a, b, await storedRarity(a, b))
        // Initials without the second given name, the same event date, the product by its registration number.
        expect(expected.parts).toMatchObject({ iniciales: true, fecha_nacimiento: false, fecha_evento: true, producto: true })
        expect(res.body).toEqual({
          ...Duplicates.classify(expected.score),
          score: expected.score,
          best_id: b.id,
          matches: [{
            id: b.id,
            score: expected.score,
            reasons: expected.reasons,
            fecha: date,
            producto: "ROCEPHIN 2G",
            iniciales: "jqf",
            narrativa: b.descripcion_evento
          }]
        })
        expect(Object.keys(res.body)).toEqual(["status", "label", "color", "score", "best_id", "matches"])
        expect(res.body.status).not.toBe("unique")
        expect(res.body.matches.map((x: Json) => x.id)).not.toContain(other.id)
        // The unrelated case of the same day: unique, success, no match.
        expect((await duplicatesOf(other.id)).body).toEqual({ status: "unique", label: "Único", color: "success", score: 0, best_id: null, matches: [] })
      })

      it("a referral's report dated the day after: review, with the near date named; three days off is unique", async () => {
        const y = newYear()
        const post = { paciente_iniciales: "R.Q.H.", producto_sospechoso: "Metamizol 1 g/2 mL inyectable", fecha_inicio_evento: `${y}-06-02` }
        const a = await createCase({ ...post, descripcion_evento: "Rash y prurito tras la aplicación." })
        const b = await createCase({ ...post, fecha_inicio_evento: `${y}-06-03`, descripcion_evento: "Ingresa por hipotensión y disnea; referido desde el puesto." })
        const c = await createCase({ ...post, paciente_iniciales: "RQH", fecha_inicio_evento: `${y}-06-05`, descripcion_evento: "Cefalea leve." })
        const res = await duplicatesOf(b.id)
        expect(res.status, res.text).toBe(200)
        const near = res.body.matches.find((x: Json) => x.id === a.id)
        expect(near.reasons).toEqual(["Mismas iniciales", "Fecha de inicio del evento cercana (1 día)", "Mismo producto sospechoso"])
        expect(near.score).toBe(0.5)
        expect(res.body.matches.find((x: Json) => x.id === c.id).reasons).toContain("Fecha de inicio del evento cercana (2 días)")
        // The case two days off is as near: both 0.50, the newer first.
        expect(res.body.matches.map((x: Json) => x.id)).toEqual([c.id, a.id])
        expect(res.body).toMatchObject({ status: "review", label: "Revisar", color: "warning", score: 0.5, best_id: c.id })
        const far = (await duplicatesOf(c.id)).body.matches.find((x: Json) => x.id === a.id)
        // Three days off with another reaction on both sides is another event, and says so.
        expect(far).toMatchObject({ score: 0.4, reasons: ["Mismas iniciales", "Mismo producto sospechoso", "Otro evento: otra reacción en otra fecha"] })
      })

      it("a second report naming the first's reaction in its own words, the same day: review, 'la misma reacción', with the same age and sex; ten days later it is not", async () => {
        const y = newYear()
        const drug = { producto_sospechoso: "Paclitaxel 175 mg/m2", paciente_sexo: "F" }
        const a = await createCase({
          ...drug,
          paciente_iniciales: "A.S.U.",
          fecha_inicio_evento: `${y}-03-02`,
          descripcion_evento: "Paciente hospitalizada en oncología por cáncer de mama. A las 6 horas de la infusión presenta rubor facial e hipotensión; se administra clorfenamina."
        })
        const note = "Nota de enfermería: pcte refiere rubor facial e hipotensión luego de la administración de paclitaxel. Se comunica a médico de turno."
        const b = await createCase({ ...drug, paciente_iniciales: "PRIVACY", fecha_inicio_evento: `${y}-03-02`, descripcion_evento: note })
        const res = await duplicatesOf(b.id)
        expect(res.status, res.text).toBe(200)
        // Both 62-year-old women (the suite's default age): 0.45 for the date, the product and the reaction, 0.10 for the age and sex.
        expect(res.body).toMatchObject({ status: "review", label: "Revisar", color: "warning", score: 0.55, best_id: a.id })
        expect(res.body.matches[0].reasons).toEqual(["Misma edad y sexo", "Misma fecha de inicio del evento", "Mismo producto sospechoso", "Narrativa similar (20 %): la misma reacción"])
        // A note of the same patient's reaction ten days later tells another episode, not this one again.
        const c = await createCase({
          ...drug,
          paciente_iniciales: "a s u",
          fecha_inicio_evento: `${y}-03-12`,
          descripcion_evento: "Nota de enfermería 20:00 h: pcte con rubor facial e hipotensión tras paclitaxel; se avisa al médico."
        })
        const later = (await duplicatesOf(c.id)).body.matches.find((x: Json) => x.id === a.id)
        expect(later).toMatchObject({ score: 0.4, reasons: ["Mismas iniciales", "Mismo producto sospechoso"] })
      })

      it("a pharmacy receipt's 'QUISPE QUISPE, JUAN' is the physician's JQQ (review); his brother RQQ the same day is capped as another child", async () => {
        const y = newYear()
        const drug = { producto_sospechoso: "Amoxicilina 250 mg/5 mL", paciente_sexo: "M", paciente_edad: 7, fecha_inicio_evento: `${y}-05-14` }
        const receipt = await createCase({ ...drug, paciente_iniciales: "QUISPE QUISPE, JUAN", descripcion_evento: "Madre refiere vómitos desde el martes; no se dispensa." })
        const form = await createCase({ ...drug, paciente_iniciales: "J.Q.Q.", descripcion_evento: "Niño con urticaria generalizada a las 4 horas de la tercera dosis." })
        const brother = await createCase({ ...drug, paciente_iniciales: "RQQ", descripcion_evento: "Urticaria en tronco tras amoxicilina." })
        const res = await duplicatesOf(form.id)
        expect(res.status, res.text).toBe(200)
        const same = res.body.matches.find((x: Json) => x.id === receipt.id)
        expect(same).toMatchObject({ score: 0.6, reasons: ["Mismas iniciales", "Misma fecha de inicio del evento", "Mismo producto sospechoso"] })
        const other = res.body.matches.find((x: Json) => x.id === brother.id)
        expect(other.score).toBe(0.44)
        expect(other.reasons).toContain("Iniciales distintas")
        expect(res.body).toMatchObject({ status: "review", best_id: receipt.id })
      })

      it("days_window: 1-365, default 60; out of range or not an integer is a 400 on ['query','days_window']", async () => {
        const { a } = await reports()
        expect((await duplicatesOf(a.id, "?days_window=1")).status).toBe(200)
        expect((await duplicatesOf(a.id, "?days_window=365")).status).toBe(200)
        expect((await duplicatesOf(a.id, "?days_window=")).status).toBe(200)
        const bad: Array<[string, Json]> = [
          ["0", issue(["query", "days_window"], "ensure this value is greater than or equal to 1", "value_error.number.not_ge")],
          ["-5", issue(["query", "days_window"], "ensure this value is greater than or equal to 1", "value_error.number.not_ge")],
          ["366", issue(["query", "days_window"], "ensure this value is less than or equal to 365", "value_error.number.not_le")],
          ["abc", issue(["query", "days_window"], "value is not a valid integer", "type_error.integer")],
          ["1.5", issue(["query", "days_window"], "value is not a valid integer", "type_error.integer")],
          ["99999999999999999999", issue(["query", "days_window"], "value is not a valid integer", "type_error.integer")]
        ]
        for (const [value, detail] of bad) {
          const res = await duplicatesOf(a.id, `?days_window=${value}`)
          expect(res.status, value).toBe(400)
          expect(res.body, value).toEqual({ detail: [detail] })
        }
      })

      it("unknown case 404 'ICSR no encontrado'; a bad id is a 400 on the path", async () => {
        expect(await duplicatesOf(2_000_000_000)).toEqual(expect.objectContaining({ status: 404, body: CASE_NOT_FOUND }))
        const res = await call("GET", "/icsr/abc/duplicates", { token: admin() })
        expect(res.status).toBe(400)
        expect(res.body).toEqual({ detail: [issue(["path", "icsr_id"], "value is not a valid integer", "type_error.integer")] })
      })

      it("needs icsr:read: 401 without a token, 403 without the permission, 200 for legal and qa", async () => {
        const { a } = await reports()
        expect(await call("GET", `/icsr/${a.id}/duplicates`)).toEqual(expect.objectContaining({ status: 401, body: NOT_AUTHENTICATED }))
        expect(await duplicatesOf(a.id, "", users.nobody.token)).toEqual(expect.objectContaining({ status: 403, body: denied("icsr:read") }))
        expect((await duplicatesOf(a.id, "", users.legal.token)).status).toBe(200)
        expect((await duplicatesOf(a.id, "", users.qa.token)).status).toBe(200)
      })
    })

    describe("GET /icsr/duplicates", () => {
      it("ids repeated or comma-separated: an object keyed by case id, each value as the single answer", async () => {
        const { a, b, other } = await reports()
        const single = (await duplicatesOf(a.id)).body
        for (const query of [`ids=${a.id}&ids=${b.id}&ids=${other.id}`, `ids=${a.id},${b.id},${other.id}`, `ids=${a.id},${b.id}&ids=${other.id},2000000000`]) {
          const res = await call("GET", `/icsr/duplicates?${query}`, { token: admin() })
          expect(res.status, res.text).toBe(200)
          expect(Object.keys(res.body).sort(), query).toEqual([a.id, b.id, other.id].map(String).sort())
          expect(res.body[String(a.id)]).toEqual(single)
          expect(res.body[String(other.id)].status).toBe("unique")
        }
        // Unknown ids are left out; the window applies to all.
        expect((await call("GET", "/icsr/duplicates?ids=2000000000", { token: admin() })).body).toEqual({})
        expect((await call("GET", `/icsr/duplicates?ids=${a.id}&days_window=30`, { token: admin() })).body[String(a.id)]).toEqual(single)
      })

      it("ids missing or malformed: 400 on ['query','ids']; a bad days_window: 400", async () => {
        const cases: Array<[string, Json]> = [
          ["", [missing("query", "ids")]],
          ["?ids=", [missing("query", "ids")]],
          ["?ids=abc", [issue(["query", "ids"], "value is not a valid integer", "type_error.integer")]],
          ["?ids=1,-2", [issue(["query", "ids"], "ensure this value is greater than or equal to 1", "value_error.number.not_ge")]],
          ["?ids=2147483648", [issue(["query", "ids"], "ensure this value is less than or equal to 2147483647", "value_error.number.not_le")]],
          ["?ids=1&days_window=0", [issue(["query", "days_window"], "ensure this value is greater than or equal to 1", "value_error.number.not_ge")]]
        ]
        for (const [query, detail] of cases) {
          const res = await call("GET", `/icsr/duplicates${query}`, { token: admin() })
          expect(res.status, query).toBe(400)
          expect(res.body, query).toEqual({ detail })
        }
        const many = Array.from({ length: 501 }, (_, i) => i + 1).join(",")
        expect((await call("GET", `/icsr/duplicates?ids=${many}`, { token: admin() })).status).toBe(400)
      })

      it("needs icsr:list (bulk duplicate check): 403 for a user without it, 200 for soporte", async () => {
        expect(await call("GET", "/icsr/duplicates?ids=1")).toEqual(expect.objectContaining({ status: 401, body: NOT_AUTHENTICATED }))
        const res = await call("GET", "/icsr/duplicates?ids=1", { token: users.nobody.token })
        expect(res).toEqual(expect.objectContaining({ status: 403, body: denied("icsr:list") }))
        expect((await call("GET", "/icsr/duplicates?ids=1", { token: users.soporte.token })).status).toBe(200)
      })
    })

    describe("PUT /icsr/{icsr_id}/dup", () => {
      it("duplicado with picked_id: {ok, dup_override, dup_of_id}; later answers show it; audited; null clears", async () => {
        const { a, b, other } = await reports()
        const res = await call("PUT", `/icsr/${other.id}/dup`, { token: users.qf.token, json: { final: "duplicado", picked_id: a.id } })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({ ok: true, dup_override: "duplicado", dup_of_id: a.id })

        const answer = (await duplicatesOf(other.id)).body
        expect(answer).toMatchObject({ status: "dup", label: "Duplicado", color: "danger", score: 1, best_id: a.id })
        expect(answer.matches[0]).toMatchObject({ id: a.id, score: 1 })
        expect(answer.matches[0].reasons).toContain("Confirmado manualmente como duplicado")
        // The master shows the pair too, and the case itself carries the decision.
        const master = (await duplicatesOf(a.id)).body
        expect(master.matches[0]).toMatchObject({ id: other.id, score: 1 })
        expect(master.matches.map((x: Json) => x.id)).toEqual([other.id, b.id])
        const read = await call("GET", `/icsr/${other.id}`, { token: admin() })
        expect(read.body).toMatchObject({ dup_override: "duplicado", dup_of_id: a.id })

        const audit = await call("GET", `/icsr/${other.id}/audit`, { token: admin() })
        const entry = audit.body.at(-1)
        expect(entry).toMatchObject({ action: "ICSR_DUP_DECISION", actor_id: users.qf.id, actor_email: users.qf.email })
        expect(entry.changes.fields).toEqual([
          { field: "dup_override", before: null, after: "duplicado" },
          { field: "dup_of_id", before: null, after: a.id }
        ])
        expect((await call("GET", `/icsr/${other.id}/delete-summary`, { token: admin() })).body.snapshots).toBe(1)

        const unico = await call("PUT", `/icsr/${other.id}/dup`, { token: admin(), json: { final: "unico" } })
        expect(unico.body).toEqual({ ok: true, dup_override: "unico", dup_of_id: null })
        expect((await duplicatesOf(other.id)).body).toMatchObject({ status: "unique", label: "Único", color: "success", score: 0, best_id: null })

        const cleared = await call("PUT", `/icsr/${other.id}/dup`, { token: admin(), json: { final: null, picked_id: null } })
        expect(cleared.body).toEqual({ ok: true, dup_override: null, dup_of_id: null })
        expect((await duplicatesOf(other.id)).body).toEqual({ status: "unique", label: "Único", color: "success", score: 0, best_id: null, matches: [] })
        expect((await call("GET", `/icsr/${other.id}`, { token: admin() })).body).toMatchObject({ dup_override: null, dup_of_id: null })
      })

      it("validation: picked_id required with duplicado, must be another existing case; final unico, duplicado or null", async () => {
        const { a } = await reports()
        const notFound = issue(["body", "picked_id"], "ICSR no encontrado", "value_error")
        const cases: Array<[unknown, Json]> = [
          [{ final: "duplicado" }, [missing("body", "picked_id")]],
          [{ final: "duplicado", picked_id: null }, [missing("body", "picked_id")]],
          [{ final: "duplicado", picked_id: a.id }, [notFound]],
          [{ final: "duplicado", picked_id: 2_000_000_000 }, [notFound]],
          [{ final: "duplicado", picked_id: "abc" }, [issue(["body", "picked_id"], "value is not a valid integer", "type_error.integer")]],
          [{ final: "duplicado", picked_id: 0 }, [issue(["body", "picked_id"], "ensure this value is greater than or equal to 1", "value_error.number.not_ge")]],
          [{ final: "duplicado", picked_id: 2_147_483_648 }, [issue(["body", "picked_id"], "ensure this value is less than or equal to 2147483647", "value_error.number.not_le")]],
          [{ final: "si" }, [issue(["body", "final"], "value is not a valid enumeration member; permitted: 'unico', 'duplicado'", "type_error.enum")]],
          [{ final: 1 }, [issue(["body", "final"], "value is not a valid enumeration member; permitted: 'unico', 'duplicado'", "type_error.enum")]],
          [{ picked_id: 3 }, [missing("body", "final")]],
          [{}, [missing("body", "final")]],
          [[], [issue(["body"], "value is not a valid dict", "type_error.dict")]],
          ["duplicado", [issue(["body"], "value is not a valid dict", "type_error.dict")]]
        ]
        for (const [json, detail] of cases) {
          const res = await call("PUT", `/icsr/${a.id}/dup`, { token: admin(), json })
          expect(res.status, JSON.stringify(json)).toBe(400)
          expect(res.body, JSON.stringify(json)).toEqual({ detail })
        }
        expect((await call("PUT", `/icsr/${a.id}/dup`, { token: admin() })).body).toEqual({ detail: [missing("body")] })
        const malformed = await call("PUT", `/icsr/${a.id}/dup`, { token: admin(), raw: "{final:", headers: { "content-type": "application/json" } })
        expect(malformed.status).toBe(400)
        expect(malformed.body.detail[0].type).toBe("value_error.jsondecode")
        // Spellings people type are accepted.
        const typed = await call("PUT", `/icsr/${a.id}/dup`, { token: admin(), json: { final: " Único " } })
        expect(typed.body).toEqual({ ok: true, dup_override: "unico", dup_of_id: null })
        // Nothing else was written: one decision, one audit entry.
        const audit = await call("GET", `/icsr/${a.id}/audit`, { token: admin() })
        expect(audit.body.filter((e: Json) => e.action === "ICSR_DUP_DECISION")).toHaveLength(1)
      })

      it("unknown case 404; bad id 400; needs icsr:update (qa and legal are refused)", async () => {
        const { a, b } = await reports()
        expect(await call("PUT", "/icsr/2000000000/dup", { token: admin(), json: { final: null } })).toEqual(expect.objectContaining({ status: 404, body: CASE_NOT_FOUND }))
        expect((await call("PUT", "/icsr/x/dup", { token: admin(), json: { final: null } })).status).toBe(400)
        expect(await call("PUT", `/icsr/${a.id}/dup`, { json: { final: null } })).toEqual(expect.objectContaining({ status: 401, body: NOT_AUTHENTICATED }))
        for (const who of ["qa", "legal", "nobody"] as const) {
          const res = await call("PUT", `/icsr/${a.id}/dup`, { token: users[who].token, json: { final: "duplicado", picked_id: b.id } })
          expect(res, who).toEqual(expect.objectContaining({ status: 403, body: denied("icsr:update") }))
        }
        expect((await call("GET", `/icsr/${a.id}`, { token: admin() })).body.dup_override).toBeNull()
      })
    })

    describe("the stored flag", () => {
      it("creation answers at once; the background check then flags both reports in the case list", async () => {
        const { a, b, other, m } = await reports()
        const flags = async () => {
          const page = await call("GET", `/icsr?q=${m}`, { token: admin() })
          expect(page.status).toBe(200)
          return new Map<number, Json>(page.body.items.map((c: Json) => [c.id, c]))
        }
        // Poll: the check runs after the creation answered.
        let items = await flags()
        for (let i = 0; i < 100 && [a, b, other].some((c) => items.get(c.id)?.dup_status == null); i++) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          items = await flags()
        }
        // Word counts move with every write, so a stored score may differ a little from one computed now.
        const score = Duplicates.score(a, b, await storedRarity(a, b)).score
        const status = Duplicates.classify(score).status
        for (const [self, best] of [[a, b], [b, a]] as const) {
          expect(items.get(self.id)).toMatchObject({ dup_status: status, dup_best_id: best.id })
          expect(items.get(self.id).dup_score).toBeCloseTo(score, 1)
        }
        expect(items.get(other.id)).toMatchObject({ dup_status: "unique", dup_score: 0, dup_best_id: null })
        expect(items.get(a.id).dup_checked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
        // A single read is the case as written: no flag.
        expect((await call("GET", `/icsr/${a.id}`, { token: admin() })).body).not.toHaveProperty("dup_status")
      })

      /** Polls the case list until `ok` holds for the stored flags (bounded: fails after 10 s). */
      const flagsUntil = async (m: string, ok: (items: Map<number, Json>) => boolean): Promise<Map<number, Json>> => {
        const deadline = Date.now() + 10_000
        for (;;) {
          const page = await call("GET", `/icsr?q=${m}`, { token: admin() })
          expect(page.status).toBe(200)
          const items = new Map<number, Json>(page.body.items.map((c: Json) => [c.id, c]))
          if (ok(items) || Date.now() > deadline) return items
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }

      it("stays fresh: an edit that takes the resemblance away and a deletion refresh the other case's flag", async () => {
        const { a, b, other, m } = await reports()
        await flagsUntil(m, (items) => items.get(a.id)?.dup_best_id === b.id)
        // b turns out to be another patient: a woman with other initials and another narrative.
        const edited = await call("PUT", `/icsr/${b.id}`, {
          token: admin(),
          json: { paciente_sexo: "F", paciente_iniciales: "RTV", descripcion_evento: `Cefalea leve tras la primera dosis. ${m}` }
        })
        expect(edited.status, edited.text).toBe(200)
        // Same product and event date still match, but the contradictions cap the pair below review.
        const afterEdit = await flagsUntil(m, (items) => items.get(a.id)?.dup_status === "unique")
        expect(afterEdit.get(a.id).dup_status).toBe("unique")
        expect(afterEdit.get(a.id).dup_score).toBeLessThanOrEqual(0.44)

        // A third report of a's event flags a; deleting it leaves a unflagged, never pointing at a gone case.
        const c = await createCase({
          paciente_iniciales: "JAQF",
          paciente_fecha_nacimiento: "1962-03-03",
          fecha_inicio_evento: a.fecha_inicio_evento,
          producto_sospechoso: "Ceftriaxona 2 g",
          descripcion_evento: `${NARRATIVE} ${m}`
        })
        await flagsUntil(m, (items) => items.get(a.id)?.dup_best_id === c.id)
        const removed = await call("DELETE", `/icsr/${c.id}`, { token: admin(), json: { password: users.admin.password } })
        expect(removed.status, removed.text).toBe(200)
        const afterDelete = await flagsUntil(m, (items) => items.get(a.id)?.dup_status === "unique")
        expect(afterDelete.get(a.id).dup_status).toBe("unique")
        expect(afterDelete.get(a.id).dup_best_id).not.toBe(c.id)
        expect(afterDelete.has(c.id)).toBe(false)
        expect(afterDelete.get(other.id)).toMatchObject({ dup_status: "unique" })
      })
    })

    describe("no 500 from bad input", () => {
      const nasty: ReadonlyArray<unknown> = [
        [], {}, true, 0, -1, 1.5, 1e308, 2147483647, 2147483648, 9007199254740993, "", " ", "x".repeat(300), "\u0000", "a\u0000b",
        "\ud800", "💊", "NaN", "'; DROP TABLE icsr; --", "%", "\\", null, "unico", "DUPLICADO"
      ]

      it("PUT dup with any value in final and picked_id: 200 or 400", async () => {
        const { a, b } = await reports()
        for (const final of nasty) {
          for (const picked of [...nasty, b.id, String(b.id)]) {
            const res = await call("PUT", `/icsr/${a.id}/dup`, { token: admin(), json: { final, picked_id: picked } })
            expect([200, 400], `${JSON.stringify(final)} ${JSON.stringify(picked)}: ${res.text.slice(0, 200)}`).toContain(res.status)
          }
        }
      })

      it("cases with dates at the edges of what storage holds", async () => {
        for (const fecha of ["9999-12-31", "1000-01-01", "1900-01-01", "2000-02-29"]) {
          const c = await createCase({
            paciente_iniciales: "EDG", fecha_inicio_evento: fecha, paciente_fecha_nacimiento: fecha, producto_sospechoso: "Paracetamol", descripcion_evento: "borde"
          })
          for (const query of ["", "?days_window=365", "?days_window=1"]) {
            const res = await duplicatesOf(c.id, query)
            expect(res.status, `${fecha} ${query}: ${res.text.slice(0, 200)}`).toBe(200)
          }
          expect((await call("GET", `/icsr/duplicates?ids=${c.id}`, { token: admin() })).status).toBe(200)
        }
      })

      it("query strings and path segments", async () => {
        const { a } = await reports()
        const values = ["", "-1", "0", "1", "1.5", "abc", "1e3", "99999999999999999999", "2147483648", "%00", "%25", "%5C", "'", "1,2", ",", "1,,2"]
        for (const v of values) {
          expect([200, 400], `days_window=${v}`).toContain((await duplicatesOf(a.id, `?days_window=${v}`)).status)
          expect([200, 400], `ids=${v}`).toContain((await call("GET", `/icsr/duplicates?ids=${v}`, { token: admin() })).status)
        }
        for (const id of ["0", "-1", "abc", "1.0", "2147483648", "9".repeat(30), "%00", "%2F", "😀"]) {
          expect([400, 404], id).toContain((await call("GET", `/icsr/${id}/duplicates`, { token: admin() })).status)
          expect([400, 404], id).toContain((await call("PUT", `/icsr/${id}/dup`, { token: admin(), json: { final: null } })).status)
        }
      })
    })
  })
}
