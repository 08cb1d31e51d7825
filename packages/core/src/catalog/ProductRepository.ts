/**
 * Storage port for the product catalog.
 */
import { Context, type Effect, type Option } from "effect"
import type { Conflict, StorageError } from "../kernel/Errors.js"
import type { BulkRow, Product, ProductInput, ProductListQuery } from "./Product.js"

/** A short search hit for autocompletion. */
export interface ProductHit {
  readonly id: number
  readonly producto: string | null
  readonly ifa: string | null
  readonly numero_registro: string | null
}

/** The catalog storage operations. */
export interface ProductRepositoryShape {
  /** Fails with Conflict when the normalized registration number is taken. */
  readonly insert: (values: ProductInput) => Effect.Effect<Product, Conflict | StorageError>
  readonly findById: (id: number, options?: { readonly forUpdate?: boolean }) => Effect.Effect<Option.Option<Product>, StorageError>
  /** Looks a product up by normalized registration number. */
  readonly findByRegistro: (key: string) => Effect.Effect<Option.Option<Product>, StorageError>
  readonly update: (id: number, values: ProductInput) => Effect.Effect<Option.Option<Product>, Conflict | StorageError>
  /** Sets or clears the stored technical-sheet reference. */
  readonly setFicha: (id: number, storageKey: string | null, url: string | null) => Effect.Effect<void, StorageError>
  /** The storage key of the technical sheet, if any. */
  readonly fichaKey: (id: number) => Effect.Effect<Option.Option<string>, StorageError>
  /** Fails with Conflict while cases link to the product. */
  readonly delete: (id: number) => Effect.Effect<boolean, Conflict | StorageError>
  readonly list: (query: ProductListQuery) => Effect.Effect<{ readonly items: ReadonlyArray<Product>; readonly total: number }, StorageError>
  /** Autocomplete: prefix matches first, then partial matches on producto, ifa and numero_registro. */
  readonly search: (term: string, limit: number) => Effect.Effect<{ readonly items: ReadonlyArray<ProductHit>; readonly total: number }, StorageError>
  /**
   * Upserts valid bulk rows by normalized key (inside the caller's transaction); returns how
   * many were created and how many updated.
   */
  readonly upsertMany: (rows: ReadonlyArray<BulkRow>) => Effect.Effect<{ readonly created: number; readonly updated: number }, StorageError>
}

/** The product repository service. */
export class ProductRepository extends Context.Tag("@atalaya/core/ProductRepository")<ProductRepository, ProductRepositoryShape>() {}
