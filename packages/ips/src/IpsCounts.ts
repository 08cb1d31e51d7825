/**
 * Case counts and signals: `regen` refreshes a borrador report's `eventos_resumen` and
 * `senales_detectadas` from the case base (set-based statements in the repository), and
 * `GET /senales` runs the same disproportionality analysis for any product and window.
 */
import { AuditLog, Duplicates, Errors, Fields, Transactor, Validation } from "@atalaya/core"
import { Effect, Option } from "effect"
import type { IpsProduct } from "./Ips.js"
import { IpsRepository, type ProductMatch } from "./IpsRepository.js"
import { draftForUpdate, getProduct } from "./IpsService.js"
import * as Signals from "./Signals.js"

/** How cases name an IPS product: registration, brand words, active-ingredient words, catalog link. */
export const matchOf = (product: Pick<IpsProduct, "nombre" | "principio_activo" | "registro_sanitario" | "cal_id">): ProductMatch => {
  const ifaTokens = Duplicates.productTokens(product.principio_activo)
  // The brand alone: the name's words that are not the ingredient's (a generic's name is its ingredient).
  const nameTokens = Duplicates.productTokens(product.nombre).filter((t) => !ifaTokens.includes(t))
  return {
    registro: product.registro_sanitario?.trim() || null,
    nameTokens: nameTokens.length > 0 ? nameTokens : Duplicates.productTokens(product.nombre),
    ifaTokens,
    catalogId: product.cal_id
  }
}

/**
 * Refreshes a borrador report's counts: `eventos_resumen` = `{total, por_gravedad, por_causalidad,
 * por_desenlace, por_pt, por_mes, casos}` over the period (event date, else reception date, both
 * ends inclusive) and `senales_detectadas` against the whole case base. Audited.
 */
export const regen = (id: number, actor: AuditLog.Actor) =>
  Effect.gen(function*() {
    const repo = yield* IpsRepository
    const audit = yield* AuditLog.AuditLog
    const tx = yield* Transactor.Transactor
    return yield* tx.transaction(Effect.gen(function*() {
      const report = yield* draftForUpdate(id)
      const product = yield* getProduct(report.producto_id)
      const match = matchOf(product)
      const period = { periodo_inicio: report.periodo_inicio, periodo_fin: report.periodo_fin }
      const { counts, signals: signalCounts } = yield* repo.regenCounts(match, period)
      const eventos_resumen = {
        total: counts.ids.length,
        por_gravedad: counts.por_gravedad,
        por_causalidad: counts.por_causalidad,
        por_desenlace: counts.por_desenlace,
        por_pt: counts.por_pt,
        por_mes: counts.por_mes,
        casos: counts.ids
      }
      const senales_detectadas = Signals.section(Signals.analyse(signalCounts.pts, signalCounts.productCases, signalCounts.allCases))
      const after = yield* repo.update(id, { eventos_resumen, senales_detectadas, casos_total: counts.ids.length, regenerado: true })
      yield* audit.append({
        action: "IPS_REGEN", entity: "ips", entity_id: String(id), actor,
        changes: { casos_total: { before: report.casos_total, after: counts.ids.length }, senales: senales_detectadas.total_senales }
      })
      return after
    }))
  })

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * `GET /senales?producto=&desde=&hasta=&min_casos=`: the product is an IPS product id, a catalog
 * product's registration number, or a name; answers `{items, total}` of analysed pairs.
 */
export const senales = (raw: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function*() {
    const issues: Array<Validation.ValidationIssue> = []
    const producto = raw.producto?.replaceAll("\u0000", "").trim() ?? ""
    if (producto === "") issues.push({ loc: ["query", "producto"], ...Validation.Messages.missing })
    const date = (name: "desde" | "hasta") => {
      const value = raw[name]?.trim()
      if (value === undefined || value === "") return null
      const parsed = Fields.parseDate(value)
      if (!parsed.ok || !DATE.test(parsed.value)) issues.push({ loc: ["query", name], ...Validation.Messages.date })
      return parsed.ok ? parsed.value : null
    }
    const desde = date("desde")
    const hasta = date("hasta")
    let minCasos = 1
    if (raw.min_casos !== undefined && raw.min_casos.trim() !== "") {
      const parsed = Fields.parseInteger(1, 100_000)(raw.min_casos)
      if (parsed.ok) minCasos = parsed.value
      else issues.push({ loc: ["query", "min_casos"], ...parsed.issue })
    }
    if (issues.length > 0) return yield* Effect.fail(new Errors.ValidationFailed({ issues }))
    const repo = yield* IpsRepository
    const match = yield* resolveProduct(producto)
    const counts = yield* repo.signalCounts(match, desde, hasta)
    const items = Signals.analyse(counts.pts, counts.productCases, counts.allCases, minCasos)
    return { items, total: items.length, casos_producto: counts.productCases, casos_base: counts.allCases }
  })

/** An IPS product by id or registration, else the words of a name (an unknown id is a 404). */
const resolveProduct = (producto: string) =>
  Effect.gen(function*() {
    const repo = yield* IpsRepository
    if (/^\d+$/.test(producto)) {
      const found = yield* repo.product(Number(producto))
      if (Option.isNone(found)) return yield* Effect.fail(new Errors.NotFound({ detail: "Producto IPS no encontrado" }))
      return matchOf(found.value)
    }
    const byRegistro = yield* repo.productByRegistro(producto)
    if (Option.isSome(byRegistro)) return matchOf(byRegistro.value)
    return matchOf({ nombre: producto, principio_activo: null, registro_sanitario: /\d/.test(producto) ? producto : null, cal_id: null })
  })
