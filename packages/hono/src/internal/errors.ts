import { Errors } from "@atalaya/core"
import { Cause, Option } from "effect"

/** A status and JSON body for an HTTP answer. */
export interface ErrorAnswer {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 502 | 503 | 504
  readonly body: { readonly detail: unknown }
}

/** The contract's status code for each domain failure. */
export const answerFor = (error: Errors.DomainError): ErrorAnswer => {
  switch (error._tag) {
    case "ValidationFailed":
      return { status: 400, body: { detail: error.issues } }
    case "BadRequest":
      return { status: 400, body: { detail: error.detail } }
    case "Unauthenticated":
      return { status: 401, body: { detail: error.detail } }
    case "InvalidCredentials":
      return { status: 401, body: { detail: error.detail } }
    case "Forbidden":
      return { status: 403, body: { detail: error.detail } }
    case "NotFound":
      return { status: 404, body: { detail: error.detail } }
    case "Conflict":
      return { status: 409, body: { detail: error.detail } }
    case "TooManyRequests":
      return { status: 429, body: { detail: error.detail } }
    case "PayloadTooLarge":
      return { status: 413, body: { detail: error.detail } }
    case "UpstreamFailed":
      return { status: 502, body: { detail: error.detail } }
    case "UpstreamTimeout":
      return { status: 504, body: { detail: error.detail } }
    case "ServiceUnavailable":
      return { status: 503, body: { detail: error.detail } }
    case "StorageError":
      return INTERNAL
  }
}

/** The only thing a client learns of an unexpected failure. */
export const INTERNAL: ErrorAnswer = { status: 500, body: { detail: "Internal Server Error" } }

const isDomainError = (u: unknown): u is Errors.DomainError =>
  typeof u === "object" && u !== null && "_tag" in u &&
  ["ValidationFailed", "BadRequest", "Unauthenticated", "InvalidCredentials", "Forbidden", "NotFound", "Conflict", "TooManyRequests", "PayloadTooLarge", "UpstreamFailed", "UpstreamTimeout", "ServiceUnavailable", "StorageError"]
    .includes((u as { _tag: string })._tag)

/** Maps a failed Effect's cause: expected failures to their answer, everything else to 500 (and says so). */
export const answerForCause = (cause: Cause.Cause<unknown>): { answer: ErrorAnswer; unexpected: unknown | null } => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure) && isDomainError(failure.value)) {
    const answer = answerFor(failure.value)
    return { answer, unexpected: failure.value._tag === "StorageError" ? failure.value.cause : null }
  }
  return { answer: INTERNAL, unexpected: Cause.squash(cause) }
}
