/**
 * Every operation of the generated document is guarded as the document says: no token → 401, a
 * signed-in user without the operation's `x-permission` → 403 naming it. The router and the
 * document come from the same declarations; this proves it from the outside, for every route.
 */
import { describe, expect, it } from "vitest"
import { type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"

type Operation = { readonly "x-permission"?: string; readonly security?: unknown; readonly requestBody?: { content: Record<string, unknown> } }

/** Runs the access suite over a storage layer. */
export const runAccessSuite = (name: string, makeStorageLayer: MakeStorageLayer) =>
  describe(`access from the document (${name})`, () => {
    const h = useApiHarness(makeStorageLayer, { nobody: [] })

    const operations = async () => {
      const doc = (await h.call("GET", "/openapi.json")).body as { paths: Record<string, Record<string, Operation>> }
      return Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/\{[a-z_]+\}/g, "1"), op })))
    }

    const send = (method: string, path: string, op: Operation, token: string | null) => {
      const multipart = op.requestBody?.content["multipart/form-data"] !== undefined
      if (multipart) {
        const form = new FormData()
        form.set("file", new Blob([new Uint8Array([37, 80, 68, 70])], { type: "application/pdf" }), "x.pdf")
        return h.call(method, path, { token, raw: form })
      }
      return method === "GET" ? h.call(method, path, { token }) : h.call(method, path, { token, json: {} })
    }

    it("answers 401 without a token on every secured operation", async () => {
      const secured = (await operations()).filter((o) => o.op.security !== undefined)
      expect(secured.length).toBeGreaterThan(40)
      for (const { method, path, op } of secured) {
        const res = await send(method, path, op, null)
        expect({ route: `${method} ${path}`, status: res.status }).toEqual({ route: `${method} ${path}`, status: 401 })
      }
    })

    it("answers 403 naming the documented permission to a user who lacks it", async () => {
      const guarded = (await operations()).filter((o) => (o.op["x-permission"] ?? "") !== "")
      expect(guarded.length).toBeGreaterThan(30)
      for (const { method, path, op } of guarded) {
        const res = await send(method, path, op, h.users.nobody.token)
        expect({ route: `${method} ${path}`, status: res.status, detail: res.body.detail })
          .toEqual({ route: `${method} ${path}`, status: 403, detail: `Permission denied: ${op["x-permission"]} required` })
      }
    })
  })
