/**
 * Storage port for causality: kl records (one per confirmation), the suggestion cache and the
 * technical-sheet sections kept per case and per catalog product. Implemented by `@atalaya/sql`;
 * rows of a case go with the case when it is deleted.
 */
import { Context, type Effect, type Option } from "effect"
import type { KlRecord, KlValues } from "./Causality.js"
import type { Errors } from "@atalaya/core"
import type { Secciones } from "./TechnicalSheet.js"

/** A cached suggestion for a case and product, valid while its fingerprint matches. */
export interface CachedSuggestion {
  readonly fingerprint: string
  /** The suggestion as it was answered (JSON). */
  readonly result: unknown
  readonly created_at: string
}

/** Technical-sheet sections as written. */
export interface NewSheet {
  readonly secciones: Secciones
  /** Where the uploaded PDF is kept in file storage (never shown to clients); null for derived rows. */
  readonly file_key: string | null
  /** How the text was read (`pdf-texto`, `tesseract`, ...). */
  readonly engine: string | null
  readonly paginas: number | null
  /** Mean OCR confidence, null for a text layer. */
  readonly confianza: number | null
  readonly created_by: number | null
}

/** Technical-sheet sections as stored. */
export interface StoredSheet extends NewSheet {
  readonly created_at: string
}

/** The causality storage operations. */
export interface CausalityRepositoryShape {
  /** Stores a kl record; `producto_evaluado` is also kept in comparison form for look-ups. */
  readonly insertKl: (values: KlValues) => Effect.Effect<KlRecord, Errors.StorageError>
  /** The newest kl record of a case, of one product (compared as CausalityRules.productKey) when given. */
  readonly lastKl: (icsrId: number, producto: string | null) => Effect.Effect<Option.Option<KlRecord>, Errors.StorageError>
  /** Every kl record of a case, newest first. */
  readonly listKl: (icsrId: number) => Effect.Effect<ReadonlyArray<KlRecord>, Errors.StorageError>
  /** True when the case has at least one kl record. */
  readonly hasKl: (icsrId: number) => Effect.Effect<boolean, Errors.StorageError>
  /** The cached suggestion of a case and product key, if its fingerprint is `fingerprint`. */
  readonly findSuggestion: (icsrId: number, productoKey: string, fingerprint: string) => Effect.Effect<Option.Option<CachedSuggestion>, Errors.StorageError>
  /** Stores (replaces) the suggestion of a case and product key. */
  readonly saveSuggestion: (icsrId: number, productoKey: string, fingerprint: string, result: unknown) => Effect.Effect<void, Errors.StorageError>
  /** The sections uploaded for a case. */
  readonly sheetForCase: (icsrId: number) => Effect.Effect<Option.Option<StoredSheet>, Errors.StorageError>
  /** The sections kept for a catalog product. */
  readonly sheetForProduct: (productId: number) => Effect.Effect<Option.Option<StoredSheet>, Errors.StorageError>
  /** Stores (replaces) a case's sections; returns the file key of the replaced upload, if any. */
  readonly saveCaseSheet: (icsrId: number, sheet: NewSheet) => Effect.Effect<Option.Option<string>, Errors.StorageError>
  /** Stores (replaces) a catalog product's sections; returns the file key of the replaced row, if any. */
  readonly saveProductSheet: (productId: number, sheet: NewSheet) => Effect.Effect<Option.Option<string>, Errors.StorageError>
}

/** The causality repository service. */
export class CausalityRepository extends Context.Tag("@atalaya/core/CausalityRepository")<CausalityRepository, CausalityRepositoryShape>() {}
