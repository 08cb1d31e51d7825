/**
 * Child process: the baseline. A minimal Hono app doing a primary-key lookup with a `pg` pool
 * of the same size as the reference server's, answering the row with `c.json`.
 */
import { Hono } from "hono"
import pg from "pg"
import { fail, serveForParent } from "../lib/child.js"

try {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: "bare" })
  const app = new Hono()
  app.get("/icsr/:id", async (c) => {
    const { rows } = await pool.query("SELECT * FROM icsr WHERE id = $1", [Number(c.req.param("id"))])
    return rows[0] === undefined ? c.json({ detail: "Not Found" }, 404) : c.json(rows[0])
  })
  serveForParent(app.fetch, () => pool.end())
} catch (error) {
  fail(error)
}
