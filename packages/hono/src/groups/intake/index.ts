/**
 * Intake (service-spec "Events", evaluation rule 6): the free-text preview, the WhatsApp
 * provider's webhook and the review queue of messages that could not become a case.
 */
import { AuthService, Errors } from "@atalaya/core"
import { Intake, WhatsappIntake } from "@atalaya/intake"
import { Effect } from "effect"
import { anyone, endpoint, permission, type Schema } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { jsonBody } from "../../internal/body.js"
import { commonSchemas } from "../common.js"
import { integerId } from "../params.js"
import type { IntakeServices } from "./services.js"

export type { IntakeServices } from "./services.js"

/** The preview's body and answer, the webhook's message and answer, the review queue and its closing. */
export const intakeSchemas: Readonly<Record<string, Schema>> = {
  IngestPreview: { type: "object", required: ["text"], properties: { text: { type: "string", minLength: 1, maxLength: 20000, description: "The report as written: email, WhatsApp message, note, OCR'd form" } } },
  IngestPreviewResult: {
    type: "object",
    description: "Nothing is stored. Rules extract first (Spanish and English patterns, catalog matching); a configured language model refines them, and its failure leaves the rules' answer with a warning.",
    properties: {
      payload: { type: "object", description: "The extracted fields, in the case's field names (a POST /icsr body); absent when the report does not say them" },
      warnings: {
        type: "array",
        items: {
          type: "object",
          properties: {
            campo: { type: ["string", "null"] }, mensaje: { type: "string" },
            codigo: { type: "string", enum: ["faltante", "fecha_posterior", "fechas_invertidas", "contacto_invalido", "caso_similar", "motor"] },
            caso_id: { type: "integer" }, puntaje: { type: "number" }
          }
        }
      },
      engine: { type: "string", description: "The model's name, or reglas" },
      similar_case_id: { type: ["integer", "null"] },
      fecha_recepcion: { type: "string", format: "date", description: "Today in the unit's time zone, used for relative dates" }
    }
  },
  WhatsappMessage: { type: "object", required: ["from", "text"], properties: { from: { type: "string", description: "Phone, with or without 'whatsapp:'" }, text: { type: "string", description: "alias body" }, id: { type: "string", description: "Provider message id (idempotency)" }, profile_name: { type: "string" } } },
  WhatsappResult: {
    oneOf: [
      { type: "object", properties: { status: { type: "string", enum: ["created", "threaded"] }, icsr_id: { type: "integer" } } },
      { type: "object", properties: { status: { const: "review" }, review_id: { type: "integer" } } }
    ]
  },
  ReviewPage: {
    type: "object",
    properties: {
      items: {
        type: "array",
        items: {
          type: "object",
          properties: {
            id: { type: "integer" }, channel: { type: "string", enum: ["email", "whatsapp"] }, source: { type: "string" }, message_key: { type: "string" },
            external_id: { type: ["string", "null"] }, sender: { type: ["string", "null"] }, subject: { type: ["string", "null"] }, body: { type: "string" },
            reason: { type: "string" }, issues: { type: "array", items: { type: "object", properties: { loc: { type: "array" }, msg: { type: "string" }, type: { type: "string" } } } },
            extracted: { type: ["object", "null"] },
            attachments: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  filename: { type: ["string", "null"] }, media_type: { type: "string" }, size: { type: "integer" }, storage_key: { type: ["string", "null"] },
                  text_chars: { type: ["integer", "null"] }, engine: { type: ["string", "null"] }, note: { type: ["string", "null"] }
                }
              }
            },
            status: { type: "string", enum: ["pendiente", "resuelto", "descartado"] }, created_at: { type: "string", format: "date-time" },
            resolved_at: { type: ["string", "null"], format: "date-time" }, resolved_by: { type: ["integer", "null"] },
            icsr_id: { type: ["integer", "null"] }, nota: { type: ["string", "null"] }
          }
        }
      },
      total: { type: "integer" }, limit: { type: "integer" }, offset: { type: "integer" }
    }
  },
  ReviewClose: {
    type: "object", required: ["estado"],
    properties: { estado: { type: "string", enum: ["resuelto", "descartado"] }, icsr_id: { type: ["integer", "null"], description: "Must be an existing case" }, nota: { type: ["string", "null"], maxLength: 2000 } }
  },
  ReviewClosed: {
    type: "object", description: "The updated item, as in GET /ingest/revision",
    properties: {
      id: { type: "integer" }, status: { type: "string", enum: ["resuelto", "descartado"] }, resolved_at: { type: "string", format: "date-time" },
      resolved_by: { type: ["integer", "null"] }, icsr_id: { type: ["integer", "null"] }, nota: { type: ["string", "null"] }
    }
  }
}

/** The intake group. */
export const intake: Group<IntakeServices> = group({
  name: "intake",
  schemas: { ...commonSchemas, ...intakeSchemas },
  endpoints: [
    endpoint({
      method: "post", path: "/ingest/preview", summary: "Extract a case from free text and validate it (evaluation rule 6); nothing is stored", tag: "ingest",
      access: permission("ingest:write"), body: { kind: "json", schema: ref("IngestPreview") }, success: { schema: ref("IngestPreviewResult") },
      handler: (i) => Intake.preview(i.body)
    }),
    // No user token: the request is authenticated by the provider's signature or the shared secret
    // (decisions.md) over the raw body, before the body is read as a message.
    endpoint({
      method: "post", path: "/ingest/whatsapp",
      summary: "WhatsApp webhook (Twilio-style form fields From, Body, MessageSid, ProfileName, or JSON {from, text|body, id}). No user token: X-Twilio-Signature (HMAC-SHA1 with TWILIO_AUTH_TOKEN over the URL and sorted form fields) or X-Webhook-Secret = WHATSAPP_WEBHOOK_SECRET; 401 without either, 403 when wrong. A message from a phone with an open case active in the last WHATSAPP_THREAD_DAYS days (7) is threaded to it; otherwise a case with contact 'whatsapp:<phone>' and origen_notificacion 'whatsapp', or the review queue. A retried message id answers as the first delivery",
      tag: "ingest", access: anyone("X-Twilio-Signature or X-Webhook-Secret"),
      body: { kind: "raw", schema: ref("WhatsappMessage"), contentTypes: ["application/x-www-form-urlencoded", "application/json"] },
      success: { schema: ref("WhatsappResult") }, errors: { 401: "No signature or secret", 403: "Wrong signature or secret" },
      handler: (i) =>
        Effect.gen(function*() {
          const c = i.c
          const rawBody = yield* Effect.promise(() => c.req.text())
          const contentType = c.req.header("content-type") ?? ""
          yield* WhatsappIntake.verify({ url: c.req.url, header: (name) => c.req.header(name), contentType, rawBody })
          const form = contentType.toLowerCase().includes("application/x-www-form-urlencoded")
          if (!form && contentType.toLowerCase().includes("multipart/form-data")) {
            return yield* Effect.fail(new Errors.BadRequest({ detail: "Se espera JSON o un formulario application/x-www-form-urlencoded" }))
          }
          const json = form ? null : yield* jsonBody(c)
          const message = yield* WhatsappIntake.parsePayload(contentType, rawBody, json)
          return yield* WhatsappIntake.receive(message)
        })
    }),
    endpoint({
      method: "get", path: "/ingest/revision",
      summary: "Intake review queue: mail and WhatsApp messages that could not become a valid case, newest first, with the reason, the rule-6 or validation issues, what was extracted and the attachments kept",
      tag: "ingest", access: permission("ingest:write"),
      query: [
        { name: "limit", schema: { type: "integer", minimum: 1, maximum: 200, default: 50 } },
        { name: "offset", schema: { type: "integer", minimum: 0, default: 0 } }
      ],
      success: { schema: ref("ReviewPage") },
      handler: (i) => Intake.listReview(i.query)
    }),
    endpoint({
      method: "put", path: "/ingest/revision/{review_id}",
      summary: "Close a review item as resuelto or descartado, with the case it led to and a note (audited); 404 'Elemento de revisión no encontrado', 409 'El elemento ya fue cerrado'",
      tag: "ingest", access: permission("ingest:write"), params: { review_id: integerId("review_id", "Review item id") },
      body: { kind: "json", schema: ref("ReviewClose") }, success: { schema: ref("ReviewClosed") },
      errors: { 404: "Elemento de revisión no encontrado", 409: "El elemento ya fue cerrado" },
      handler: (i) => Intake.resolveReview(i.params.review_id, i.body, AuthService.actorOf(i.principal!))
    })
  ]
})
