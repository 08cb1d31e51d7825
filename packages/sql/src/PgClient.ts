/**
 * PostgreSQL through `@effect/sql-pg`, configured so values come back exactly as from PGlite:
 * dates as 'YYYY-MM-DD' text, 64-bit counts and numerics as numbers.
 */
import * as PgSql from "@effect/sql-pg/PgClient"
import { Redacted } from "effect"
import Pg from "pg"

const DATE = 1082
const INT8 = 20
const NUMERIC = 1700

/** Options of the PostgreSQL connection pool. */
export interface PgConfig {
  /** A `postgres://` URL; kept redacted so it never reaches logs. */
  readonly url: string
  readonly maxConnections?: number | undefined
}

const types = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === DATE) return (v: string) => v
    if (oid === INT8 || oid === NUMERIC) return (v: string) => Number(v)
    return defaultParser(oid, format)
  }) as never
}

// pg's own parsers for every other type (JSON, timestamps, arrays).
const defaultParser = (oid: number, format?: string) => Pg.types.getTypeParser(oid, (format ?? "text") as "text")

/** Layer of the PostgreSQL client (also provides the generic `SqlClient`). */
export const layer = (config: PgConfig) =>
  PgSql.layer({
    url: Redacted.make(config.url),
    maxConnections: config.maxConnections ?? 10,
    types,
    applicationName: "atalaya"
  })
