/**
 * `atalaya products import FILE.csv`: bulk-upserts a CSV (header row = field names) through the
 * same use case as `POST /products/bulk`, in one transaction.
 */
import { type AuditLog, type Product, ProductService, type ProductRepository, type Transactor } from "@atalaya/core"
import { parse } from "csv-parse/sync"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"

/** Parses CSV text into one object per row. Commas or semicolons (Spanish spreadsheets) both work. */
export const parseCsv = (text: string): Array<Record<string, string>> =>
  parse(text, {
    columns: (header: Array<string>) => header.map((h) => h.trim().toLowerCase()),
    bom: true,
    delimiter: [",", ";"],
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true
  }) as Array<Record<string, string>>

/** The actor recorded in the audit trail for command-line imports. */
export const cliActor = () => ({ id: null, email: `cli:${os.userInfo().username}` })

/** Imports a CSV file; `onProgress` is called after each chunk. */
export const importFile = (
  file: string,
  onProgress?: (done: number, total: number) => void
): Effect.Effect<Product.BulkResult, unknown, ProductRepository.ProductRepository | AuditLog.AuditLog | Transactor.Transactor> =>
  Effect.gen(function*() {
    const text = yield* Effect.try({ try: () => fs.readFileSync(file, "utf8"), catch: (e) => e })
    const items = yield* Effect.try({ try: () => parseCsv(text), catch: (e) => e })
    return yield* ProductService.bulk({ items }, cliActor(), { chunkSize: 500, ...(onProgress ? { onProgress } : {}) })
  })
