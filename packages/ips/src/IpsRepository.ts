/**
 * Port of IPS storage: products, reports, literature sources, the calendar's catalog items, and
 * the set-based case counts behind `regen` and `GET /senales`. Implemented in `@atalaya/sql`.
 */
import type { Errors } from "@atalaya/core"
import { Context, type Effect, type Option } from "effect"
import type { Period } from "./Calendar.js"
import type { Estado, Fuente, IpsProduct, IpsReport, Section } from "./Ips.js"
import type { PtCounts } from "./Signals.js"

/** Product fields as written. */
export type ProductValues = Partial<Omit<IpsProduct, "id" | "created_at" | "updated_at">>

/** Report fields as written (sections as JSON values). */
export type ReportValues = Partial<
  & Pick<IpsReport, "producto_id" | "periodo_inicio" | "periodo_fin" | "version" | "estado" | "unidades_comercializadas" | "lotes_distribuidos" | "cal_id" | "casos_total">
  & Record<Section, unknown>
  & { validado_por: string | null; validado_at: string | null; aprobado_por: string | null; aprobado_at: string | null; regenerado: boolean }
>

/** A catalog product as a calendar item. */
export interface CalendarItem {
  readonly id: number
  readonly producto: string
  readonly ifa: string | null
  readonly forma_farmaceutica: string | null
  readonly presentacion_farmaceutica: string | null
  readonly via: string | null
  readonly numero_registro: string
  readonly fecha_primer_registro: string | null
  readonly laboratorio_pais: string | null
}

/**
 * How a product is recognised in cases: its registration key, the significant words of its name and
 * of its active ingredient (each list must all be present, typos forgiven), and its catalog id.
 */
export interface ProductMatch {
  readonly registro: string | null
  readonly nameTokens: ReadonlyArray<string>
  readonly ifaTokens: ReadonlyArray<string>
  readonly catalogId: number | null
}

/** Counts of the cases of a product in a period. */
export interface CaseCounts {
  readonly ids: ReadonlyArray<number>
  readonly por_gravedad: Readonly<Record<string, number>>
  readonly por_causalidad: Readonly<Record<string, number>>
  readonly por_desenlace: Readonly<Record<string, number>>
  readonly por_pt: Readonly<Record<string, number>>
  readonly por_mes: Readonly<Record<string, number>>
}

/** What a disproportionality analysis starts from. */
export interface SignalCounts {
  readonly pts: ReadonlyArray<PtCounts>
  /** Cases of the product with a coded PT (a + b). */
  readonly productCases: number
  /** Cases with a coded PT (N). */
  readonly allCases: number
}

/** A list request. */
export interface ListQuery {
  readonly limit: number
  readonly offset: number
  readonly estado: Estado | null
  /** Part of the product's name or registration, or its id. */
  readonly producto: string | null
}

/** IPS storage operations. */
export interface IpsRepositoryShape {
  readonly products: (q: string | null, limit: number, offset: number) => Effect.Effect<{ readonly items: ReadonlyArray<IpsProduct>; readonly total: number }, Errors.StorageError>
  readonly product: (id: number) => Effect.Effect<Option.Option<IpsProduct>, Errors.StorageError>
  readonly productByRegistro: (registro: string) => Effect.Effect<Option.Option<IpsProduct>, Errors.StorageError>
  /** Fails with Conflict when the registration number is taken. */
  readonly insertProduct: (values: ProductValues) => Effect.Effect<IpsProduct, Errors.Conflict | Errors.StorageError>
  readonly updateProduct: (id: number, values: ProductValues) => Effect.Effect<IpsProduct, Errors.Conflict | Errors.StorageError>

  readonly list: (q: ListQuery) => Effect.Effect<{ readonly items: ReadonlyArray<IpsReport>; readonly total: number }, Errors.StorageError>
  readonly find: (id: number) => Effect.Effect<Option.Option<IpsReport>, Errors.StorageError>
  /** Reads and locks a report until the transaction ends (one transition at a time). */
  readonly findForUpdate: (id: number) => Effect.Effect<Option.Option<IpsReport>, Errors.StorageError>
  /** Fails with Conflict when the product already has a report of that period and version. */
  readonly insert: (values: ReportValues) => Effect.Effect<IpsReport, Errors.Conflict | Errors.StorageError>
  readonly update: (id: number, values: ReportValues) => Effect.Effect<IpsReport, Errors.Conflict | Errors.StorageError>
  readonly remove: (id: number) => Effect.Effect<void, Errors.StorageError>
  readonly ofCalendar: (calId: number) => Effect.Effect<ReadonlyArray<IpsReport>, Errors.StorageError>

  readonly fuentes: (reportId: number) => Effect.Effect<ReadonlyArray<Fuente>, Errors.StorageError>
  /** Replaces the report's sources with `items` (already deduplicated and merged). */
  readonly replaceFuentes: (reportId: number, items: ReadonlyArray<Omit<Fuente, "id">>) => Effect.Effect<void, Errors.StorageError>

  readonly calendarSearch: (q: string | null, limit: number) => Effect.Effect<ReadonlyArray<CalendarItem>, Errors.StorageError>
  readonly calendarItem: (id: number) => Effect.Effect<Option.Option<CalendarItem>, Errors.StorageError>
  readonly coveredPeriods: (calId: number) => Effect.Effect<ReadonlyArray<Period>, Errors.StorageError>

  /**
   * A report's counts: the product's cases with event (else reception) date in the period, counted
   * by value, and its PT counts against every case up to the period's end, the cases found once.
   */
  readonly regenCounts: (match: ProductMatch, period: Period) => Effect.Effect<{ readonly counts: CaseCounts; readonly signals: SignalCounts }, Errors.StorageError>
  /** PT counts of the product against every case (dates inclusive, either may be open). */
  readonly signalCounts: (match: ProductMatch, from: string | null, to: string | null) => Effect.Effect<SignalCounts, Errors.StorageError>
}

/** The IPS repository service. */
export class IpsRepository extends Context.Tag("@atalaya/ips/IpsRepository")<IpsRepository, IpsRepositoryShape>() {}
