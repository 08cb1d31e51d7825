import { AuthService, ProductService } from "@atalaya/core"
import { Effect } from "effect"
import type { Context, Hono } from "hono"
import { jsonBody, queryOf } from "../internal/body.js"
import type { ApiEnv, Kit } from "../internal/kit.js"
import type { ApiServices } from "../Services.js"

const ID = ":product_id{[^/]+}"

const productId = (c: Context) => ProductService.pathProductId(c.req.param("product_id"))

/** The origin clients reached us at, for absolute links (`abs_url`). */
const originOf = (c: Context): string => {
  const forwardedProto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim()
  const forwardedHost = c.req.header("x-forwarded-host")?.split(",")[0]?.trim()
  const url = new URL(c.req.url)
  return `${forwardedProto ?? url.protocol.replace(":", "")}://${forwardedHost ?? url.host}`
}

/** Reads the `file` part of a multipart upload, or null when there is none. */
const uploadOf = (c: Context): Effect.Effect<ProductService.Upload | null> =>
  Effect.promise(async () => {
    const type = c.req.header("content-type") ?? ""
    if (!type.includes("multipart/form-data")) return null
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const file = form.file
    if (!(file instanceof File)) return null
    return { bytes: new Uint8Array(await file.arrayBuffer()), size: file.size }
  })

/** Catalog routes (service-spec "Catalog products"); the collection answers with and without the trailing slash. */
export const mount = (app: Hono<ApiEnv>, kit: Kit<ApiServices>) => {
  const { run, guard } = kit

  for (const path of ["/products/", "/products"]) {
    app.get(path, (c) =>
      run(c, Effect.gen(function*() {
        const principal = yield* guard(c, "products:read")
        return yield* ProductService.list(queryOf(c), AuthService.actorOf(principal))
      })))
    app.post(path, (c) =>
      run(
        c,
        Effect.gen(function*() {
          const principal = yield* guard(c, "products:write")
          return yield* ProductService.create(yield* jsonBody(c), AuthService.actorOf(principal))
        }),
        201
      ))
  }

  app.get("/products/search", (c) => run(c, Effect.zipRight(guard(c, "products:read"), ProductService.search(queryOf(c)))))

  app.get("/products/by-registro", (c) =>
    run(c, Effect.zipRight(
      guard(c, "products:read"),
      Effect.suspend(() => {
        const query = queryOf(c)
        return query.registro !== undefined
          ? ProductService.byRegistro(query.registro, "registro")
          : ProductService.byRegistro(query.numero_registro, "registro")
      })
    )))
  app.get("/products/by-registro/:numero", (c) =>
    run(c, Effect.zipRight(guard(c, "products:read"), ProductService.byRegistro(c.req.param("numero"), "numero"))))

  app.post("/products/bulk", (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "products:write")
      return yield* ProductService.bulk(yield* jsonBody(c), AuthService.actorOf(principal))
    })))

  app.get(`/products/${ID}`, (c) => run(c, Effect.zipRight(guard(c, "products:read"), Effect.flatMap(productId(c), ProductService.get))))
  app.put(`/products/${ID}`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "products:write")
      const id = yield* productId(c)
      return yield* ProductService.update(id, yield* jsonBody(c), AuthService.actorOf(principal))
    })))
  app.delete(`/products/${ID}`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "products:write")
      return yield* ProductService.remove(yield* productId(c), AuthService.actorOf(principal))
    })))

  app.post(`/products/${ID}/ficha-tecnica`, (c) =>
    run(
      c,
      Effect.gen(function*() {
        const principal = yield* guard(c, "products:write")
        const id = yield* productId(c)
        return yield* ProductService.uploadFicha(id, yield* uploadOf(c), AuthService.actorOf(principal), originOf(c))
      }),
      201
    ))
  app.get(`/products/${ID}/ficha-tecnica`, (c) =>
    run(c, Effect.gen(function*() {
      yield* guard(c, "products:read")
      return yield* ProductService.getFicha(yield* productId(c), originOf(c))
    })))
  app.delete(`/products/${ID}/ficha-tecnica`, (c) =>
    run(c, Effect.gen(function*() {
      const principal = yield* guard(c, "products:write")
      return yield* ProductService.deleteFicha(yield* productId(c), AuthService.actorOf(principal))
    })))
  app.get(`/products/${ID}/ficha-tecnica/file`, (c) =>
    kit.runRaw(
      c,
      Effect.gen(function*() {
        yield* guard(c, "products:read")
        const id = yield* productId(c)
        const bytes = yield* ProductService.downloadFicha(id)
        return new Response(bytes, {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": `inline; filename="ficha-tecnica-${id}.pdf"`,
            "x-content-type-options": "nosniff",
            "cache-control": "private, no-store"
          }
        })
      })
    ))
}
