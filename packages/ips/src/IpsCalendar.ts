/**
 * The IPS calendar (decisions.md "IPS"): one item per catalog product with a registration number
 * (`cal_id` = its id), the next uncovered period by the periodicity rule, and reports created from
 * an item (the IPS product made from the catalog product, or the one with its registration).
 */
import { AuditLog, Errors, Fields, Transactor, Validation } from "@atalaya/core"
import { Effect, Option } from "effect"
import * as Calendar from "./Calendar.js"
import { Texts } from "./Ips.js"
import { type CalendarItem, IpsRepository } from "./IpsRepository.js"
import { create } from "./IpsService.js"

const label = (item: CalendarItem) => `${item.producto} — ${item.numero_registro}`

/** `GET /ips/calendario-search?q=&limit=` → `[{id, label}]` (limit 1-50, default 20). */
export const search = (raw: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function*() {
    let limit = 20
    if (raw.limit !== undefined && raw.limit.trim() !== "") {
      const parsed = Fields.parseInteger(1, 50)(raw.limit)
      if (!parsed.ok) return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "limit"], ...parsed.issue }] }))
      limit = parsed.value
    }
    const q = raw.q?.replaceAll("\u0000", "").trim() || null
    const items = yield* Effect.flatMap(IpsRepository, (r) => r.calendarSearch(q, limit))
    return items.map((item) => ({ id: item.id, label: label(item) }))
  })

const item = (calId: number) =>
  Effect.flatMap(IpsRepository, (r) => r.calendarItem(calId)).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(new Errors.NotFound({ detail: Texts.calendarNotFound })), onSome: Effect.succeed }))
  )

const today = () => new Date().toISOString().slice(0, 10)

/**
 * `GET /ips/calendario/{cal_id}/prefill` → `{producto {...}, report {periodo_inicio, periodo_fin,
 * estado}, cal_id, regla}`: the first period of the item not covered by one of its reports.
 */
export const prefill = (calId: number) =>
  Effect.gen(function*() {
    const cal = yield* item(calId)
    const covered = yield* Effect.flatMap(IpsRepository, (r) => r.coveredPeriods(calId))
    const next = Calendar.nextUncovered(cal.fecha_primer_registro, covered, today())
    return {
      producto: { nombre: cal.producto, principio_activo: cal.ifa, registro_sanitario: cal.numero_registro, fecha_autorizacion: cal.fecha_primer_registro },
      report: { periodo_inicio: next.period.periodo_inicio, periodo_fin: next.period.periodo_fin, estado: "borrador" as const },
      cal_id: calId,
      regla: next.regla
    }
  })

/** The reports of a calendar item, newest period first. */
export const reports = (calId: number) =>
  Effect.gen(function*() {
    yield* item(calId)
    return yield* Effect.flatMap(IpsRepository, (r) => r.ofCalendar(calId))
  })

/**
 * `POST /ips/from-calendario?cal_id=&periodo_inicio=&periodo_fin=`: creates (or reuses, by
 * registration number) the IPS product of the catalog item and a borrador report for the period;
 * without a period, the prefill's.
 */
export const fromCalendar = (raw: Readonly<Record<string, string | undefined>>, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const calRaw = raw.cal_id
    const parsedId = calRaw === undefined || calRaw.trim() === "" ? null : Fields.parseInteger(1, Fields.MAX_INT)(calRaw)
    if (parsedId === null || !parsedId.ok) {
      return yield* Effect.fail(new Errors.ValidationFailed({
        issues: [{ loc: ["query", "cal_id"], ...(parsedId === null ? Validation.Messages.missing : parsedId.issue) }]
      }))
    }
    const calId = parsedId.value
    const cal = yield* item(calId)
    const proposed = raw.periodo_inicio || raw.periodo_fin ? null : (yield* prefill(calId)).report
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    const product = yield* tx.transaction(Effect.gen(function*() {
      const existing = yield* repo.productByRegistro(cal.numero_registro)
      if (Option.isSome(existing)) return existing.value
      const created = yield* repo.insertProduct({
        nombre: cal.producto, principio_activo: cal.ifa, forma_farmaceutica: cal.forma_farmaceutica, presentacion: cal.presentacion_farmaceutica,
        via: cal.via, registro_sanitario: cal.numero_registro, fecha_autorizacion: cal.fecha_primer_registro, fabricante: cal.laboratorio_pais, cal_id: calId
      })
      yield* audit.append({ action: "IPS_PRODUCT_CREATE", entity: "ips_producto", entity_id: String(created.id), actor, changes: { before: null, after: created, cal_id: calId } })
      return created
    }))
    const body = {
      producto_id: product.id,
      periodo_inicio: proposed?.periodo_inicio ?? raw.periodo_inicio,
      periodo_fin: proposed?.periodo_fin ?? raw.periodo_fin
    }
    return yield* create(body, actor, { cal_id: calId })
  })
