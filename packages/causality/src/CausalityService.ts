/**
 * Causality use cases (service-spec "Causality", rules 1-5): the kl suggestion (language model
 * when configured, rules otherwise; cached per case and product until the data it judged
 * changes), the QF's confirmation (one kl record per confirmation, the case's `ea_causalidad`
 * updated in the same transaction through the audited case update), the last assessment, and the
 * technical sheet: upload (text through the DocumentText port, sections stored with the case and
 * its catalog product) and the FT assessment (rules, refined by the model when configured).
 */
import {
  AuditLog,
  type Case,
  CaseRules,
  CaseService,
  DocumentText,
  Errors,
  Fields,
  FileStorage,
  LanguageModel,
  ProductRepository,
  ProductService,
  Transactor,
  type Validation
} from "@atalaya/core"
import { Effect, Option } from "effect"
import { createHash, randomUUID } from "node:crypto"
import * as Causality from "./Causality.js"
import * as CausalityRepository from "./CausalityRepository.js"
import * as CausalityRules from "./CausalityRules.js"
import * as Prompts from "./Prompts.js"
import * as TechnicalSheet from "./TechnicalSheet.js"

type Actor = AuditLog.Actor
type RawQuery = Readonly<Record<string, string | undefined>>

/**
 * Every service the causality use cases may need: the case update's (storage, audit, side
 * effects), causality storage, the catalog, files, document text and the language model.
 */
export type CausalityServices =
  | Effect.Effect.Context<ReturnType<typeof CaseService.update>>
  | CausalityRepository.CausalityRepository
  | ProductRepository.ProductRepository
  | FileStorage.FileStorage
  | DocumentText.DocumentText
  | LanguageModel.LanguageModel
  | AuditLog.AuditLog
  | Transactor.Transactor

/** A use case of this module. */
type UseCase<A> = Effect.Effect<A, Errors.DomainError, CausalityServices>

/** What `suggest` answers: the suggestion, whether it came from the cache, and the debug view when asked. */
export type SuggestAnswer = Suggestion & {
  readonly cached: boolean
  readonly debug?: { readonly payload: CausalityRules.KlPayload; readonly prompt: Prompts.Prompt; readonly fingerprint: string }
}

/** What `uploadFt` answers. */
export interface FtUploadAnswer {
  readonly ok: true
  readonly icsr_id: number
  readonly producto_id: number | null
  /** Every section name, with its text or null when not found. */
  readonly secciones: Readonly<Record<TechnicalSheet.Seccion, string | null>>
  readonly encontradas: ReadonlyArray<TechnicalSheet.Seccion>
  readonly paginas: number
  readonly engine: string
  readonly confianza: number | null
}

/** Texts of the causality endpoints. */
export const Texts = {
  productNotInCase: "Producto no encontrado en este ICSR",
  noSections: "No se encontraron secciones de ficha técnica (4.3, 4.4, 4.5, 4.8, 5.1) en el documento",
  unreadable: (reason: string) => `No se pudo leer el documento: ${reason}`
} as const

/** Largest technical-sheet PDF accepted (12 MB, service-spec "Limits"). */
export const MAX_FT_BYTES = 12 * 1024 * 1024
/** Rendering resolution of technical-sheet pages for OCR (service-spec Causality rule 4). */
export const FT_DPI = 200
/** OCR languages of technical sheets (Spanish plus English). */
export const FT_LANGUAGES: ReadonlyArray<string> = ["spa", "eng"]

const issue = (loc: Validation.ValidationIssue["loc"], text: { readonly msg: string; readonly type: string }) =>
  new Errors.ValidationFailed({ issues: [{ loc, ...text }] })

/** Reads a flag of the query (`debug`, `use_cache`): absent is `fallback`, a bare `?debug` is true. */
const flag = (raw: RawQuery, name: string, fallback: boolean): Effect.Effect<boolean, Errors.ValidationFailed> => {
  const value = raw[name]
  if (value === undefined) return Effect.succeed(fallback)
  if (value.trim() === "") return Effect.succeed(true)
  const parsed = Fields.parseBoolean(value)
  return parsed.ok ? Effect.succeed(parsed.value) : Effect.fail(issue(["query", name], parsed.issue))
}

/** The suspected product a request names (query `producto`), or 400 on `loc` when the case has no such product. */
const sospechosoOf = (caso: Case.Case, requested: string | undefined | null, loc: Validation.ValidationIssue["loc"]) => {
  const picked = CausalityRules.pickSospechoso(caso, requested)
  return picked === null
    ? Effect.fail(issue(loc, { msg: Texts.productNotInCase, type: "value_error" }))
    : Effect.succeed(picked)
}

/** The catalog product of a case's suspected product: the case's link, else the product's registration number. */
const catalogProductOf = (caso: Case.Case, sospechoso: CausalityRules.Sospechoso): number | null => {
  if (caso.producto_id !== null) return caso.producto_id
  const registro = sospechoso.producto?.registro_sanitario ?? null
  if (registro === null) return null
  return caso.rs_catalog_map?.[CaseRules.normalizeRegistro(registro)]?.id ?? null
}

/**
 * The technical sheet for an assessment: the one uploaded to the case, else the catalog product's
 * stored sections; with `readCatalogPdf`, a catalog PDF not read yet is read now and its sections kept.
 */
const fichaOf = (caso: Case.Case, sospechoso: CausalityRules.Sospechoso, options: { readonly readCatalogPdf: boolean }) =>
  Effect.gen(function*() {
    const repo = yield* CausalityRepository.CausalityRepository
    const own = yield* repo.sheetForCase(caso.id)
    if (Option.isSome(own)) return Option.some<CausalityRules.Ficha>({ secciones: own.value.secciones, fuente: "caso" })
    const productId = catalogProductOf(caso, sospechoso)
    if (productId === null) return Option.none<CausalityRules.Ficha>()
    const stored = yield* repo.sheetForProduct(productId)
    if (Option.isSome(stored)) return Option.some<CausalityRules.Ficha>({ secciones: stored.value.secciones, fuente: "catalogo" })
    if (!options.readCatalogPdf) return Option.none<CausalityRules.Ficha>()
    const products = yield* ProductRepository.ProductRepository
    const key = yield* products.fichaKey(productId)
    if (Option.isNone(key)) return Option.none<CausalityRules.Ficha>()
    const files = yield* FileStorage.FileStorage
    const bytes = yield* files.get(key.value).pipe(Effect.mapError((cause) => new Errors.StorageError({ cause })))
    if (Option.isNone(bytes)) return Option.none<CausalityRules.Ficha>()
    const text = yield* readPdf(bytes.value)
    const secciones = TechnicalSheet.detectSections(text.text)
    if (TechnicalSheet.foundSections(secciones).length === 0) return Option.none<CausalityRules.Ficha>()
    yield* repo.saveProductSheet(productId, {
      secciones,
      file_key: null,
      engine: text.engine,
      paginas: text.pages.length,
      confianza: text.confidence,
      created_by: null
    })
    return Option.some<CausalityRules.Ficha>({ secciones, fuente: "catalogo" })
  })

const readPdf = (bytes: Uint8Array) =>
  Effect.flatMap(DocumentText.DocumentText, (reader) =>
    reader.extract({ bytes, mediaType: "application/pdf", dpi: FT_DPI, languages: FT_LANGUAGES }).pipe(
      Effect.mapError((e) => new Errors.BadRequest({ detail: Texts.unreadable(e.reason) }))
    ))

/** A stable hash of the data a suggestion judged, with the engine and prompt that judged it. */
export const fingerprint = (payload: CausalityRules.KlPayload, engine: string, version: string): string =>
  createHash("sha256").update(JSON.stringify({ payload, engine, version })).digest("hex")

/** A kl suggestion as answered (and cached). */
export interface Suggestion {
  readonly icsr_id: number
  readonly producto_evaluado: string
  /** The nested suspected product's id; null when the free-text product was assessed. */
  readonly producto_id: number | null
  readonly criterios: Causality.Criterios
  readonly score_total: number
  readonly clasificacion: Causality.Clasificacion
  readonly evaluable: boolean
  readonly motivo_no_evaluable: string | null
  /** The model that answered, or `reglas`. */
  readonly modelo_llm: string
  readonly version_prompt: string
  /** `llm` or `reglas`. */
  readonly engine: "llm" | "reglas"
  /** The case's suspected products (pick one with `producto`). */
  readonly productos: ReadonlyArray<string>
  readonly generado_en: string
}

const llmError = (e: LanguageModel.LanguageModelError) => LanguageModel.toDomainError(e)

/**
 * `GET /causality/kl/suggest/{icsr_id}`: query `producto` picks a suspected product (name or
 * nested id; the first by default), `use_cache=0` recomputes, `debug` adds the payload and prompt.
 * The answer comes from the language model when one is configured (validated: every criterion in
 * its range), else from the rules; totals and classification are always computed here.
 */
export const suggest = (icsrId: number, query: RawQuery = {}): UseCase<SuggestAnswer> =>
  Effect.gen(function*() {
    const useCache = yield* flag(query, "use_cache", true)
    const debug = yield* flag(query, "debug", false)
    const caso = yield* CaseService.get(icsrId)
    const sospechoso = yield* sospechosoOf(caso, query.producto, ["query", "producto"])
    const ficha = yield* fichaOf(caso, sospechoso, { readCatalogPdf: false })
    const payload = CausalityRules.buildPayload(caso, sospechoso, Option.getOrNull(ficha))
    const model = yield* LanguageModel.LanguageModel
    const engineName = model.available && model.model !== null ? model.model : LanguageModel.RULES_ENGINE
    const version = model.available ? Prompts.KL_PROMPT_VERSION : Prompts.RULES_VERSION
    const prompt = Prompts.klPrompt(payload)
    const print = fingerprint(payload, engineName, version)
    const key = CausalityRules.productKey(sospechoso.nombre)
    const repo = yield* CausalityRepository.CausalityRepository
    const extra = debug ? { debug: { payload, prompt, fingerprint: print } } : {}

    if (useCache) {
      const cached = yield* repo.findSuggestion(icsrId, key, print)
      if (Option.isSome(cached)) return { ...(cached.value.result as Suggestion), cached: true, ...extra }
    }

    const base = {
      icsr_id: icsrId,
      producto_evaluado: sospechoso.nombre,
      producto_id: sospechoso.producto?.id ?? null,
      productos: CausalityRules.sospechososDe(caso).map((s) => s.nombre),
      generado_en: new Date(yield* Effect.clockWith((c) => c.currentTimeMillis)).toISOString()
    }
    let result: Suggestion
    if (model.available) {
      const answer = yield* model.complete({
        task: "causalidad.kl",
        system: prompt.system,
        prompt: prompt.user,
        schema: Prompts.KlAnswer,
        schemaName: Prompts.KL_SCHEMA_NAME,
        promptVersion: Prompts.KL_PROMPT_VERSION
      }).pipe(Effect.mapError(llmError))
      const evaluation = Causality.evaluate(answer.value.criterios, answer.value.evaluable)
      result = {
        ...base,
        ...evaluation,
        motivo_no_evaluable: answer.value.evaluable ? null : answer.value.motivo_no_evaluable,
        modelo_llm: answer.model,
        version_prompt: answer.promptVersion,
        engine: "llm"
      }
    } else {
      const rules = CausalityRules.score(payload)
      result = { ...base, ...rules, modelo_llm: LanguageModel.RULES_ENGINE, version_prompt: Prompts.RULES_VERSION, engine: "reglas" }
    }
    yield* repo.saveSuggestion(icsrId, key, print, result)
    return { ...result, cached: false, ...extra }
  })

const STRENGTH: ReadonlyArray<Causality.Clasificacion> = ["Definida", "Probable", "Posible", "Improbable", "Condicional", "Inclasificable"]

/**
 * The case's classification from its kl records: the most causal of the newest record of each
 * product (with one product, simply its newest record).
 */
export const caseClassification = (records: ReadonlyArray<Causality.KlRecord>): Causality.Clasificacion | null => {
  const newest = new Map<string, Causality.KlRecord>()
  for (const r of records) {
    const key = CausalityRules.productKey(r.producto_evaluado)
    const seen = newest.get(key)
    if (seen === undefined || r.id > seen.id) newest.set(key, r)
  }
  const ranks = [...newest.values()].map((r) => STRENGTH.indexOf(r.clasificacion_qf)).filter((i) => i >= 0)
  return ranks.length === 0 ? null : STRENGTH[Math.min(...ranks)]!
}

/**
 * `PUT /causality/kl/confirm/{icsr_id}`: validates the criteria (each in its range), recomputes
 * totals and classifications, stores a kl record for `producto_evaluado` (body, or query
 * `producto`, or the first suspected product) and sets the case's `ea_causalidad` to the QF
 * classification (the most causal one across products) through the audited case update — all in
 * one transaction. Answers `{ok: true, id, ea_causalidad}`.
 */
export const confirm = (
  icsrId: number,
  body: unknown,
  actor: Actor,
  query: RawQuery = {}
): UseCase<{ readonly ok: true; readonly id: number; readonly ea_causalidad: string | null }> =>
  Effect.gen(function*() {
    const input = yield* CaseService.decode(Causality.KlConfirm, body)
    const repo = yield* CausalityRepository.CausalityRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const caso = yield* CaseService.get(icsrId, { forUpdate: true })
      const named = input.producto_evaluado ?? query.producto ?? null
      const sospechoso = yield* sospechosoOf(caso, named, input.producto_evaluado != null ? ["body", "producto_evaluado"] : ["query", "producto"])
      const values = Causality.recordOf(input, { icsr_id: icsrId, producto_evaluado: sospechoso.nombre, created_by: actor.id })
      const record = yield* repo.insertKl(values)
      yield* audit.append({
        action: "CAUSALITY_KL_CONFIRM",
        entity: "icsr",
        entity_id: String(icsrId),
        actor,
        changes: {
          kl_id: record.id,
          producto_evaluado: record.producto_evaluado,
          score_total_sys: record.score_total_sys,
          score_total_qf: record.score_total_qf,
          clasificacion_sys: record.clasificacion_sys,
          clasificacion_qf: record.clasificacion_qf,
          modelo_llm: record.modelo_llm,
          version_prompt: record.version_prompt
        }
      })
      const all = yield* repo.listKl(icsrId)
      const official = caseClassification(all) ?? record.clasificacion_qf
      const updated = yield* CaseService.update(icsrId, { ea_causalidad: official }, actor)
      return { ok: true as const, id: record.id, ea_causalidad: updated.ea_causalidad }
    }))
  })

/** `GET /causality/kl/last/{icsr_id}`: the newest kl record, of `producto` when given; 404 when none. */
export const last = (icsrId: number, query: RawQuery = {}): UseCase<Causality.KlRecord> =>
  Effect.gen(function*() {
    const caso = yield* CaseService.get(icsrId)
    const requested = query.producto?.trim() ?? ""
    const name = requested === "" ? null : CausalityRules.pickSospechoso(caso, requested)?.nombre ?? requested
    const repo = yield* CausalityRepository.CausalityRepository
    const found = yield* repo.lastKl(icsrId, name)
    if (Option.isNone(found)) return yield* Effect.fail(new Errors.NotFound({ detail: Causality.NO_ASSESSMENT }))
    return found.value
  })

// ---------------------------------------------------------------------------------------------
// Technical sheet

/** The multipart form of `POST /causality/ft/upload` as received. */
export interface FtUploadForm {
  readonly file: { readonly bytes: Uint8Array; readonly size: number } | null
  /** When `file` was sent as a plain field instead of a file. */
  readonly fileIsText?: boolean
  readonly icsr_id: unknown
}

/**
 * `POST /causality/ft/upload`: reads the PDF (text layer, or OCR at 200 DPI in Spanish plus
 * English), detects its sections and keeps them with the case, and with the case's catalog product
 * when it has one; the PDF itself goes to file storage. Answers the extracted sections.
 */
export const uploadFt = (form: FtUploadForm, actor: Actor): UseCase<FtUploadAnswer> =>
  Effect.gen(function*() {
    const issues: Array<Validation.ValidationIssue> = []
    const rawId = typeof form.icsr_id === "string" ? form.icsr_id.trim() : form.icsr_id
    const parsedId = rawId === undefined || rawId === null || rawId === "" ? null : Fields.parseInteger(1, Fields.MAX_INT)(rawId)
    if (parsedId === null) issues.push({ loc: ["body", "icsr_id"], msg: "field required", type: "value_error.missing" })
    else if (!parsedId.ok) issues.push({ loc: ["body", "icsr_id"], ...parsedId.issue })
    if (form.file === null) issues.push({ loc: ["body", "file"], msg: "field required", type: "value_error.missing" })
    if (issues.length > 0) return yield* Effect.fail(new Errors.ValidationFailed({ issues }))
    const file = form.file!
    const icsrId = (parsedId as { ok: true; value: number }).value
    if (file.size > MAX_FT_BYTES || file.bytes.length > MAX_FT_BYTES) return yield* Effect.fail(Errors.PayloadTooLarge.forLimit(MAX_FT_BYTES))
    if (!ProductService.isPdf(file.bytes)) return yield* Effect.fail(issue(["body", "file"], { msg: Errors.Texts.notPdf, type: "value_error.pdf" }))
    const caso = yield* CaseService.get(icsrId)
    const text = yield* readPdf(file.bytes)
    const secciones = TechnicalSheet.detectSections(text.text)
    const encontradas = TechnicalSheet.foundSections(secciones)
    if (encontradas.length === 0) return yield* Effect.fail(new Errors.BadRequest({ detail: Texts.noSections }))

    const sospechoso = CausalityRules.sospechososDe(caso)[0]!
    const productId = catalogProductOf(caso, sospechoso)
    const files = yield* FileStorage.FileStorage
    const repo = yield* CausalityRepository.CausalityRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    const key = `causalidad/ft/${icsrId}/${randomUUID()}.pdf`
    yield* files.put(key, file.bytes).pipe(Effect.mapError((cause) => new Errors.StorageError({ cause })))
    const sheet = { secciones, engine: text.engine, paginas: text.pages.length, confianza: text.confidence, created_by: actor.id }
    const previous = yield* tx.transaction(Effect.gen(function*() {
      yield* CaseService.get(icsrId, { forUpdate: true })
      const old = yield* repo.saveCaseSheet(icsrId, { ...sheet, file_key: key })
      if (productId !== null) yield* repo.saveProductSheet(productId, { ...sheet, file_key: null })
      yield* audit.append({
        action: "CAUSALITY_FT_UPLOAD",
        entity: "icsr",
        entity_id: String(icsrId),
        actor,
        changes: { size: file.size, secciones: encontradas, producto_id: productId, engine: text.engine, paginas: text.pages.length }
      })
      return old
    })).pipe(Effect.tapError(() => Effect.ignore(files.remove(key))))
    // The replaced file goes only once the new reference is committed.
    if (Option.isSome(previous)) yield* Effect.ignore(files.remove(previous.value))
    return {
      ok: true as const,
      icsr_id: icsrId,
      producto_id: productId,
      secciones: Object.fromEntries(TechnicalSheet.SECCION_KEYS.map((k) => [k, secciones[k] ?? null])) as Record<TechnicalSheet.Seccion, string | null>,
      encontradas,
      paginas: text.pages.length,
      engine: text.engine,
      confianza: text.confidence
    }
  })

/** An FT assessment as answered: the FT result plus who answered and which sheet was read. */
export interface FtAssessment extends TechnicalSheet.FtResult {
  readonly icsr_id: number
  readonly producto_evaluado: string
  readonly fuente: CausalityRules.FuenteFicha
  readonly modelo_llm: string
  readonly version_prompt: string
  readonly engine: "llm" | "reglas"
}

/**
 * `POST /causality/ft/analyze/{icsr_id}`: the FT assessment of the case's event against its
 * technical sheet (the case's upload, else its catalog product's sheet), by rules and refined by
 * the model when configured. The result is stored on the case (`ea_causalidad_ft`,
 * `ea_causalidad_ft_justificacion`, `ft_*`) through the audited case update. It becomes
 * `ea_causalidad` only while the case has no kl assessment and its `ea_causalidad` is empty or
 * was itself the previous FT result (rule 3: the kl classification is the official one).
 */
export const analyzeFt = (icsrId: number, actor: Actor, query: RawQuery = {}): UseCase<FtAssessment> =>
  Effect.gen(function*() {
    const caso = yield* CaseService.get(icsrId)
    const sospechoso = yield* sospechosoOf(caso, query.producto, ["query", "producto"])
    const ficha = yield* fichaOf(caso, sospechoso, { readCatalogPdf: true })
    if (Option.isNone(ficha)) return yield* Effect.fail(new Errors.NotFound({ detail: Errors.Texts.fichaNotFound }))
    const data = TechnicalSheet.caseDataOf(caso, sospechoso.producto)
    const rules = TechnicalSheet.analyze(ficha.value.secciones, data)
    const model = yield* LanguageModel.LanguageModel
    let result: TechnicalSheet.FtResult
    let meta: { modelo_llm: string; version_prompt: string; engine: "llm" | "reglas" }
    if (model.available) {
      const prompt = Prompts.ftPrompt(ficha.value.secciones, data, rules)
      const answer = yield* model.complete({
        task: "causalidad.ft",
        system: prompt.system,
        prompt: prompt.user,
        schema: Prompts.FtAnswer,
        schemaName: Prompts.FT_SCHEMA_NAME,
        promptVersion: Prompts.FT_PROMPT_VERSION
      }).pipe(Effect.mapError(llmError))
      const a = answer.value
      result = {
        ...a,
        seccion: a.evento_listado ? a.seccion : null,
        frecuencia: a.evento_listado ? a.frecuencia : null,
        termino: a.evento_listado ? rules.termino : null
      }
      meta = { modelo_llm: answer.model, version_prompt: answer.promptVersion, engine: "llm" }
    } else {
      result = rules
      meta = { modelo_llm: LanguageModel.RULES_ENGINE, version_prompt: Prompts.RULES_VERSION, engine: "reglas" }
    }

    const repo = yield* CausalityRepository.CausalityRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    yield* tx.transaction(Effect.gen(function*() {
      const before = yield* CaseService.get(icsrId, { forUpdate: true })
      const hasKl = yield* repo.hasKl(icsrId)
      const current = before.ea_causalidad?.trim() ?? ""
      const fromFt = current === "" || (before.ea_causalidad_ft !== null && current === before.ea_causalidad_ft)
      yield* CaseService.update(icsrId, {
        ea_causalidad_ft: result.clasificacion,
        ea_causalidad_ft_justificacion: result.justificacion,
        ft_evento_listado: result.evento_listado,
        ft_seccion: result.seccion,
        ft_frecuencia: result.frecuencia,
        ...(!hasKl && fromFt ? { ea_causalidad: result.clasificacion } : {})
      }, actor)
      yield* audit.append({
        action: "CAUSALITY_FT_ANALYZE",
        entity: "icsr",
        entity_id: String(icsrId),
        actor,
        changes: { producto_evaluado: sospechoso.nombre, fuente: ficha.value.fuente, clasificacion: result.clasificacion, ...meta }
      })
    }))
    const answer: FtAssessment = { ...result, icsr_id: icsrId, producto_evaluado: sospechoso.nombre, fuente: ficha.value.fuente, ...meta }
    return answer
  })
