/**
 * Side effects of case changes and the evaluation flow, shared by every storage driver
 * (service-spec "Events", "States and transitions — ICSR case", "Evaluation and intake helpers"
 * with evaluation rules 1-3, ICSR rule 8; decisions.md "Follow-up and notifications").
 *
 * Mail goes through the real outbox: the API only enqueues, and the suite delivers with
 * `OutboxWorker.deliverDue` to a real SMTP server on loopback, then parses what it received.
 * Tests share one database and outbox; each looks only at mail naming its own case.
 */
import { CaseService, FollowupService, Notifications, OutboxWorker } from "@atalaya/core"
import { SmtpMailer } from "@atalaya/messaging"
import { type ParsedMail, parseMail, startSmtp, type TestSmtp } from "@atalaya/testing/SmtpTestServer"
import { Layer } from "effect"
import { randomUUID } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { type Json, type MakeStorageLayer, marker, useApiHarness } from "../support/apiHarness.js"

const SERVICE = "Atalaya Pruebas"
const FROM = "farmacovigilancia@clinica.test"
const MESSAGE_ID = /^<[^<>\s@]+@clinica\.test>$/

/** A unique reporter address. */
const reporter = (): string => `r${randomUUID().replaceAll("-", "").slice(0, 12)}@correo.test`

interface Delivered {
  readonly to: ReadonlyArray<string>
  readonly mail: ParsedMail
}

/** Runs the notification and evaluation suite over one storage driver. */
export const runNotificationsSuite = (driver: string, makeStorageLayer: MakeStorageLayer) => {
  describe(`notifications and evaluation over ${driver}`, () => {
    let smtp: TestSmtp | undefined
    const extra = `extra-${marker()}@clinica.test`
    const h = useApiHarness(makeStorageLayer, {
      qf: ["qf"],
      rfv: ["responsable_fv"],
      qa: ["qa"],
      soporte: ["soporte"]
    }, {
      overrides: async () => {
        smtp = await startSmtp()
        const settings: Notifications.NotificationConfig = {
          serviceName: SERVICE,
          mailDomain: "clinica.test",
          notifyCargos: ["Químico Farmacéutico"],
          notifyAreas: ["Farmacovigilancia"],
          notifyEmails: [extra],
          autoFollowupEnabled: true,
          autoFollowupDelayHours: 1,
          requiredFields: ["paciente_peso", "nro_lote"]
        }
        return Layer.merge(
          SmtpMailer.layer({ host: "127.0.0.1", port: smtp.port, from: FROM, fromName: "Farmacovigilancia", timeoutMs: 5_000 }),
          Layer.succeed(Notifications.NotificationSettings, settings)
        )
      }
    })
    afterAll(async () => {
      await smtp?.close()
    })

    const admin = () => h.users.admin.token

    /** Delivers everything due in the outbox and answers what reached the server for this case. */
    const deliver = async (caseId: number, topic?: string): Promise<Array<Delivered>> => {
      const before = smtp!.received.length
      await h.runtime().runPromise(OutboxWorker.deliverDue({ batch: 200 }))
      void before
      return smtp!.received
        .map((r) => ({ to: r.rcptTo, mail: parseMail(r.raw) }))
        .filter((d) => (d.mail.header("subject") ?? "").endsWith(`#${caseId}`))
        .filter((d) => topic === undefined || (d.mail.header("subject") ?? "").includes(topic))
    }

    const baseCase = (over: Record<string, unknown> = {}) => ({
      paciente_iniciales: "MRG",
      paciente_edad: 54,
      paciente_sexo: "F",
      reportante_nombre: "Q.F. Lucía Paredes",
      producto_sospechoso: "Amoxicilina 500 mg",
      descripcion_evento: "Urticaria generalizada tras la segunda dosis.",
      ...over
    })

    const create = async (over: Record<string, unknown> = {}, path = "/icsr"): Promise<Json> => {
      const res = await h.call("POST", path, { token: admin(), json: baseCase(over) })
      expect(res.status, res.text).toBe(201)
      return res.body
    }

    /** A staff user with cargo/area, created through the API. */
    const staff = async (fields: Record<string, unknown>): Promise<Json> => {
      const res = await h.call("POST", "/users", {
        token: admin(),
        json: { email: `${marker()}@clinica.test`, password: "staff-password-1", nombre: "Personal", roles: ["qa"], ...fields }
      })
      expect(res.status, res.text).toBe(201)
      return res.body
    }

    const audit = async (id: number): Promise<Array<Json>> => {
      const res = await h.call("GET", `/icsr/${id}/audit`, { token: admin() })
      expect(res.status, res.text).toBe(200)
      return res.body
    }

    describe("creation notice (ICSR_NOTIFY_CARGOS, _AREAS, _EMAILS)", () => {
      it("goes through the outbox to users by cargo or area (accents and case ignored) and the extra addresses", async () => {
        const byCargo = await staff({ cargo: "quimico farmaceutico" })
        const byArea = await staff({ area: "FARMACOVIGILANCIA" })
        const other = await staff({ cargo: "Contador", area: "Finanzas" })
        const inactive = await staff({ cargo: "Químico Farmacéutico", activo: false })
        const created = await create()
        // Enqueued, not sent: nothing reaches the server before the worker runs.
        expect(smtp!.received.filter((r) => parseMail(r.raw).header("subject")?.endsWith(`#${created.id}`))).toEqual([])
        const mails = await deliver(created.id, "Nuevo caso ICSR")
        expect(mails).toHaveLength(1)
        const { to, mail } = mails[0]!
        expect([...to].sort()).toEqual([byCargo.email, byArea.email, extra].sort())
        expect(to).not.toContain(other.email)
        expect(to).not.toContain(inactive.email)
        expect(mail.header("subject")).toBe(`[${SERVICE}] Nuevo caso ICSR #${created.id}`)
        expect(mail.header("message-id")).toMatch(MESSAGE_ID)
        expect(mail.text).toContain("Amoxicilina 500 mg")
        expect(mail.text).toContain("Urticaria generalizada")
        // Delivered once: a second round sends nothing more for this case.
        expect(await deliver(created.id, "Nuevo caso ICSR")).toHaveLength(1)
      })

      it("is not enqueued when the creation is refused", async () => {
        const before = smtp!.received.length
        const res = await h.call("POST", "/icsr", { token: admin(), json: baseCase({ paciente_edad: "cincuenta" }) })
        expect(res.status).toBe(400)
        await h.runtime().runPromise(OutboxWorker.deliverDue({ batch: 200 }))
        const subjects = smtp!.received.slice(before).map((r) => parseMail(r.raw).header("subject") ?? "")
        expect(subjects.filter((s) => s.includes("Nuevo caso ICSR"))).toEqual([])
      })
    })

    describe("automatic missing-data follow-up (REQUIRED_FIELDS, AUTO_FOLLOWUP_*)", () => {
      it("on creation: mails the reporter, logs the outgoing message under its Message-ID, Pendiente → En progreso, audited", async () => {
        const email = reporter()
        const created = await create({ reportante_contacto: email })
        expect(created.estado).toBe("En progreso")
        const thread = await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })
        expect(thread.body.total).toBe(1)
        const message = thread.body.items[0]
        expect(message).toMatchObject({ icsr_id: created.id, channel: "email", direction: "out" })
        expect(message.external_id).toMatch(MESSAGE_ID)
        expect(message.body).toContain("Peso del paciente (kg)")
        expect(message.body).toContain("Número de lote del producto sospechoso")

        const mails = await deliver(created.id, "Seguimiento caso")
        expect(mails).toHaveLength(1)
        expect(mails[0]!.to).toEqual([email])
        expect(mails[0]!.mail.header("subject")).toBe(`[${SERVICE}] Seguimiento caso #${created.id}`)
        expect(mails[0]!.mail.header("message-id")).toBe(message.external_id)
        expect(mails[0]!.mail.text).toContain("Peso del paciente (kg)")

        const actions = (await audit(created.id)).map((e) => e.action)
        expect(actions).toEqual(expect.arrayContaining(["ICSR_CREATE", "FOLLOWUP_AUTO"]))
        const estadoChange = (await audit(created.id)).find((e) =>
          e.action === "ICSR_UPDATE" && e.changes.fields?.some((f: Json) => f.field === "estado" && f.after === "En progreso"))
        expect(estadoChange?.changes.fields[0].before).toBe("Pendiente")
      })

      it("asks only for what is missing, and not at all when nothing is", async () => {
        const onlyWeight = await create({ reportante_email: reporter(), productos: [{ nombre_producto: "Amoxicilina", nro_lote: "L-2231" }] })
        const thread = await h.call("GET", `/icsr/${onlyWeight.id}/followup/thread`, { token: admin() })
        expect(thread.body.items[0].body).toContain("Peso del paciente (kg)")
        expect(thread.body.items[0].body).not.toContain("Número de lote")

        const complete = await create({ reportante_email: reporter(), paciente_peso: 61.5, productos: [{ nombre_producto: "Amoxicilina", nro_lote: "L-2231" }] })
        expect(complete.estado).toBe("Pendiente")
        expect((await h.call("GET", `/icsr/${complete.id}/followup/thread`, { token: admin() })).body.total).toBe(0)
        expect(await deliver(complete.id, "Seguimiento caso")).toEqual([])
      })

      it("needs a reporter email; a phone is not enough", async () => {
        const created = await create({ reportante_contacto: "+51 987 654 321" })
        expect(created.estado).toBe("Pendiente")
        expect((await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })).body.total).toBe(0)
      })

      it("keeps an estado the caller chose, still sending the request", async () => {
        const created = await create({ reportante_email: reporter(), estado: "Pendiente" })
        expect(created.estado).toBe("Pendiente")
        expect((await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })).body.total).toBe(1)
      })

      it("at most one per window: a later update inside the hour sends nothing more", async () => {
        const created = await create({ reportante_email: reporter() })
        const res = await h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { paciente_iniciales: "MRGX" } })
        expect(res.status).toBe(200)
        expect((await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })).body.total).toBe(1)
        expect(await deliver(created.id, "Seguimiento caso")).toHaveLength(1)
      })

      it("two concurrent updates that add the reporter's email produce one follow-up", async () => {
        const created = await create()
        expect((await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })).body.total).toBe(0)
        const email = reporter()
        const answers = await Promise.all([
          h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { reportante_email: email } }),
          h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { reportante_email: email, paciente_iniciales: "MRZ" } })
        ])
        expect(answers.map((a) => a.status)).toEqual([200, 200])
        const thread = await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })
        expect(thread.body.items.filter((m: Json) => m.direction === "out")).toHaveLength(1)
        expect(await deliver(created.id, "Seguimiento caso")).toHaveLength(1)
      })

      it("answers the reporter's last message (In-Reply-To, References)", async () => {
        const created = await create()
        const inbound = `<${randomUUID()}@correo.test>`
        await h.runtime().runPromise(FollowupService.receive({ channel: "email", body: "Adjunto más datos.", externalId: inbound }, created.id))
        await h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { reportante_email: reporter() } })
        const [delivered] = await deliver(created.id, "Seguimiento caso")
        expect(delivered?.mail.header("in-reply-to")).toBe(inbound)
        expect(delivered?.mail.header("references")).toContain(inbound)
      })

      it("a case made from a reporter's message (intake) answers that message", async () => {
        const inbound = `<${randomUUID()}@correo.test>`
        const created = await h.runtime().runPromise(CaseService.create(
          baseCase({ reportante_email: reporter() }),
          { id: null, email: null },
          { origen: "email", inbound: { channel: "email", body: "Reporto una reacción.", external_id: inbound } }
        ))
        const thread = await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })
        expect(thread.body.items.map((m: Json) => m.direction)).toEqual(["in", "out"])
        const [delivered] = await deliver(created.id, "Seguimiento caso")
        expect(delivered?.mail.header("in-reply-to")).toBe(inbound)
      })

      it("closed cases get no request", async () => {
        const created = await create({ estado: "Cerrado" })
        await h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { reportante_email: reporter() } })
        expect((await h.call("GET", `/icsr/${created.id}/followup/thread`, { token: admin() })).body.total).toBe(0)
      })
    })

    describe("severity notice (gravedad becomes Grave)", () => {
      it("goes to the notify recipients and every responsable_fv, once per transition into Grave", async () => {
        const created = await create({ gravedad: "No grave" })
        expect(await deliver(created.id, "Caso grave")).toEqual([])
        await h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { gravedad: "Grave", urgencia: "Alta" } })
        const first = await deliver(created.id, "Caso grave")
        expect(first).toHaveLength(1)
        expect(first[0]!.mail.header("subject")).toBe(`[${SERVICE}] Caso grave #${created.id}`)
        expect(first[0]!.to).toEqual(expect.arrayContaining([h.users.rfv.email, extra]))
        expect(first[0]!.to).not.toContain(h.users.qf.email)
        expect(first[0]!.mail.text).toContain("Amoxicilina 500 mg")
        expect(first[0]!.mail.text).toContain("Urticaria generalizada")
        expect(first[0]!.mail.text).toContain(`Fecha límite: ${created.fecha_recepcion === null ? "" : addDays(created.fecha_recepcion, 1)}`)
        // Still Grave: no new notice. Back to No grave and into Grave again: a second one.
        await h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { gravedad: "grave", ea_justificacion_gravedad: "Hospitalizada" } })
        expect(await deliver(created.id, "Caso grave")).toHaveLength(1)
        await h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { gravedad: "No grave" } })
        await h.call("PUT", `/icsr/${created.id}`, { token: admin(), json: { gravedad: "Grave" } })
        expect(await deliver(created.id, "Caso grave")).toHaveLength(2)
      })

      it("is sent for a case created Grave", async () => {
        const created = await create({ gravedad: "Grave" })
        expect(await deliver(created.id, "Caso grave")).toHaveLength(1)
      })
    })

    describe("evaluation: PUT /icsr-caso-prueba/{id}", () => {
      it("assigning a qf evaluator: En proceso, a task, and a mail with product, gravedad and fecha limite", async () => {
        const created = await create({ gravedad: "No grave" })
        const res = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, {
          token: h.users.qf.token,
          json: { evaluador_id: h.users.qf.id, urgencia: "Media", ea_criterios_gravedad: ["hospitalizacion", "amenaza_vida"] }
        })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({
          id: created.id,
          evaluador_id: h.users.qf.id,
          estado: "En proceso",
          urgencia: "Media",
          fecha_limite: addDays(created.fecha_recepcion, 3),
          ea_criterios_gravedad: ["hospitalizacion", "amenaza_vida"]
        })
        const mails = await deliver(created.id, "Nuevo caso asignado")
        expect(mails).toHaveLength(1)
        expect(mails[0]!.to).toEqual([h.users.qf.email])
        expect(mails[0]!.mail.header("subject")).toBe(`[${SERVICE}] Nuevo caso asignado #${created.id}`)
        expect(mails[0]!.mail.text).toContain("Producto: Amoxicilina 500 mg")
        expect(mails[0]!.mail.text).toContain("Gravedad: No grave")
        expect(mails[0]!.mail.text).toContain(`Fecha límite: ${addDays(created.fecha_recepcion, 3)}`)

        const tasks = await h.call("GET", "/tareas?estado=abierta", { token: h.users.qf.token })
        expect(tasks.status).toBe(200)
        const task = tasks.body.items.find((t: Json) => t.icsr_id === created.id)
        expect(task).toMatchObject({ user_id: h.users.qf.id, tipo: "evaluacion", estado: "abierta", fecha_limite: addDays(created.fecha_recepcion, 3) })
        const trail = await audit(created.id)
        expect(trail.some((e) => e.changes.motivo === "EVALUATOR_ASSIGNED")).toBe(true)

        // Reassignment: the first evaluator's task closes, the second gets one and a mail.
        const again = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: h.users.rfv.token, json: { evaluador_id: h.users.rfv.id } })
        expect(again.status).toBe(200)
        const qfOpen = await h.call("GET", "/tareas?estado=abierta", { token: h.users.qf.token })
        expect(qfOpen.body.items.some((t: Json) => t.icsr_id === created.id)).toBe(false)
        const qfClosed = await h.call("GET", "/tareas?estado=cerrada", { token: h.users.qf.token })
        expect(qfClosed.body.items.find((t: Json) => t.icsr_id === created.id)?.closed_at).toMatch(/^\d{4}-/)
        const rfvOpen = await h.call("GET", "/tareas?estado=abierta", { token: h.users.rfv.token })
        expect(rfvOpen.body.items.some((t: Json) => t.icsr_id === created.id)).toBe(true)
        const all = await deliver(created.id, "Nuevo caso asignado")
        expect(all.map((d) => d.to[0])).toEqual([h.users.qf.email, h.users.rfv.email])
      })

      it("evaluators must have role qf or responsable_fv and exist", async () => {
        const created = await create()
        const qa = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { evaluador_id: h.users.qa.id } })
        expect(qa.status).toBe(400)
        expect(qa.body.detail).toEqual([{ loc: ["body", "evaluador_id"], msg: "El evaluador debe tener rol qf o responsable_fv", type: "value_error" }])
        const ghost = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { evaluador_id: 987654 } })
        expect(ghost.status).toBe(400)
        expect(ghost.body.detail[0]).toMatchObject({ loc: ["body", "evaluador_id"], msg: "Usuario no encontrado" })
        const unchanged = await h.call("GET", `/icsr/${created.id}`, { token: admin() })
        expect(unchanged.body).toMatchObject({ evaluador_id: null, estado: "Pendiente" })
      })

      it("urgencia sets fecha_limite (Alta 1, Baja 7 days) unless one is given; seriousness codes are checked", async () => {
        const created = await create()
        const alta = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { urgencia: "Alta", gravedad: "Grave", ea_justificacion_gravedad: "Requirió hospitalización" } })
        expect(alta.body).toMatchObject({ urgencia: "Alta", fecha_limite: addDays(created.fecha_recepcion, 1), gravedad: "Grave" })
        const baja = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { urgencia: "Baja" } })
        expect(baja.body.fecha_limite).toBe(addDays(created.fecha_recepcion, 7))
        const given = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { urgencia: "Media", fecha_limite: "2031-01-15" } })
        expect(given.body).toMatchObject({ urgencia: "Media", fecha_limite: "2031-01-15" })
        const bad = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { ea_criterios_gravedad: ["muerte", "dolor_fuerte"] } })
        expect(bad.status).toBe(400)
        expect(bad.body.detail[0].loc).toEqual(["body", "ea_criterios_gravedad", 1])
        const badUrgencia = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { urgencia: "Urgente" } })
        expect(badUrgencia.status).toBe(400)
        expect(badUrgencia.body.detail[0]).toMatchObject({ loc: ["body", "urgencia"], type: "type_error.enum" })
      })

      it("ignores fields outside the evaluation, and needs evaluation:write", async () => {
        const created = await create()
        const res = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { paciente_iniciales: "ZZZ", gravedad: "No grave" } })
        expect(res.body).toMatchObject({ paciente_iniciales: "MRG", gravedad: "No grave" })
        const denied = await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: h.users.qa.token, json: { gravedad: "Grave" } })
        expect(denied.status).toBe(403)
        expect(denied.body).toEqual({ detail: "Permission denied: evaluation:write required" })
        expect((await h.call("PUT", "/icsr-caso-prueba/99999999", { token: admin(), json: { gravedad: "Grave" } })).body).toEqual({ detail: "ICSR no encontrado" })
        expect((await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: [1] })).status).toBe(400)
      })
    })

    describe("evaluation: list, create, events, ftqf, internal codes", () => {
      it("lists with estado and gravedad filters and paging", async () => {
        const tag = marker().toUpperCase().slice(0, 8)
        const a = await create({ paciente_iniciales: tag, gravedad: "Grave", estado: "Cerrado" })
        await create({ paciente_iniciales: tag, gravedad: "No grave", estado: "Cerrado" })
        const res = await h.call("GET", "/icsr-caso-prueba?estado=cerrado&gravedad=grave&page_size=200", { token: h.users.qa.token })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({ page: 1, page_size: 200 })
        expect(res.body.items.every((c: Json) => c.estado === "Cerrado" && c.gravedad === "Grave")).toBe(true)
        expect(res.body.items.some((c: Json) => c.id === a.id)).toBe(true)
        const paged = await h.call("GET", "/icsr-caso-prueba?estado=Cerrado&page_size=1", { token: admin() })
        expect(paged.body.items).toHaveLength(1)
        expect(paged.body.total).toBeGreaterThanOrEqual(2)
        expect((await h.call("GET", "/icsr-caso-prueba?page=0", { token: admin() })).body).toEqual({ detail: "page must be >= 1" })
        expect((await h.call("GET", "/icsr-caso-prueba?page_size=201", { token: admin() })).body).toEqual({ detail: "page_size must be between 1 and 200" })
      })

      it("creates like POST /icsr (required fields, 201, origen web_form)", async () => {
        const created = await create({}, "/icsr-caso-prueba")
        expect(created).toMatchObject({ estado: "Pendiente", origen_notificacion: "web_form", eventos: [] })
        const missing = await h.call("POST", "/icsr-caso-prueba", { token: admin(), json: { paciente_iniciales: "AB" } })
        expect(missing.status).toBe(400)
        expect(missing.body.detail).toContainEqual({ loc: ["body", "descripcion_evento"], msg: "field required", type: "value_error.missing" })
      })

      it("POST eventos adds after the existing events, keeps their ids, and is audited", async () => {
        const created = await create()
        const first = await h.call("PUT", `/icsr/${created.id}/eventos`, { token: admin(), json: { eventos: [{ texto: "Urticaria" }] } })
        const firstId = first.body[0].id
        const added = await h.call("POST", `/icsr-caso-prueba/${created.id}/eventos`, { token: h.users.qf.token, json: { eventos: [{ texto: "Prurito", gravedad: "No grave" }, { texto: "Angioedema" }] } })
        expect(added.status, added.text).toBe(200)
        expect(added.body.map((e: Json) => e.texto)).toEqual(["Urticaria", "Prurito", "Angioedema"])
        expect(added.body[0].id).toBe(firstId)
        const bad = await h.call("POST", `/icsr-caso-prueba/${created.id}/eventos`, { token: admin(), json: { eventos: [{ gravedad: "Grave" }] } })
        expect(bad.status).toBe(400)
        expect(bad.body.detail).toEqual([{ loc: ["body", "eventos", 0, "texto"], msg: "field required", type: "value_error.missing" }])
        expect((await h.call("GET", `/icsr/${created.id}/eventos`, { token: admin() })).body).toHaveLength(3)
        expect((await audit(created.id)).some((e) => e.action === "ICSR_EVENTS_ADD")).toBe(true)
        expect((await h.call("POST", `/icsr-caso-prueba/${created.id}/eventos`, { token: h.users.qa.token, json: { eventos: [] } })).status).toBe(403)
      })

      it("PUT ftqf stores the QF's technical-sheet decision (causality:confirm)", async () => {
        const created = await create()
        const body = { ea_causalidad_ft: "Probable", ea_causalidad_ft_justificacion: "Listada en 4.8 como frecuente", ft_evento_listado: true, ft_seccion: "4.8", ft_frecuencia: "frecuente" }
        const res = await h.call("PUT", `/icsr-caso-prueba/${created.id}/ftqf`, { token: h.users.qf.token, json: body })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({ ok: true, id: created.id, ...body })
        expect((await h.call("GET", `/icsr/${created.id}`, { token: admin() })).body).toMatchObject(body)
        const wrong = await h.call("PUT", `/icsr-caso-prueba/${created.id}/ftqf`, { token: admin(), json: { ft_evento_listado: "quizás" } })
        expect(wrong.status).toBe(400)
        expect(wrong.body.detail[0]).toMatchObject({ loc: ["body", "ft_evento_listado"], msg: "value could not be parsed to a boolean" })
        const denied = await h.call("PUT", `/icsr-caso-prueba/${created.id}/ftqf`, { token: h.users.qa.token, json: body })
        expect(denied.body).toEqual({ detail: "Permission denied: causality:confirm required" })
      })

      it("internal codes: next reserves, check tells whether a code is taken", async () => {
        const next = await h.call("GET", "/icsr-caso-prueba/codigo-interno/next?prefix=EV", { token: admin() })
        expect(next.status).toBe(200)
        expect(next.body.codigo).toMatch(/^EV-\d{4}-\d{4}$/)
        const free = await h.call("GET", `/icsr-caso-prueba/codigo-interno/check?code=${next.body.codigo}`, { token: h.users.qa.token })
        expect(free.body).toEqual({ codigo: next.body.codigo, unico: true, icsr_id: null })
        const created = await create({ codigo_interno_lab: next.body.codigo })
        const taken = await h.call("GET", `/icsr-caso-prueba/codigo-interno/check?code=${next.body.codigo.toLowerCase()}`, { token: admin() })
        expect(taken.body).toMatchObject({ unico: false, icsr_id: created.id })
        const missing = await h.call("GET", "/icsr-caso-prueba/codigo-interno/check", { token: admin() })
        expect(missing.body.detail).toEqual([{ loc: ["query", "code"], msg: "field required", type: "value_error.missing" }])
      })
    })

    describe("tasks and the mail server test", () => {
      it("GET /tareas is per user, filtered by estado; a user closes their own task only", async () => {
        const created = await create()
        await h.call("PUT", `/icsr-caso-prueba/${created.id}`, { token: admin(), json: { evaluador_id: h.users.qf.id } })
        const mine = (await h.call("GET", "/tareas?estado=abierta", { token: h.users.qf.token })).body.items.find((t: Json) => t.icsr_id === created.id)
        expect((await h.call("GET", "/tareas?estado=abierta", { token: h.users.qa.token })).body.items.some((t: Json) => t.icsr_id === created.id)).toBe(false)
        expect((await h.call("POST", `/tareas/${mine.id}/cerrar`, { token: h.users.qa.token })).body).toEqual({ detail: "Tarea no encontrada" })
        const closed = await h.call("POST", `/tareas/${mine.id}/cerrar`, { token: h.users.qf.token })
        expect(closed.body).toMatchObject({ id: mine.id, estado: "cerrada" })
        expect((await h.call("GET", "/tareas?estado=pendiente", { token: h.users.qf.token })).body.detail[0]).toMatchObject({ loc: ["query", "estado"], type: "type_error.enum" })
        expect((await h.call("GET", "/tareas")).body).toEqual({ detail: "Not authenticated" })
      })

      it("GET /admin/mail/test connects and authenticates without sending (admin:mail)", async () => {
        const before = smtp!.received.length
        const res = await h.call("GET", "/admin/mail/test", { token: h.users.soporte.token })
        expect(res.status, res.text).toBe(200)
        expect(res.body).toMatchObject({ ok: true, host: "127.0.0.1", port: smtp!.port })
        expect(typeof res.body.detail).toBe("string")
        expect(smtp!.received.length).toBe(before)
        expect((await h.call("GET", "/admin/mail/test", { token: h.users.qf.token })).body).toEqual({ detail: "Permission denied: admin:mail required" })
      })
    })
  })
}

/** `YYYY-MM-DD` plus days. */
const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
