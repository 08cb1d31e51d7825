import type { Context } from "hono"
import { Errors } from "@atalaya/core"
import { Effect } from "effect"

const positionOf = (error: unknown): number => {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : "")
  return match ? Number(match[1]) : 0
}

/**
 * Reads a JSON body. Malformed JSON answers like FastAPI (`value_error.jsondecode` at the
 * character position); an empty body is "field required" on `body`.
 */
export const jsonBody = (c: Context): Effect.Effect<unknown, Errors.ValidationFailed> =>
  Effect.flatMap(Effect.promise(() => c.req.text()), (text) => {
    if (text.trim() === "") {
      return Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["body"], msg: "field required", type: "value_error.missing" }] }))
    }
    try {
      return Effect.succeed(JSON.parse(text) as unknown)
    } catch (error) {
      return Effect.fail(new Errors.ValidationFailed({
        issues: [{ loc: ["body", positionOf(error)], msg: "Expecting value", type: "value_error.jsondecode" }]
      }))
    }
  })

/** Reads a JSON body or, for HTML forms, its fields (login accepts both). A form that cannot be parsed is a 400, as in FastAPI. */
export const jsonOrFormBody = (c: Context): Effect.Effect<unknown, Errors.ValidationFailed | Errors.BadRequest> => {
  const type = c.req.header("content-type") ?? ""
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return Effect.tryPromise({
      try: () => c.req.parseBody(),
      catch: () => new Errors.BadRequest({ detail: "There was an error parsing the body" })
    })
  }
  return jsonBody(c)
}

/** A multipart form as the upload use cases take it: the `file` part as bytes, other fields as sent. */
export interface UploadForm {
  readonly file: { readonly bytes: Uint8Array; readonly size: number; readonly name: string } | null
  /** A `file` field that came as text, not as a file part. */
  readonly fileIsText: boolean
  readonly fields: Readonly<Record<string, unknown>>
}

/**
 * Reads an upload form. A request that is not a form has no file (the use case answers "field
 * required"); a form that cannot be parsed is a 400, as in FastAPI.
 */
export const uploadForm = (c: Context): Effect.Effect<UploadForm, Errors.BadRequest> => {
  const type = c.req.header("content-type") ?? ""
  if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded")) {
    return Effect.succeed({ file: null, fileIsText: false, fields: {} })
  }
  return Effect.tryPromise({
    try: async () => {
      const form = await c.req.parseBody()
      const file = form.file
      return {
        file: file instanceof File ? { bytes: new Uint8Array(await file.arrayBuffer()), size: file.size, name: file.name } : null,
        fileIsText: typeof file === "string",
        fields: form
      }
    },
    catch: () => new Errors.BadRequest({ detail: "There was an error parsing the body" })
  })
}

/** All values of each query parameter, and the last value of each for single-valued use. */
export const queryOf = (c: Context): Record<string, string | undefined> => {
  const out: Record<string, string | undefined> = {}
  for (const [key, values] of Object.entries(c.req.queries())) out[key] = values.at(-1)
  return out
}
