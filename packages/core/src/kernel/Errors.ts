/**
 * Typed domain failures. Each carries the exact `detail` text of the contract; the HTTP adapter
 * only chooses the status code.
 */
import { Data } from "effect"
import type { ValidationIssue } from "./Validation.js"

/** A request body, query or path value failed validation (400, list detail). */
export class ValidationFailed extends Data.TaggedError("ValidationFailed")<{
  readonly issues: ReadonlyArray<ValidationIssue>
}> {}

/** A request that is well-formed but not acceptable (400, string detail). */
export class BadRequest extends Data.TaggedError("BadRequest")<{ readonly detail: string }> {}

/** No valid credentials (401 `Not authenticated`). */
export class Unauthenticated extends Data.TaggedError("Unauthenticated")<{ readonly detail: string }> {
  /** The contract's text for a missing or invalid token. */
  static readonly notAuthenticated = () => new Unauthenticated({ detail: "Not authenticated" })
}

/** Wrong password at login or on a confirmation (401 `Credenciales inválidas`). */
export class InvalidCredentials extends Data.TaggedError("InvalidCredentials")<{}> {
  /** The contract's text, accented as in the original. */
  readonly detail = "Credenciales inválidas"
}

/** The authenticated user lacks a permission or role (403). */
export class Forbidden extends Data.TaggedError("Forbidden")<{ readonly detail: string }> {
  /** `Permission denied: <permission> required`. */
  static readonly permission = (permission: string) =>
    new Forbidden({ detail: `Permission denied: ${permission} required` })
}

/** The addressed resource does not exist (404). */
export class NotFound extends Data.TaggedError("NotFound")<{ readonly detail: string }> {}

/** The change conflicts with stored data (409). */
export class Conflict extends Data.TaggedError("Conflict")<{ readonly detail: string }> {}

/** Too many attempts in a window (429). */
export class TooManyRequests extends Data.TaggedError("TooManyRequests")<{ readonly detail: string }> {}

/** An upload exceeds its size limit (413). */
export class PayloadTooLarge extends Data.TaggedError("PayloadTooLarge")<{ readonly detail: string }> {
  /** `Archivo demasiado grande (máx. N MB)`, naming the limit in force. */
  static readonly forLimit = (bytes: number) =>
    new PayloadTooLarge({ detail: `Archivo demasiado grande (máx. ${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB)` })
}

/** An upstream service (mail server, messaging provider) failed (502). */
export class UpstreamFailed extends Data.TaggedError("UpstreamFailed")<{ readonly detail: string }> {}

/** An upstream service (the language model) did not answer in time, retries included (504). */
export class UpstreamTimeout extends Data.TaggedError("UpstreamTimeout")<{ readonly detail: string }> {}

/** A service the request needs is not available here (503), e.g. the document converter. */
export class ServiceUnavailable extends Data.TaggedError("ServiceUnavailable")<{ readonly detail: string }> {}

/** A storage failure the caller cannot fix; logged, answered as 500 without details. */
export class StorageError extends Data.TaggedError("StorageError")<{ readonly cause: unknown }> {}

/** Every failure a domain service may raise. */
export type DomainError =
  | ValidationFailed
  | BadRequest
  | Unauthenticated
  | InvalidCredentials
  | Forbidden
  | NotFound
  | Conflict
  | TooManyRequests
  | PayloadTooLarge
  | UpstreamFailed
  | UpstreamTimeout
  | ServiceUnavailable
  | StorageError

/** The contract's texts that several services share. */
export const Texts = {
  caseNotFound: "ICSR no encontrado",
  eventNotFound: "Evento no encontrado para este ICSR",
  deleteBlocked: "No se puede eliminar por otras restricciones (soft-delete or cascade suggested)",
  pageTooSmall: "page must be >= 1",
  pageSizeOutOfRange: "page_size must be between 1 and 200",
  tooManyAttempts: "Demasiados intentos, intente más tarde",
  userNotFound: "Usuario no encontrado",
  notEvaluator: "El evaluador debe tener rol qf o responsable_fv",
  emailTaken: "Ya existe un usuario con ese email",
  productNotFound: "Producto no encontrado",
  fichaNotFound: "Ficha técnica no encontrada",
  notPdf: "El archivo no es un PDF",
  registroTaken: "Ya existe un producto con ese numero_registro",
  productInUse: "No se puede eliminar: hay casos vinculados a este producto",
  emptyMessage: "Mensaje vacio",
  noEmail: "Este ICSR no tiene email del reportante",
  noPhone: "Este ICSR no tiene telefono",
  noWhatsapp: "Este ICSR no tiene WhatsApp/telefono",
  unsupportedChannel: "Canal no soportado",
  converterUnavailable: "Conversor de documentos no disponible"
} as const
