/**
 * A PostgreSQL database of its own for one benchmark run, next to ATALAYA_BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards unless ATALAYA_BENCH_KEEP=1
 * (kept for EXPLAIN by hand).
 */
import { randomBytes } from "node:crypto"
import pg from "pg"

/** The server the benchmarks create their databases on. */
export const ADMIN_URL = process.env.ATALAYA_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"

/** Runs `f` with the URL of a new database named `<prefix>_<random>`. */
export const withDatabase = async <A>(prefix: string, f: (url: string) => Promise<A>): Promise<A> => {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(ADMIN_URL)
    url.pathname = `/${name}`
    return await f(url.toString())
  } finally {
    if (process.env.ATALAYA_BENCH_KEEP === "1") console.log(`kept database ${name}`)
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
