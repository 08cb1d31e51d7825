/**
 * The catalog endpoints (service-spec "Catalog products"): list and search, create, bulk upsert,
 * read, change, delete, and the technical-sheet PDF of a product.
 */
import type { AuditLog, FileStorage, ProductRepository, Transactor } from "@atalaya/core"
import { AuthService, ProductService } from "@atalaya/core"
import { Effect } from "effect"
import type { Context } from "hono"
import { endpoint, type Input, permission } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { catalogSchemas } from "./schemas.js"

export { catalogSchemas } from "./schemas.js"

const productId = { schema: { type: "integer", minimum: 1 }, description: "Product id", parse: ProductService.pathProductId }

/** The origin clients reached us at, for absolute links (`abs_url`). */
const originOf = (c: Context): string => {
  const forwardedProto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim()
  const forwardedHost = c.req.header("x-forwarded-host")?.split(",")[0]?.trim()
  const url = new URL(c.req.url)
  return `${forwardedProto ?? url.protocol.replace(":", "")}://${forwardedHost ?? url.host}`
}

const actor = (i: Input<unknown>) => AuthService.actorOf(i.principal!)

// The collection answers with and without the trailing slash.
const collection = (path: "/products" | "/products/") => {
  const same = path === "/products" ? " (same as /products/)" : ""
  return [
    endpoint({
      method: "get", path, summary: `List the catalog${same}`, tag: "products", access: permission("products:read"),
      query: [
        { name: "q", schema: { type: "string" }, description: "Search producto, ifa, numero_registro" },
        { name: "estado", schema: { type: "string" } },
        { name: "comercializa", schema: { type: "string", enum: ["si", "no", "all"], default: "all" } },
        { name: "sort", schema: { type: "string", enum: ["producto", "ifa", "id", "created_at", "numero_registro"], default: "producto" } },
        { name: "order", schema: { type: "string", enum: ["asc", "desc"], default: "asc" } },
        { name: "offset", schema: { type: "integer", minimum: 0, default: 0 } },
        { name: "limit", schema: { type: "integer", minimum: 1, maximum: 200, default: 50 } },
        { name: "numero_registro", schema: { type: "string" }, description: "Exact registration number" }
      ],
      success: { schema: ref("ProductPage") },
      handler: (i) => ProductService.list(i.query, actor(i))
    }),
    endpoint({
      method: "post", path, summary: `Create a product${same}`, tag: "products", access: permission("products:write"),
      body: { kind: "json", schema: ref("Product") }, success: { status: 201, schema: ref("Product") },
      handler: (i) => ProductService.create(i.body, actor(i))
    })
  ]
}

/** What the catalog endpoints need: product storage, its audit, and the technical-sheet files. */
export type CatalogServices = AuditLog.AuditLog | FileStorage.FileStorage | ProductRepository.ProductRepository | Transactor.Transactor

/** The catalog group. */
export const catalog: Group<CatalogServices> = group({
  name: "catalog",
  schemas: { ...commonSchemas, ...catalogSchemas },
  endpoints: [
    ...collection("/products/"),
    ...collection("/products"),
    endpoint({
      method: "get", path: "/products/search", summary: "Autocomplete over the catalog", tag: "products", access: permission("products:read"),
      query: [
        { name: "term", schema: { type: "string", minLength: 2 }, description: "alias q" },
        { name: "limit", schema: { type: "integer", minimum: 1, maximum: 50, default: 8 } }
      ],
      success: { schema: ref("ProductHits") },
      handler: (i) => ProductService.search(i.query)
    }),
    endpoint({
      method: "get", path: "/products/by-registro", summary: "A product by registration number", tag: "products", access: permission("products:read"),
      query: [{ name: "registro", schema: { type: "string" }, description: "alias numero_registro" }],
      success: { schema: ref("Product") }, errors: { 404: "No product with that registration number" },
      handler: (i) => ProductService.byRegistro(i.query.registro ?? i.query.numero_registro, "registro")
    }),
    endpoint({
      method: "get", path: "/products/by-registro/{numero}", summary: "A product by registration number", tag: "products", access: permission("products:read"),
      params: { numero: { schema: { type: "string" }, parse: (raw: string | undefined) => Effect.succeed(raw) } },
      success: { schema: ref("Product") }, errors: { 404: "No product with that registration number" },
      handler: (i) => ProductService.byRegistro(i.params.numero, "numero")
    }),
    endpoint({
      method: "post", path: "/products/bulk", summary: "Upsert products by registration number", tag: "products", access: permission("products:write"),
      body: { kind: "json", schema: { type: "object", required: ["items"], properties: { items: { type: "array", items: ref("Product") } } } },
      success: { schema: ref("BulkResult") },
      handler: (i) => ProductService.bulk(i.body, actor(i))
    }),
    endpoint({
      method: "get", path: "/products/{product_id}", summary: "Read a product", tag: "products", access: permission("products:read"),
      params: { product_id: productId }, success: { schema: ref("Product") }, errors: { 404: "Product not found" },
      handler: (i) => ProductService.get(i.params.product_id)
    }),
    endpoint({
      method: "put", path: "/products/{product_id}", summary: "Change any subset of a product's fields", tag: "products", access: permission("products:write"),
      params: { product_id: productId }, body: { kind: "json", schema: ref("Product") }, success: { schema: ref("Product") }, errors: { 404: "Product not found" },
      handler: (i) => ProductService.update(i.params.product_id, i.body, actor(i))
    }),
    endpoint({
      method: "delete", path: "/products/{product_id}", summary: "Delete a product", tag: "products", access: permission("products:write"),
      params: { product_id: productId }, success: { schema: ref("Ok") }, errors: { 404: "Product not found" },
      handler: (i) => ProductService.remove(i.params.product_id, actor(i))
    }),
    endpoint({
      method: "post", path: "/products/{product_id}/ficha-tecnica", summary: "Upload the technical-sheet PDF (multipart field 'file')", tag: "products",
      access: permission("products:write"), params: { product_id: productId },
      body: { kind: "multipart", schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } } },
      success: { status: 201, schema: ref("FichaLink") }, errors: { 404: "Product not found", 413: "File over the upload limit" },
      handler: (i) => ProductService.uploadFicha(i.params.product_id, i.upload.file, actor(i), originOf(i.c))
    }),
    endpoint({
      method: "get", path: "/products/{product_id}/ficha-tecnica", summary: "Where the technical sheet is", tag: "products", access: permission("products:read"),
      params: { product_id: productId }, success: { schema: ref("FichaLink") }, errors: { 404: "Product or technical sheet not found" },
      handler: (i) => ProductService.getFicha(i.params.product_id, originOf(i.c))
    }),
    endpoint({
      method: "delete", path: "/products/{product_id}/ficha-tecnica", summary: "Remove the technical sheet", tag: "products", access: permission("products:write"),
      params: { product_id: productId }, success: { schema: ref("Ok") }, errors: { 404: "Product or technical sheet not found" },
      handler: (i) => ProductService.deleteFicha(i.params.product_id, actor(i))
    }),
    endpoint({
      method: "get", path: "/products/{product_id}/ficha-tecnica/file", summary: "The technical-sheet PDF", tag: "products", access: permission("products:read"),
      params: { product_id: productId }, success: { contentType: "application/pdf", schema: { type: "string", format: "binary" } },
      errors: { 404: "Product or technical sheet not found" },
      handler: (i) =>
        Effect.map(ProductService.downloadFicha(i.params.product_id), (bytes) =>
          new Response(bytes, {
            headers: {
              "content-type": "application/pdf",
              "content-disposition": `inline; filename="ficha-tecnica-${i.params.product_id}.pdf"`,
              "x-content-type-options": "nosniff",
              "cache-control": "private, no-store"
            }
          }))
    })
  ]
})
