/**
 * `POST /ingest/whatsapp`, `GET /ingest/revision` and `PUT /ingest/revision/{review_id}` through the real app on every storage driver
 * (service-spec "Events": inbound WhatsApp message; decisions.md: webhooks authenticate by provider
 * signature or shared secret). Twilio signatures are computed here with node:crypto, independently
 * of the service's WebCrypto code: valid ones pass, forged ones, missing ones and ones over the
 * wrong URL do not. Form and JSON payloads, threading to the sender's open case, the review queue,
 * and idempotency on the provider's message id (sequential and concurrent retries).
 */
import { AuditLog } from "@atalaya/core"
import { WhatsappIntake } from "@atalaya/intake"
import { Effect, Layer } from "effect"
import { createHash, createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { type Answer, type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

const TOKEN = "twilio-auth-token-de-prueba"
const SECRET = "secreto-compartido-de-prueba-123"
const URL_IN_TEST = "http://localhost/api/v1/ingest/whatsapp"
const PUBLIC_URL = "https://fv.hospital.test/api/v1/ingest/whatsapp"

/** Twilio's algorithm: base64 HMAC-SHA1 of the URL followed by the sorted parameter names and values. */
const sign = (url: string, params: Record<string, string>, token = TOKEN): string =>
  createHmac("sha1", token).update(Object.keys(params).sort().reduce((acc, k) => acc + k + params[k], url)).digest("base64")

let phoneSeq = Math.floor(Math.random() * 9_000_000)
/** A fresh Peruvian mobile in E.164. */
const phone = (): string => `+519${String(10_000_000 + (phoneSeq++ % 89_999_999)).padStart(8, "0")}`

/** A report complete enough to become a case (rule 6). */
const report = (tag: string) =>
  [`Paciente: MRT`, `Edad: 67`, `Sexo: masculino`, `Producto: Losartan 50 mg`, `Evento: mareo y caida de presion ${tag}`].join("\n")

/** Runs the WhatsApp suite over one storage driver. */
export const runWhatsappSuite = (driver: string, makeStorageLayer: MakeStorageLayer) => {
  describe(`whatsapp webhook over ${driver}`, () => {
    const settings: { -readonly [K in keyof WhatsappIntake.WhatsappSettingsShape]: WhatsappIntake.WhatsappSettingsShape[K] } = {
      twilioAuthToken: TOKEN,
      sharedSecret: SECRET,
      publicUrl: null,
      threadDays: 7
    }
    const h = useApiHarness(makeStorageLayer, { revisor: ["qf"], lector: ["qa"] }, {
      overrides: () => Layer.succeed(WhatsappIntake.WhatsappSettings, settings)
    })

    /** Posts Twilio form fields, signed over `signedUrl` unless a signature is given. */
    const twilio = (params: Record<string, string>, options: { signature?: string | null; signedUrl?: string; query?: string } = {}) => {
      const signature = options.signature === undefined ? sign(options.signedUrl ?? `${URL_IN_TEST}${options.query ?? ""}`, params) : options.signature
      return h.call("POST", `/ingest/whatsapp${options.query ?? ""}`, {
        raw: new URLSearchParams(params).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", ...(signature !== null ? { "x-twilio-signature": signature } : {}) }
      })
    }
    /** Posts the JSON shape with the shared secret (or the given one). */
    const json = (body: unknown, secret: string | null = SECRET) =>
      h.call("POST", "/ingest/whatsapp", { json: body, headers: secret !== null ? { "x-webhook-secret": secret } : {} })

    const getCase = async (id: number): Promise<Json> => {
      const res = await h.call("GET", `/icsr/${id}`, { token: h.users.admin.token })
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const thread = async (id: number): Promise<Json> => (await h.call("GET", `/icsr/${id}/followup/thread`, { token: h.users.admin.token })).body
    const casesOf = async (contact: string): Promise<ReadonlyArray<Json>> => {
      // The suite makes far fewer than 200 cases: the newest page holds them all.
      const res = await h.call("GET", "/icsr?page_size=200", { token: h.users.admin.token })
      expect(res.body.total).toBeLessThan(200)
      return res.body.items.filter((c: Json) => c.reportante_contacto === contact)
    }
    const twilioParams = (from: string, body: string, sid = `SM${marker()}`) => ({
      SmsMessageSid: sid, NumMedia: "0", ProfileName: "Rosa Quispe", SmsSid: sid, SmsStatus: "received", Body: body,
      To: "whatsapp:+14155238886", NumSegments: "1", MessageSid: sid, AccountSid: "AC0123456789abcdef0123456789abcdef", From: `whatsapp:${from}`, ApiVersion: "2010-04-01"
    })

    it("creates a case from a Twilio form post with a valid signature: contact whatsapp:<phone>, origen whatsapp, inbound message", async () => {
      const from = phone()
      const params = twilioParams(from, report("form"))
      const res = await twilio(params)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({ status: "created", icsr_id: expect.any(Number) })
      const created = await getCase(res.body.icsr_id)
      expect(created).toMatchObject({
        reportante_contacto: `whatsapp:${from}`,
        reportante_telefono: from,
        reportante_nombre: "Rosa Quispe",
        origen_notificacion: "whatsapp",
        paciente_iniciales: "MRT",
        paciente_edad: 67,
        paciente_sexo: "M",
        producto_sospechoso: "Losartan 50 mg",
        estado: "Pendiente"
      })
      expect(created.descripcion_evento).toContain("mareo y caida de presion form")
      const messages = await thread(created.id)
      expect(messages.items).toEqual([expect.objectContaining({ channel: "whatsapp", direction: "in", body: report("form"), external_id: params.MessageSid })])
      // Audited as created by intake, with the engine that read the text.
      const audit = await h.call("GET", `/icsr/${created.id}/audit`, { token: h.users.admin.token })
      const actions = audit.body.map((e: Json) => e.action)
      expect(actions).toEqual(expect.arrayContaining(["ICSR_CREATE", "ICSR_INTAKE"]))
      expect(audit.body.find((e: Json) => e.action === "ICSR_INTAKE")).toMatchObject({ actor_email: "intake", changes: { channel: "whatsapp", engine: "reglas", external_id: params.MessageSid } })
    })

    it("reads a report written in free text: patient, product with dose and route, event date, reporter", async () => {
      const from = phone()
      const text = "Buenos días, soy la Q.F. Rosa Quispe del Hospital Loayza. Paciente mujer de 34 años, iniciales M.R.T., " +
        `presentó urticaria generalizada ayer tras recibir amoxicilina 500 mg cada 8 horas vía oral. ${marker()}`
      const res = await twilio(twilioParams(from, text))
      expect(res.body.status, res.text).toBe("created")
      const created = await getCase(res.body.icsr_id)
      expect(created).toMatchObject({
        paciente_iniciales: "MRT",
        paciente_edad: 34,
        paciente_sexo: "F",
        reportante_nombre: "Rosa Quispe",
        reportante_contacto: `whatsapp:${from}`,
        origen_notificacion: "whatsapp"
      })
      expect(created.producto_sospechoso).toMatch(/^Amoxicilina 500 mg/)
      expect(created.productos).toEqual([expect.objectContaining({ nombre_producto: "Amoxicilina", via_administracion: "Oral" })])
      // "ayer": the day before reception, in the unit's time zone.
      const reception = new Date(`${created.fecha_recepcion}T12:00:00Z`)
      expect(created.fecha_inicio_evento).toBe(new Date(reception.getTime() - 86_400_000).toISOString().slice(0, 10))
    })

    it("a retried delivery (same MessageSid) answers the same and creates nothing, also when retries arrive together", async () => {
      const from = phone()
      const params = twilioParams(from, report("retry"))
      const first = await twilio(params)
      const again = await twilio(params)
      expect(again.body).toEqual(first.body)
      expect(await casesOf(`whatsapp:${from}`)).toHaveLength(1)
      expect((await thread(first.body.icsr_id)).total).toBe(1)

      const other = phone()
      const concurrent = twilioParams(other, report("concurrente"))
      const answers = await Promise.all(Array.from({ length: 4 }, () => twilio(concurrent)))
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
      expect(answers[0]!.body.status).toBe("created")
      expect(await casesOf(`whatsapp:${other}`)).toHaveLength(1)
    })

    it("threads a later message from the same phone to its open case, and opens a new case once that one is closed", async () => {
      const from = phone()
      const created = await twilio(twilioParams(from, report("primero")))
      const followup = twilioParams(from, "Ya se recupero, gracias")
      const threaded = await twilio(followup)
      expect(threaded.body).toEqual({ status: "threaded", icsr_id: created.body.icsr_id })
      const messages = await thread(created.body.icsr_id)
      expect(messages.items.map((m: Json) => [m.direction, m.channel, m.body, m.external_id])).toEqual([
        ["in", "whatsapp", report("primero"), expect.any(String)],
        ["in", "whatsapp", "Ya se recupero, gracias", followup.MessageSid]
      ])
      const audit = await h.call("GET", `/icsr/${created.body.icsr_id}/audit`, { token: h.users.admin.token })
      expect(audit.body.filter((e: Json) => e.action === "FOLLOWUP_RECEIVE")).toHaveLength(1)
      // The retried follow-up is not stored twice.
      expect((await twilio(followup)).body).toEqual(threaded.body)
      expect((await thread(created.body.icsr_id)).total).toBe(2)

      const closed = await h.call("PUT", `/icsr/${created.body.icsr_id}`, { token: h.users.admin.token, json: { estado: "Cerrado" } })
      expect(closed.status, closed.text).toBe(200)
      const fresh = await twilio(twilioParams(from, report("segundo")))
      expect(fresh.body.status).toBe("created")
      expect(fresh.body.icsr_id).not.toBe(created.body.icsr_id)
      // A message from another phone never threads to this one's case.
      const stranger = await twilio(twilioParams(phone(), "Hola"))
      expect(stranger.body.status).toBe("review")
    })

    it("refuses a forged, missing or misplaced signature, and a wrong shared secret, without writing anything", async () => {
      const from = phone()
      const params = twilioParams(from, report("falso"))
      expect(await twilio(params, { signature: null })).toMatchObject({ status: 401, body: { detail: "Not authenticated" } })
      expect(await twilio(params, { signature: sign(URL_IN_TEST, params, "otro-token") })).toMatchObject({ status: 403, body: { detail: "Firma del webhook invalida" } })
      // A valid signature over other parameters: the body was changed on the way.
      expect(await twilio({ ...params, Body: "cambiado" }, { signature: sign(URL_IN_TEST, params) })).toMatchObject({ status: 403 })
      expect(await twilio(params, { signature: sign("http://localhost/api/v1/otra-ruta", params) })).toMatchObject({ status: 403 })
      expect(await twilio(params, { signature: "" })).toMatchObject({ status: 401 })
      expect(await json({ from, text: report("falso"), id: `x-${marker()}` }, "secreto-equivocado")).toMatchObject({ status: 403, body: { detail: "Secreto del webhook invalido" } })
      expect(await json({ from, text: report("falso"), id: `x-${marker()}` }, null)).toMatchObject({ status: 401, body: { detail: "Not authenticated" } })
      // A user's bearer token is not a webhook credential.
      expect(await h.call("POST", "/ingest/whatsapp", { token: h.users.admin.token, json: { from, text: report("falso") } })).toMatchObject({ status: 401 })
      expect(await casesOf(`whatsapp:${from}`)).toHaveLength(0)
    })

    it("signs over the configured public URL (behind a proxy) and keeps the query string", async () => {
      const from = phone()
      const params = twilioParams(from, report("proxy"))
      settings.publicUrl = PUBLIC_URL
      try {
        // What the app sees is not what Twilio called: a signature over the local URL fails.
        expect((await twilio(params)).status).toBe(403)
        const ok = await twilio(params, { signedUrl: `${PUBLIC_URL}?canal=wa`, query: "?canal=wa" })
        expect(ok.status, ok.text).toBe(200)
        expect(ok.body.status).toBe("created")
        // Twilio may sign https URLs with the default port written out.
        const withPort = twilioParams(from, "otro mensaje")
        const viaPort = await twilio(withPort, { signedUrl: PUBLIC_URL.replace("fv.hospital.test", "fv.hospital.test:443") })
        expect(viaPort.body).toEqual({ status: "threaded", icsr_id: ok.body.icsr_id })
      } finally {
        settings.publicUrl = null
      }
    })

    it("accepts the JSON shape {from, text|body, id} with the shared secret, and JSON signed by Twilio with bodySHA256", async () => {
      const from = phone()
      const created = await json({ from: `whatsapp:${from}`, text: report("json"), id: `wamid.${marker()}` })
      expect(created.body.status).toBe("created")
      expect((await getCase(created.body.icsr_id)).reportante_contacto).toBe(`whatsapp:${from}`)
      const viaBody = await json({ from, body: "Sigue con mareos", id: `wamid.${marker()}` })
      expect(viaBody.body).toEqual({ status: "threaded", icsr_id: created.body.icsr_id })
      // A national number without country code is read as Peruvian.
      const local = `9${from.slice(-8)}`
      expect((await json({ from: local, text: "Tercer mensaje", id: `wamid.${marker()}` })).body).toEqual({ status: "threaded", icsr_id: created.body.icsr_id })

      const raw = JSON.stringify({ from, text: "Cuarto mensaje", id: `wamid.${marker()}` })
      const hash = createHash("sha256").update(raw).digest("hex")
      const query = `?bodySHA256=${hash}`
      const signed = await h.call("POST", `/ingest/whatsapp${query}`, {
        raw,
        headers: { "content-type": "application/json", "x-twilio-signature": sign(`${URL_IN_TEST}${query}`, {}) }
      })
      expect(signed.body).toEqual({ status: "threaded", icsr_id: created.body.icsr_id })
      // The same signature with another body: its hash no longer matches.
      const tampered = await h.call("POST", `/ingest/whatsapp${query}`, {
        raw: raw.replace("Cuarto", "Quinto"),
        headers: { "content-type": "application/json", "x-twilio-signature": sign(`${URL_IN_TEST}${query}`, {}) }
      })
      expect(tampered.status).toBe(403)
      expect((await thread(created.body.icsr_id)).total).toBe(4)
    })

    it("answers bad payloads with the validation list and stores nothing", async () => {
      const bad = async (body: unknown): Promise<Answer> => json(body)
      expect(await bad({ text: "hola", id: "1" })).toMatchObject({ status: 400, body: { detail: [{ loc: ["body", "from"], msg: "field required", type: "value_error.missing" }] } })
      expect(await bad({ from: "+51987654321", id: "1" })).toMatchObject({ status: 400, body: { detail: [{ loc: ["body", "text"], msg: "field required", type: "value_error.missing" }] } })
      expect(await bad({ from: "no es un telefono", text: "hola" })).toMatchObject({
        status: 400, body: { detail: [{ loc: ["body", "from"], msg: "value is not a valid phone number", type: "value_error.phone" }] }
      })
      expect(await bad([1, 2])).toMatchObject({ status: 400, body: { detail: [{ loc: ["body"], type: "type_error.dict" }] } })
      const malformed = await h.call("POST", "/ingest/whatsapp", { raw: "{nope", headers: { "content-type": "application/json", "x-webhook-secret": SECRET } })
      expect(malformed).toMatchObject({ status: 400, body: { detail: [{ loc: ["body", 1], msg: "Expecting value", type: "value_error.jsondecode" }] } })
      const form = twilioParams(phone(), "")
      expect(await twilio({ ...form, From: "" })).toMatchObject({ status: 400, body: { detail: expect.arrayContaining([{ loc: ["body", "From"], msg: "field required", type: "value_error.missing" }]) } })
    })

    it("keeps a message that cannot become a case in the review queue, with the reason, and lists it to ingest:write", async () => {
      const from = phone()
      const sid = `SM${marker()}`
      const res = await twilio(twilioParams(from, "Hola, mi mama tomo una pastilla y le salieron ronchas", sid))
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({ status: "review", review_id: expect.any(Number) })
      expect(await casesOf(`whatsapp:${from}`)).toHaveLength(0)
      // Retried: the same review item, not a second one.
      expect((await twilio(twilioParams(from, "Hola, mi mama tomo una pastilla y le salieron ronchas", sid))).body).toEqual(res.body)

      const list = await h.call("GET", "/ingest/revision?canal=whatsapp&limit=200", { token: h.users.revisor.token })
      expect(list.status, list.text).toBe(200)
      const mine = list.body.items.filter((i: Json) => i.sender === `whatsapp:${from}`)
      expect(mine).toHaveLength(1)
      expect(mine[0]).toMatchObject({
        id: res.body.review_id,
        channel: "whatsapp",
        source: "whatsapp",
        message_key: sid,
        external_id: sid,
        body: "Hola, mi mama tomo una pastilla y le salieron ronchas",
        status: "pendiente",
        attachments: []
      })
      expect(mine[0].reason).toContain("Falta la edad del paciente")
      expect(mine[0].issues).toEqual(expect.arrayContaining([{ loc: ["body", "paciente_edad"], msg: "Falta la edad del paciente", type: "intake.faltante" }]))
      expect(mine[0].extracted).toMatchObject({ reportante_contacto: `whatsapp:${from}`, reportante_nombre: "Rosa Quispe" })
      expect(list.body).toMatchObject({ limit: 200, offset: 0, total: expect.any(Number) })

      expect(await h.call("GET", "/ingest/revision", { token: h.users.lector.token })).toMatchObject({ status: 403, body: { detail: "Permission denied: ingest:write required" } })
      expect(await h.call("GET", "/ingest/revision", {})).toMatchObject({ status: 401 })
      expect(await h.call("GET", "/ingest/revision?limit=0&canal=fax&estado=x", { token: h.users.revisor.token })).toMatchObject({
        status: 400,
        body: {
          detail: [
            { loc: ["query", "limit"], type: "value_error.number.not_ge" },
            { loc: ["query", "canal"], type: "type_error.enum" },
            { loc: ["query", "estado"], type: "type_error.enum" }
          ]
        }
      })
      const none = await h.call("GET", "/ingest/revision?estado=resuelto&canal=whatsapp", { token: h.users.revisor.token })
      expect(none.body.items.some((i: Json) => i.id === res.body.review_id)).toBe(false)
    })

    /** A fresh WhatsApp message that lands in the review queue; its review id. */
    const toReview = async (): Promise<number> => {
      const res = await twilio(twilioParams(phone(), "Hola, mi mama tomo una pastilla y le salieron ronchas"))
      expect(res.body, res.text).toEqual({ status: "review", review_id: expect.any(Number) })
      return res.body.review_id
    }
    const close = (id: number | string, body: unknown, token: string | null = h.users.revisor.token) =>
      h.call("PUT", `/ingest/revision/${id}`, { ...(token !== null ? { token } : {}), json: body })
    const listed = async (estado: string): Promise<ReadonlyArray<Json>> => {
      const res = await h.call("GET", `/ingest/revision?canal=whatsapp&limit=200&estado=${estado}`, { token: h.users.revisor.token })
      expect(res.status, res.text).toBe(200)
      return res.body.items
    }
    const auditOf = (id: number) =>
      h.runtime().runPromise(Effect.flatMap(AuditLog.AuditLog, (log) => log.forEntity("intake_review", String(id))))

    it("closes a review item as resuelto (with its case) or descartado (with a note), once, audited, and lists how it was closed", async () => {
      const a = await toReview()
      const b = await toReview()
      const made = await twilio(twilioParams(phone(), report("revision")))
      expect(made.body.status, made.text).toBe("created")
      const caseId: number = made.body.icsr_id

      const resolved = await close(a, { estado: "resuelto", icsr_id: caseId })
      expect(resolved.status, resolved.text).toBe(200)
      expect(resolved.body).toMatchObject({
        id: a, status: "resuelto", icsr_id: caseId, nota: null, resolved_by: h.users.revisor.id,
        resolved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        channel: "whatsapp", body: "Hola, mi mama tomo una pastilla y le salieron ronchas"
      })
      const discarded = await close(b, { estado: "Descartado", nota: "  No es un reporte de RAM  " })
      expect(discarded.status, discarded.text).toBe(200)
      expect(discarded.body).toMatchObject({ id: b, status: "descartado", icsr_id: null, nota: "No es un reporte de RAM", resolved_by: h.users.revisor.id })

      expect(await close(a, { estado: "descartado" })).toMatchObject({ status: 409, body: { detail: "El elemento ya fue cerrado" } })
      expect(await close(b, { estado: "resuelto", icsr_id: caseId })).toMatchObject({ status: 409, body: { detail: "El elemento ya fue cerrado" } })
      expect(await close(2_000_000_000, { estado: "resuelto" })).toMatchObject({ status: 404, body: { detail: "Elemento de revisión no encontrado" } })

      const trailA = await auditOf(a)
      expect(trailA).toHaveLength(1)
      expect(trailA[0]).toMatchObject({
        action: "INTAKE_REVIEW_RESOLVE", entity: "intake_review", entity_id: String(a),
        actor_id: h.users.revisor.id, actor_email: h.users.revisor.email,
        changes: {
          fields: expect.arrayContaining([
            { field: "status", before: "pendiente", after: "resuelto" },
            { field: "icsr_id", before: null, after: caseId },
            { field: "resolved_by", before: null, after: h.users.revisor.id },
            { field: "resolved_at", before: null, after: resolved.body.resolved_at }
          ])
        }
      })
      expect((await auditOf(b))[0]).toMatchObject({
        changes: { fields: expect.arrayContaining([{ field: "status", before: "pendiente", after: "descartado" }, { field: "nota", before: null, after: "No es un reporte de RAM" }]) }
      })

      // The list carries how each item was closed, and the estado filter still separates them.
      const done = await listed("resuelto")
      expect(done.find((i) => i.id === a)).toEqual(resolved.body)
      expect(done.some((i) => i.id === b)).toBe(false)
      const dropped = await listed("descartado")
      expect(dropped.find((i) => i.id === b)).toEqual(discarded.body)
      expect(dropped.some((i) => i.id === a)).toBe(false)
      const pending = await listed("pendiente")
      expect(pending.some((i) => i.id === a || i.id === b)).toBe(false)
      expect((await listed("all")).filter((i) => i.id === a || i.id === b)).toHaveLength(2)
    })

    it("of concurrent closes of one item, one answers 200 and is audited, the others 409", async () => {
      const d = await toReview()
      const answers = await Promise.all(["resuelto", "descartado", "resuelto", "descartado"].map((estado) => close(d, { estado })))
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
      expect(await auditOf(d)).toHaveLength(1)
    })

    it("refuses bad closes with the contract's answers and changes nothing", async () => {
      const c = await toReview()
      expect(await close(c, {})).toMatchObject({ status: 400, body: { detail: [{ loc: ["body", "estado"], msg: "field required", type: "value_error.missing" }] } })
      for (const estado of ["cerrado", "pendiente", 3]) {
        expect(await close(c, { estado })).toMatchObject({
          status: 400,
          body: { detail: [{ loc: ["body", "estado"], msg: "value is not a valid enumeration member; permitted: 'resuelto', 'descartado'", type: "type_error.enum" }] }
        })
      }
      expect(await close(c, { estado: "resuelto", icsr_id: 2_000_000_000 })).toMatchObject({
        status: 400, body: { detail: [{ loc: ["body", "icsr_id"], msg: "ICSR no encontrado", type: "value_error" }] }
      })
      expect(await close(c, { estado: "resuelto", icsr_id: "abc" })).toMatchObject({
        status: 400, body: { detail: [{ loc: ["body", "icsr_id"], msg: "value is not a valid integer", type: "type_error.integer" }] }
      })
      expect(await close(c, { estado: "descartado", nota: "x".repeat(2_001) })).toMatchObject({
        status: 400, body: { detail: [{ loc: ["body", "nota"], msg: "ensure this value has at most 2000 characters", type: "value_error.any_str.max_length" }] }
      })
      expect(await close(c, [1])).toMatchObject({ status: 400, body: { detail: [{ loc: ["body"], type: "type_error.dict" }] } })
      expect(await close("abc", { estado: "resuelto" })).toMatchObject({ status: 400 })
      expect(await close(c, { estado: "resuelto" }, h.users.lector.token)).toMatchObject({ status: 403, body: { detail: "Permission denied: ingest:write required" } })
      expect(await close(c, { estado: "resuelto" }, null)).toMatchObject({ status: 401 })

      const still = (await listed("pendiente")).find((i) => i.id === c)
      expect(still).toMatchObject({ id: c, status: "pendiente", resolved_at: null, resolved_by: null, icsr_id: null, nota: null })
      expect(await auditOf(c)).toEqual([])
      // A note at the limit is accepted.
      const ok = await close(c, { estado: "descartado", nota: "x".repeat(2_000), icsr_id: null })
      expect(ok.status, ok.text).toBe(200)
      expect(ok.body.nota).toHaveLength(2_000)
    })

    it("refuses every request while neither a Twilio token nor a shared secret is configured", async () => {
      const saved = { ...settings }
      settings.twilioAuthToken = null
      settings.sharedSecret = null
      try {
        const params = twilioParams(phone(), report("sin config"))
        expect(await twilio(params)).toMatchObject({ status: 403, body: { detail: "Webhook de WhatsApp no configurado" } })
        expect(await json({ from: phone(), text: "x" })).toMatchObject({ status: 403, body: { detail: "Webhook de WhatsApp no configurado" } })
      } finally {
        Object.assign(settings, saved)
      }
    })

    it("is listed in the OpenAPI document", async () => {
      const doc = (await h.call("GET", "/openapi.json")).body
      expect(doc.paths["/ingest/whatsapp"].post).toBeDefined()
      expect(doc.paths["/ingest/revision"].get["x-permission"]).toBe("ingest:write")
      expect(doc.paths["/ingest/revision/{review_id}"].put["x-permission"]).toBe("ingest:write")
    })
  })
}
