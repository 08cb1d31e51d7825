/**
 * Use cases of IPS products and reports: CRUD, the workflow borrador → validado → aprobado (with
 * rejection and new versions), all audited in their transaction. Permissions are checked by the
 * adapter; the state rules are here, so a script gets the same 409s as HTTP.
 */
import { AuditLog, CaseService, Errors, Fields, type PasswordHasher, Transactor, type UserRepository, Validation } from "@atalaya/core"
import { Effect, Option } from "effect"
import { type Estado, ESTADOS, type IpsReport, parseProduct, parseReport, Texts } from "./Ips.js"
import { IpsRepository, type ProductValues, type ReportValues } from "./IpsRepository.js"

const notFound = () => new Errors.NotFound({ detail: Texts.notFound })

const query = (raw: Readonly<Record<string, string | undefined>>, name: string, fallback: number, max: number) => {
  const value = raw[name]
  if (value === undefined || value.trim() === "") return Effect.succeed(fallback)
  const parsed = Fields.parseInteger(name === "offset" ? 0 : 1, max)(value)
  return parsed.ok ? Effect.succeed(parsed.value) : Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", name], ...parsed.issue }] }))
}

// ---------------------------------------------------------------------------------------------
// Products

/** IPS products, by name: `{items, total, limit, offset}` (q on name, ingredient or registration). */
export const listProducts = (raw: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function*() {
    const limit = yield* query(raw, "limit", 50, 200)
    const offset = yield* query(raw, "offset", 0, Fields.MAX_INT)
    const page = yield* Effect.flatMap(IpsRepository, (r) => r.products(raw.q?.trim() || null, limit, offset))
    return { ...page, limit, offset }
  })

/** One IPS product, or 404. */
export const getProduct = (id: number) =>
  Effect.flatMap(IpsRepository, (r) => r.product(id)).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(new Errors.NotFound({ detail: Texts.productNotFound })), onSome: Effect.succeed }))
  )

/** Creates an IPS product (409 when its registration number is taken). */
export const createProduct = (body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const values = yield* Effect.suspend(() => parseProduct(body, "create"))
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const created = yield* repo.insertProduct(values as ProductValues)
      yield* audit.append({ action: "IPS_PRODUCT_CREATE", entity: "ips_producto", entity_id: String(created.id), actor, changes: { before: null, after: created } })
      return created
    }))
  })

/** Changes an IPS product. */
export const updateProduct = (id: number, body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const values = yield* Effect.suspend(() => parseProduct(body, "update"))
    const before = yield* getProduct(id)
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const after = yield* repo.updateProduct(id, values as ProductValues)
      yield* audit.append({ action: "IPS_PRODUCT_UPDATE", entity: "ips_producto", entity_id: String(id), actor, changes: { before, after } })
      return after
    }))
  })

// ---------------------------------------------------------------------------------------------
// Reports

/** Reports, newest period first: `{items, total, limit, offset}`; filters estado and producto. */
export const list = (raw: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function*() {
    const limit = yield* query(raw, "limit", 50, 200)
    const offset = yield* query(raw, "offset", 0, Fields.MAX_INT)
    const estado = raw.estado === undefined || raw.estado === "" ? null : raw.estado
    if (estado !== null && !(ESTADOS as ReadonlyArray<string>).includes(estado)) {
      return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["query", "estado"], ...Validation.Messages.enumeration(ESTADOS) }] }))
    }
    const producto = raw.producto?.replaceAll("\u0000", "").trim() || null
    const page = yield* Effect.flatMap(IpsRepository, (r) => r.list({ limit, offset, estado: estado as Estado | null, producto }))
    return { items: page.items, total: page.total, limit, offset }
  })

/** One report, or 404. */
export const get = (id: number) =>
  Effect.flatMap(IpsRepository, (r) => r.find(id)).pipe(Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed })))

/** Creates a report in borrador (version 1 by default) for an existing IPS product. */
export const create = (body: unknown, actor: AuditLog.Actor, extra: ReportValues = {}) =>
  Effect.gen(function*() {
    const input = yield* Effect.suspend(() => parseReport(body, "create"))
    yield* getProduct(input.producto_id as number)
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    const { estado: _, ...fields } = input
    return yield* tx.transaction(Effect.gen(function*() {
      const created = yield* repo.insert({ version: 1, ...(fields as ReportValues), ...extra, estado: "borrador" })
      yield* audit.append({ action: "IPS_CREATE", entity: "ips", entity_id: String(created.id), actor, changes: { before: null, after: created } })
      return created
    }))
  })

/** Locks a report and checks it is in borrador (409 otherwise). */
export const draftForUpdate = (id: number) =>
  Effect.gen(function*() {
    const repo = yield* IpsRepository
    const found = yield* repo.findForUpdate(id)
    if (Option.isNone(found)) return yield* Effect.fail(notFound())
    if (found.value.estado !== "borrador") return yield* Effect.fail(new Errors.Conflict({ detail: Texts.onlyDraft }))
    return found.value
  })

/** Changes a report's fields; only in borrador. */
export const update = (id: number, body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const input = yield* Effect.suspend(() => parseReport(body, "update"))
    if (input.producto_id !== undefined) yield* getProduct(input.producto_id as number)
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const before = yield* draftForUpdate(id)
      const merged = { periodo_inicio: input.periodo_inicio ?? before.periodo_inicio, periodo_fin: input.periodo_fin ?? before.periodo_fin }
      if (merged.periodo_fin < merged.periodo_inicio) {
        return yield* Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["body", "periodo_fin"], msg: "periodo_fin must be on or after periodo_inicio", type: "value_error.date.order" }] }))
      }
      const after = yield* repo.update(id, input as ReportValues)
      const changed = Object.keys(input).filter((k) => JSON.stringify(before[k as keyof IpsReport]) !== JSON.stringify(after[k as keyof IpsReport]))
      yield* audit.append({
        action: "IPS_UPDATE", entity: "ips", entity_id: String(id), actor,
        changes: { before: Object.fromEntries(changed.map((k) => [k, before[k as keyof IpsReport]])), after: Object.fromEntries(changed.map((k) => [k, after[k as keyof IpsReport]])) }
      })
      return after
    }))
  })

/** Deletes a report in borrador after the acting user's password: `{ok: true, deleted_id}`. */
export const remove = (id: number, body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    yield* CaseService.confirmPassword(body, actor)
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    yield* tx.transaction(Effect.gen(function*() {
      const before = yield* draftForUpdate(id)
      yield* audit.append({ action: "IPS_DELETE", entity: "ips", entity_id: String(id), actor, changes: { before, after: null } })
      yield* repo.remove(id)
    }))
    return { ok: true as const, deleted_id: id }
  })

/** Moves a report from `from` to `to` (409 `Transicion no permitida: <estado> -> <to>` otherwise). */
const transition = (id: number, from: Estado, to: Estado, action: string, actor: AuditLog.Actor, values: ReportValues = {}, note: Record<string, unknown> = {}) =>
  Effect.gen(function*() {
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const found = yield* repo.findForUpdate(id)
      if (Option.isNone(found)) return yield* Effect.fail(notFound())
      if (found.value.estado !== from) return yield* Effect.fail(new Errors.Conflict({ detail: Texts.transition(found.value.estado, to) }))
      const after = yield* repo.update(id, { ...values, estado: to })
      yield* audit.append({ action, entity: "ips", entity_id: String(id), actor, changes: { before: { estado: from }, after: { estado: to }, ...note } })
      return after
    }))
  })

const now = () => new Date().toISOString()

/** borrador → validado (QA). */
export const qaValidate = (id: number, actor: AuditLog.Actor) =>
  transition(id, "borrador", "validado", "IPS_QA_VALIDATE", actor, { validado_por: actor.email, validado_at: now() })

/** validado → aprobado (technical direction); the report becomes read-only. */
export const approve = (id: number, actor: AuditLog.Actor) =>
  transition(id, "validado", "aprobado", "IPS_APPROVE", actor, { aprobado_por: actor.email, aprobado_at: now() })

/** validado → borrador with a reason `{motivo}` (decisions.md). */
export const reject = (id: number, body: unknown, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const parsed = Fields.record({ motivo: Fields.text(2000, "required") }).safeParse(body)
    if (!parsed.success) return yield* Effect.fail(new Errors.ValidationFailed({ issues: Validation.fromZod("body", parsed.error) }))
    return yield* transition(id, "validado", "borrador", "IPS_REJECT", actor, { validado_por: null, validado_at: null }, { motivo: parsed.data.motivo })
  })

/** Copies an aprobado report into a new borrador with version + 1 (its sources too). */
export const newVersion = (id: number, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const found = yield* repo.findForUpdate(id)
      if (Option.isNone(found)) return yield* Effect.fail(notFound())
      const old = found.value
      if (old.estado !== "aprobado") return yield* Effect.fail(new Errors.Conflict({ detail: Texts.transition(old.estado, "borrador") }))
      const created = yield* repo.insert({
        producto_id: old.producto_id, periodo_inicio: old.periodo_inicio, periodo_fin: old.periodo_fin, version: old.version + 1, estado: "borrador",
        unidades_comercializadas: old.unidades_comercializadas, lotes_distribuidos: old.lotes_distribuidos, cal_id: old.cal_id, casos_total: old.casos_total,
        eventos_resumen: old.eventos_resumen, senales_detectadas: old.senales_detectadas, acciones_regulatorias: old.acciones_regulatorias,
        evaluacion_benef_riesgo: old.evaluacion_benef_riesgo, conclusiones: old.conclusiones
      })
      const fuentes = yield* repo.fuentes(id)
      yield* repo.replaceFuentes(created.id, fuentes.map(({ id: _, ...f }) => f))
      yield* audit.append({ action: "IPS_NEW_VERSION", entity: "ips", entity_id: String(created.id), actor, changes: { from_id: id, version: created.version } })
      return created
    }))
  })
