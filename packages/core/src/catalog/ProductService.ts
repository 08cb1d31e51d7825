/**
 * Catalog use cases: CRUD, search, bulk upsert and technical-sheet files, each audited with the
 * contract's actions (PRODUCT_CREATE, PRODUCT_LIST, PRODUCT_UPDATE with the field diff, ...).
 */
import { Context, Effect, Option } from "effect"
import { AuditLog, type Actor } from "../kernel/AuditLog.js"
import { decode, pathId } from "../case/CaseService.js"
import { Conflict, FileStorageErrorAsStorage, NotFound, PayloadTooLarge, StorageError, Texts, ValidationFailed } from "./internal/productErrors.js"
import { parseInteger } from "../kernel/Fields.js"
import { FileStorage } from "../kernel/FileStorage.js"
import * as P from "./Product.js"
import { ProductRepository } from "./ProductRepository.js"
import { Transactor } from "../kernel/Transactor.js"
import type { RawQuery } from "../case/CaseQuery.js"
import { Messages, type ValidationIssue } from "../kernel/Validation.js"

/** Settings of the catalog; override with `Layer.succeed(ProductSettings, ...)`. */
export class ProductSettings extends Context.Reference<ProductSettings>()("@atalaya/core/ProductSettings", {
  defaultValue: () => ({
    /** Largest technical-sheet PDF accepted (12 MB, service-spec "Limits"). */
    maxFichaBytes: 12 * 1024 * 1024,
    /** Where clients download a product's technical sheet. */
    fichaUrl: (id: number) => `/api/v1/products/${id}/ficha-tecnica/file`
  })
}) {}

const notFound = () => new NotFound({ detail: Texts.productNotFound })

// PostgreSQL text cannot hold U+0000: no stored value contains it, so in a query it is dropped.
const withoutNul = (text: string): string => text.replaceAll("\u0000", "")

/** A product or 404. */
export const get = (id: number) =>
  Effect.flatMap(ProductRepository, (r) => r.findById(id)).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
  )

/**
 * A product row locked until the transaction ends, or 404. Changes of the file reference read the
 * old key and then replace it: without the lock, concurrent writers read the same old key and the
 * files they replaced in between are never removed.
 */
const getForUpdate = (id: number) =>
  Effect.flatMap(ProductRepository, (r) => r.findById(id, { forUpdate: true })).pipe(
    Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
  )

/** Creates a product (201). */
export const create = (body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const input = yield* decode(P.ProductCreate, body)
    const repo = yield* ProductRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const product = yield* repo.insert(input)
      yield* audit.append({ action: "PRODUCT_CREATE", entity: "product", entity_id: String(product.id), actor, changes: { after: product } })
      return product
    }))
  })

/** Changes any subset of fields; the audit entry holds the field diff. */
export const update = (id: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const input = yield* decode(P.ProductPatch, body)
    const repo = yield* ProductRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const before = yield* Effect.flatMap(repo.findById(id, { forUpdate: true }), Option.match({
        onNone: () => Effect.fail(notFound()),
        onSome: Effect.succeed
      }))
      const after = yield* Effect.flatMap(repo.update(id, input), Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
      const diff = Object.keys(P.PRODUCT_FIELDS)
        .filter((k) => JSON.stringify(before[k as keyof P.Product] ?? null) !== JSON.stringify(after[k as keyof P.Product] ?? null))
        .map((field) => ({ field, before: before[field as keyof P.Product], after: after[field as keyof P.Product] }))
      if (diff.length > 0) {
        yield* audit.append({ action: "PRODUCT_UPDATE", entity: "product", entity_id: String(id), actor, changes: { fields: diff } })
      }
      return after
    }))
  })

/** Deletes a product and its technical sheet; refused (409) while cases link to it. */
export const remove = (id: number, actor: Actor) =>
  Effect.gen(function*() {
    const repo = yield* ProductRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    const files = yield* FileStorage
    const key = yield* tx.transaction(Effect.gen(function*() {
      const before = yield* getForUpdate(id)
      const fichaKey = yield* repo.fichaKey(id)
      yield* audit.append({ action: "PRODUCT_DELETE", entity: "product", entity_id: String(id), actor, changes: { before } })
      yield* repo.delete(id)
      return fichaKey
    }))
    // The file goes only after the row is gone: a failed delete must not orphan the reference.
    if (Option.isSome(key)) yield* FileStorageErrorAsStorage(files.remove(key.value))
    return { ok: true as const }
  })

const queryInt = (raw: RawQuery, name: string, fallback: number, min: number, max: number, issues: Array<ValidationIssue>) => {
  const value = raw[name]
  if (value === undefined || value === "") return fallback
  const parsed = parseInteger(min, max)(value)
  if (parsed.ok) return parsed.value
  issues.push({ loc: ["query", name], ...parsed.issue })
  return fallback
}

const enumIssue = (name: string, values: ReadonlyArray<string>): ValidationIssue => ({ loc: ["query", name], ...Messages.enumeration(values) })

/** Parses the query of `GET /products/`. */
export const parseListQuery = (raw: RawQuery): Effect.Effect<P.ProductListQuery, ValidationFailed> => {
  const issues: Array<ValidationIssue> = []
  const offset = queryInt(raw, "offset", 0, 0, Number.MAX_SAFE_INTEGER, issues)
  const limit = queryInt(raw, "limit", 50, 1, 200, issues)
  const comercializa = (raw.comercializa ?? "all").trim().toLowerCase() || "all"
  if (!["si", "no", "all"].includes(comercializa)) issues.push(enumIssue("comercializa", ["si", "no", "all"]))
  const sort = (raw.sort ?? "producto").trim() || "producto"
  if (!(P.PRODUCT_SORTS as ReadonlyArray<string>).includes(sort)) issues.push(enumIssue("sort", P.PRODUCT_SORTS))
  const order = (raw.order ?? "asc").trim().toLowerCase() || "asc"
  if (order !== "asc" && order !== "desc") issues.push(enumIssue("order", ["asc", "desc"]))
  if (issues.length > 0) return Effect.fail(new ValidationFailed({ issues }))
  const text = (v: string | undefined) => {
    const t = withoutNul(v ?? "").trim()
    return t === "" ? null : t.slice(0, 255)
  }
  const estado = text(raw.estado)
  return Effect.succeed({
    q: text(raw.q),
    estado: estado !== null && estado.toLowerCase() === "all" ? null : estado,
    comercializa: comercializa as P.ProductListQuery["comercializa"],
    sort: sort as P.ProductListQuery["sort"],
    order: order as "asc" | "desc",
    offset,
    limit,
    numero_registro: text(raw.numero_registro)
  })
}

/** One page of the catalog (audited as PRODUCT_LIST: who consulted what). */
export const list = (raw: RawQuery, actor: Actor) =>
  Effect.gen(function*() {
    const query = yield* parseListQuery(raw)
    const repo = yield* ProductRepository
    const page = yield* repo.list(query)
    const audit = yield* AuditLog
    yield* audit.append({ action: "PRODUCT_LIST", entity: "product", entity_id: null, actor, changes: { query, total: page.total } })
    return { items: page.items, total: page.total, offset: query.offset, limit: query.limit }
  })

/** Autocomplete over producto, ifa and numero_registro (`term` or `q`, at least 2 characters). */
export const search = (raw: RawQuery) =>
  Effect.gen(function*() {
    const name = raw.term !== undefined ? "term" : "q"
    const term = withoutNul(raw.term ?? raw.q ?? "").trim()
    const issues: Array<ValidationIssue> = []
    if (raw.term === undefined && raw.q === undefined) issues.push({ loc: ["query", "term"], ...Messages.missing })
    else if (term.length < 2) issues.push({ loc: ["query", name], ...Messages.minLength(2) })
    const limit = queryInt(raw, "limit", 8, 1, 50, issues)
    if (issues.length > 0) return yield* Effect.fail(new ValidationFailed({ issues }))
    const repo = yield* ProductRepository
    const hits = yield* repo.search(term.slice(0, 255), limit)
    return { items: hits.items, total: hits.total, limit }
  })

/** A product by registration number, compared in normalized form. */
export const byRegistro = (numero: string | undefined, param = "registro") =>
  Effect.gen(function*() {
    const key = P.registroKey(withoutNul(numero ?? ""))
    if (key === "") return yield* Effect.fail(new ValidationFailed({ issues: [{ loc: ["query", param], ...Messages.missing }] }))
    const repo = yield* ProductRepository
    return yield* Effect.flatMap(repo.findByRegistro(key), Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))
  })

/** Upserts a batch by registration number in one transaction; invalid items are skipped and reported. */
export const bulk = (body: unknown, actor: Actor, options: { readonly onProgress?: (done: number, total: number) => void; readonly chunkSize?: number } = {}) =>
  Effect.gen(function*() {
    const { items } = yield* decode(P.ProductBulk, body)
    const { rows, errors, repeats } = P.prepareBulk(items)
    const repo = yield* ProductRepository
    const audit = yield* AuditLog
    const tx = yield* Transactor
    const chunkSize = options.chunkSize ?? 1000
    const counts = yield* tx.transaction(Effect.gen(function*() {
      let created = 0
      let updated = 0
      for (let start = 0; start < rows.length; start += chunkSize) {
        const result = yield* repo.upsertMany(rows.slice(start, start + chunkSize))
        created += result.created
        updated += result.updated
        options.onProgress?.(Math.min(start + chunkSize, rows.length), rows.length)
      }
      // Items repeating a number of this batch were applied to the first: they count as updates.
      const result: P.BulkResult = {
        created,
        updated: updated + repeats,
        skipped: errors.length,
        errors,
        total_processed: items.length
      }
      yield* audit.append({
        action: "PRODUCT_BULK_IMPORT",
        entity: "product",
        entity_id: null,
        actor,
        changes: { created: result.created, updated: result.updated, skipped: result.skipped, total_processed: result.total_processed }
      })
      return result
    }))
    return counts
  })

/** An uploaded file as the HTTP layer hands it over. */
export interface Upload {
  readonly bytes: Uint8Array
  readonly size: number
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"

/** True when the bytes are a PDF (by content, not by name or declared type). */
export const isPdf = (bytes: Uint8Array): boolean => {
  // PDF readers accept the header anywhere in the first KiB; some generators prepend junk.
  const limit = Math.min(bytes.length - PDF_MAGIC.length, 1024)
  for (let i = 0; i <= limit; i++) {
    if (PDF_MAGIC.every((b, j) => bytes[i + j] === b)) return true
  }
  return false
}

const fichaLink = (url: string, origin: string) => ({ url, abs_url: `${origin.replace(/\/$/, "")}${url}` })

/** Stores a technical-sheet PDF under a generated name and links it to the product (201). */
export const uploadFicha = (id: number, file: Upload | null, actor: Actor, origin: string) =>
  Effect.gen(function*() {
    const settings = yield* ProductSettings
    if (file === null) return yield* Effect.fail(new ValidationFailed({ issues: [{ loc: ["body", "file"], ...Messages.missing }] }))
    if (file.size > settings.maxFichaBytes) return yield* Effect.fail(PayloadTooLarge.forLimit(settings.maxFichaBytes))
    if (!isPdf(file.bytes)) return yield* Effect.fail(new ValidationFailed({ issues: [{ loc: ["body", "file"], msg: Texts.notPdf, type: "value_error.pdf" }] }))
    const repo = yield* ProductRepository
    const files = yield* FileStorage
    const audit = yield* AuditLog
    const tx = yield* Transactor
    yield* get(id)
    const key = `fichas/${id}/${crypto.randomUUID()}.pdf`
    const url = settings.fichaUrl(id)
    yield* FileStorageErrorAsStorage(files.put(key, file.bytes))
    const previous = yield* tx.transaction(Effect.gen(function*() {
      yield* getForUpdate(id)
      const old = yield* repo.fichaKey(id)
      yield* repo.setFicha(id, key, url)
      yield* audit.append({ action: "PRODUCT_FICHA_UPLOAD", entity: "product", entity_id: String(id), actor, changes: { size: file.size } })
      return old
    })).pipe(Effect.tapError(() => Effect.ignore(files.remove(key))))
    if (Option.isSome(previous)) yield* Effect.ignore(files.remove(previous.value))
    return fichaLink(url, origin)
  })

/** The link to a product's technical sheet, or 404. */
export const getFicha = (id: number, origin: string) =>
  Effect.gen(function*() {
    const product = yield* get(id)
    if (product.ficha_tecnica_url === null) return yield* Effect.fail(new NotFound({ detail: Texts.fichaNotFound }))
    return fichaLink(product.ficha_tecnica_url, origin)
  })

/** The bytes of a product's technical sheet, or 404. */
export const downloadFicha = (id: number) =>
  Effect.gen(function*() {
    yield* get(id)
    const repo = yield* ProductRepository
    const files = yield* FileStorage
    const key = yield* repo.fichaKey(id)
    if (Option.isNone(key)) return yield* Effect.fail(new NotFound({ detail: Texts.fichaNotFound }))
    const bytes = yield* FileStorageErrorAsStorage(files.get(key.value))
    if (Option.isNone(bytes)) return yield* Effect.fail(new NotFound({ detail: Texts.fichaNotFound }))
    return bytes.value
  })

/** Removes the reference and the file. */
export const deleteFicha = (id: number, actor: Actor) =>
  Effect.gen(function*() {
    const repo = yield* ProductRepository
    const files = yield* FileStorage
    const audit = yield* AuditLog
    const tx = yield* Transactor
    const key = yield* tx.transaction(Effect.gen(function*() {
      yield* getForUpdate(id)
      const old = yield* repo.fichaKey(id)
      if (Option.isNone(old)) return yield* Effect.fail(new NotFound({ detail: Texts.fichaNotFound }))
      yield* repo.setFicha(id, null, null)
      yield* audit.append({ action: "PRODUCT_FICHA_DELETE", entity: "product", entity_id: String(id), actor, changes: {} })
      return old.value
    }))
    yield* FileStorageErrorAsStorage(files.remove(key))
    return { ok: true as const }
  })

export type { Conflict, StorageError }

/** Parses the `product_id` path parameter. */
export const pathProductId = (value: string | undefined) => pathId(value, "product_id")
