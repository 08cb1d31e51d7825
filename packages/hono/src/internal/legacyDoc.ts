/**
 * The OpenAPI 3.1 document of the API, built from the same field tables that validate requests.
 */
import { Case, Causality, FieldSpec, FollowupMessage, Permissions, Product } from "@atalaya/core"
import { BASE_PATH } from "./paths.js"

type Json = Record<string, unknown>

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` })
const withId = (table: FieldSpec.FieldTable, extra: Json = {}): Json =>
  FieldSpec.tableJsonSchema(table, { id: { type: "integer", readOnly: true }, ...extra })

const schemas: Json = {
  Producto: withId(Case.PRODUCTO_FIELDS, {
    laboratorio: { type: ["string", "null"], readOnly: true },
    rs_vencimiento: { type: ["string", "null"], format: "date", readOnly: true }
  }),
  Concomitante: withId(Case.CONCOMITANTE_FIELDS),
  Seguimiento: withId(Case.SEGUIMIENTO_FIELDS),
  Evento: withId(Case.EVENTO_FIELDS, { icsr_id: { type: "integer", readOnly: true } }),
  EventosReplace: { type: "object", required: ["eventos"], properties: { eventos: { type: "array", items: ref("Evento") } } },
  Case: FieldSpec.tableJsonSchema(Case.CASE_FIELDS, {
    id: { type: "integer", readOnly: true },
    created_at: { type: "string", format: "date-time", readOnly: true },
    updated_at: { type: "string", format: "date-time", readOnly: true },
    fecha_recepcion: { type: "string", format: "date", readOnly: true },
    origen_notificacion: { type: "string", readOnly: true },
    productos: { type: "array", items: ref("Producto") },
    concomitantes: { type: "array", items: ref("Concomitante") },
    seguimientos: { type: "array", items: ref("Seguimiento") },
    eventos: { type: "array", items: ref("Evento"), readOnly: true },
    rs_catalog_map: {
      type: "object",
      readOnly: true,
      additionalProperties: {
        type: "object",
        properties: {
          id: { type: "integer" },
          producto: { type: ["string", "null"] },
          laboratorio: { type: ["string", "null"] },
          rs_vencimiento: { type: ["string", "null"], format: "date" }
        }
      }
    }
  }),
  CasePage: {
    type: "object",
    properties: { items: { type: "array", items: ref("CaseListItem") }, total: { type: "integer" }, page: { type: "integer" }, page_size: { type: "integer" } }
  },
  CaseListItem: {
    allOf: [
      ref("Case"),
      {
        type: "object",
        description: "A list item also carries the stored result of the case's last background duplicate check (null until the first).",
        properties: {
          dup_status: { type: ["string", "null"], enum: ["dup", "review", "unique", null], readOnly: true },
          dup_score: { type: ["number", "null"], minimum: 0, maximum: 1, readOnly: true },
          dup_best_id: { type: ["integer", "null"], readOnly: true },
          dup_checked_at: { type: ["string", "null"], format: "date-time", readOnly: true }
        }
      }
    ]
  },
  DupAnswer: {
    type: "object",
    description: "Score = sum of matched weights (initials 0.20, birth date 0.25, event start date 0.20, suspect product 0.20, narrative 0.25 × similarity), capped at 1, two decimals. dup >= 0.80, review 0.45-0.79, unique below. A manual decision wins: duplicado gives dup with score 1 and best_id = dup_of_id; unico gives unique with score 0.",
    properties: {
      status: { type: "string", enum: ["dup", "review", "unique"] },
      label: { type: "string", enum: ["Duplicado", "Revisar", "Único"] },
      color: { type: "string", enum: ["danger", "warning", "success"] },
      score: { type: "number", minimum: 0, maximum: 1 },
      best_id: { type: ["integer", "null"] },
      matches: {
        type: "array",
        maxItems: 20,
        description: "Ordered by score, then id descending.",
        items: {
          type: "object",
          properties: {
            id: { type: "integer" }, score: { type: "number" }, reasons: { type: "array", items: { type: "string" } },
            fecha: { type: ["string", "null"], format: "date" }, producto: { type: ["string", "null"] }, iniciales: { type: ["string", "null"] },
            narrativa: { type: ["string", "null"], description: "The first 300 characters of the narrative" }
          }
        }
      }
    }
  },
  DupDecision: {
    type: "object",
    required: ["final"],
    properties: {
      final: { type: ["string", "null"], enum: ["unico", "duplicado", null], description: "null clears the decision" },
      picked_id: { type: ["integer", "null"], description: "Required with duplicado: another existing case, which becomes dup_of_id" }
    }
  },
  DupDecisionResult: {
    type: "object",
    properties: { ok: { const: true }, dup_override: { type: ["string", "null"], enum: ["unico", "duplicado", null] }, dup_of_id: { type: ["integer", "null"] } }
  },
  FollowupMessage: {
    type: "object",
    description: "A message exchanged with the reporter; never deleted.",
    properties: {
      id: { type: "integer", readOnly: true }, icsr_id: { type: "integer" },
      channel: { type: "string", enum: [...FollowupMessage.CHANNELS] }, direction: { type: "string", enum: ["in", "out"] },
      body: { type: "string" }, external_id: { type: ["string", "null"], description: "Email Message-ID, or the SMS/WhatsApp id (sim-… when simulated)" },
      created_at: { type: "string", format: "date-time" }
    }
  },
  FollowupThread: { type: "object", properties: { items: { type: "array", items: ref("FollowupMessage") }, total: { type: "integer" } } },
  FollowupSend: {
    type: "object",
    required: ["channel", "body"],
    properties: { channel: { type: "string", enum: [...FollowupMessage.CHANNELS] }, body: { type: "string", minLength: 1, description: "At least one character after trimming" } }
  },
  User: {
    type: "object",
    properties: {
      id: { type: "integer" }, email: { type: "string" }, nombre: { type: ["string", "null"] }, cargo: { type: ["string", "null"] },
      area: { type: ["string", "null"] }, documento: { type: ["string", "null"] },
      roles: { type: "array", items: { type: "string" } }, permissions: { type: "array", items: { type: "string" } },
      effective_permissions: { type: "array", items: { type: "string" } }, activo: { type: "boolean" }
    }
  },
  UserWrite: {
    type: "object",
    properties: {
      email: { type: "string", format: "email" }, password: { type: "string", minLength: 8, writeOnly: true },
      nombre: { type: ["string", "null"] }, cargo: { type: ["string", "null"] }, area: { type: ["string", "null"] },
      documento: { type: ["string", "null"] }, roles: { type: "array", items: { type: "string" } },
      permissions: { type: "array", items: { type: "string" } }, activo: { type: "boolean" }
    }
  },
  Token: {
    type: "object",
    properties: { access_token: { type: "string" }, token_type: { const: "bearer" }, expires_in: { type: "integer" } }
  },
  Error: {
    type: "object",
    properties: {
      detail: {
        oneOf: [
          { type: "string" },
          {
            type: "array",
            items: {
              type: "object",
              properties: { loc: { type: "array", items: { type: ["string", "integer"] } }, msg: { type: "string" }, type: { type: "string" } }
            }
          }
        ]
      }
    }
  },
  Deleted: { type: "object", properties: { ok: { type: "boolean" }, deleted_id: { type: "integer" } } },
  Ok: { type: "object", properties: { ok: { const: true } } },
  Product: FieldSpec.tableJsonSchema(Product.PRODUCT_FIELDS, {
    id: { type: "integer", readOnly: true },
    ficha_tecnica_url: { type: ["string", "null"], readOnly: true },
    created_at: { type: "string", format: "date-time", readOnly: true },
    updated_at: { type: "string", format: "date-time", readOnly: true }
  }),
  ProductPage: {
    type: "object",
    properties: { items: { type: "array", items: ref("Product") }, total: { type: "integer" }, offset: { type: "integer" }, limit: { type: "integer" } }
  },
  ProductHits: {
    type: "object",
    properties: {
      items: {
        type: "array",
        items: { type: "object", properties: { id: { type: "integer" }, producto: { type: "string" }, ifa: { type: ["string", "null"] }, numero_registro: { type: ["string", "null"] } } }
      },
      total: { type: "integer" },
      limit: { type: "integer" }
    }
  },
  BulkResult: {
    type: "object",
    properties: {
      created: { type: "integer" }, updated: { type: "integer" }, skipped: { type: "integer" }, total_processed: { type: "integer" },
      errors: { type: "array", items: { type: "object", properties: { index: { type: "integer" }, numero_registro: { type: ["string", "null"] }, error: { type: "string" } } } }
    }
  },
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
  MeddraSuggestions: {
    type: "object",
    description: "Ranked by accent-insensitive prefix of the term, then of a word, then trigram similarity; current LLTs first.",
    properties: {
      items: {
        type: "array",
        items: {
          type: "object",
          properties: {
            llt_code: { type: "string" }, llt_term: { type: "string" }, pt_code: { type: "string" }, pt_term: { type: "string" },
            soc: { type: ["string", "null"], description: "Name of the PT's primary SOC" }, soc_code: { type: ["string", "null"] },
            current: { type: "boolean", description: "false for non-current LLTs" }
          }
        }
      },
      version: { type: ["string", "null"], description: "The loaded MedDRA release; null when no dictionary is loaded" }
    }
  },
  FichaLink: { type: "object", properties: { url: { type: "string" }, abs_url: { type: "string" } } },
  ...causalitySchemas(),
  FichaOcr: {
    type: "object",
    properties: {
      pages: {
        type: "array",
        items: {
          type: "object",
          properties: {
            page: { type: "integer" },
            text: { type: "string" },
            confidence: { type: ["number", "null"], description: "OCR mean confidence 0-100; null for a text layer" },
            source: { type: "string", enum: ["texto", "ocr"] }
          }
        }
      },
      text: { type: "string", description: "All pages, headers/footers removed, hyphenation repaired, NFC" },
      engine: { type: "string", enum: ["pdf-texto", "tesseract", "pdf-texto+tesseract"] },
      confidence: { type: ["number", "null"] },
      stored: { type: ["object", "null"], properties: { archivo: { type: "string" }, texto: { type: "string" } } }
    }
  },
  Password: { type: "object", required: ["password"], properties: { password: { type: "string" } } }
}

interface Op {
  readonly method: "get" | "post" | "put" | "delete"
  readonly path: string
  readonly summary: string
  readonly tag: string
  readonly permission?: string | null
  readonly body?: Json
  /** Media type of the request body (default JSON). */
  readonly bodyType?: string
  readonly response: Json
  /** Media type of the success response (default JSON). */
  readonly responseType?: string
  readonly status?: number
  readonly query?: ReadonlyArray<readonly [string, Json, string?]>
}

const caseId = ["icsr_id", { type: "integer" }] as const
const arrayOf = (name: string): Json => ({ type: "array", items: ref(name) })
const eventsByCase: Json = { type: "object", additionalProperties: arrayOf("Evento") }

/** Follow-up is limited to roles, not a permission (403 `Permission denied: role a|b|… required`). */
const followupRoles = `role ${Permissions.FOLLOWUP_ROLES.join("|")}`

const operations: ReadonlyArray<Op> = [
  { method: "post", path: "/auth/login", summary: "Sign in (JSON {email, password} or form username/password)", tag: "auth", permission: null, body: { type: "object", properties: { email: { type: "string" }, password: { type: "string" } } }, response: ref("Token") },
  { method: "get", path: "/auth/me", summary: "The current user with effective permissions", tag: "auth", permission: "", response: ref("User") },
  { method: "get", path: "/users", summary: "List users", tag: "users", permission: "users:manage", response: arrayOf("User") },
  { method: "post", path: "/users", summary: "Create a user", tag: "users", permission: "users:manage", body: ref("UserWrite"), response: ref("User"), status: 201 },
  { method: "get", path: "/users/{user_id}", summary: "Read a user", tag: "users", permission: "users:manage", response: ref("User") },
  { method: "put", path: "/users/{user_id}", summary: "Change a user", tag: "users", permission: "users:manage", body: ref("UserWrite"), response: ref("User") },
  { method: "delete", path: "/users/{user_id}", summary: "Deactivate a user (kept for the audit trail)", tag: "users", permission: "users:manage", response: ref("Deleted") },
  {
    method: "get", path: "/audit/verify", summary: "Walk the audit trail's hash chain: intact, or the first entry changed", tag: "audit", permission: "audit:read",
    response: { type: "object", properties: { ok: { type: "boolean" }, entries: { type: "integer" }, first_broken_id: { type: ["integer", "null"] } } }
  },
  {
    method: "get", path: "/icsr", summary: "List and search cases", tag: "icsr", permission: "icsr:list", response: ref("CasePage"),
    query: [
      ["page", { type: "integer", minimum: 1, default: 1 }], ["page_size", { type: "integer", minimum: 1, maximum: 200, default: 20 }],
      ["q", { type: "string" }, "Partial, case-insensitive match over initials, DNI, numbers and codes, products, narrative, reporter"],
      ["fecha_desde", { type: "string", format: "date" }, "alias date_from; on fecha_inicio_evento, inclusive"],
      ["fecha_hasta", { type: "string", format: "date" }, "alias date_to; inclusive"],
      ["order_by", { type: "string", enum: ["id", "created_at", "fecha_inicio_evento", "gravedad", "estado", "paciente_iniciales"], default: "id" }],
      ["order_dir", { type: "string", enum: ["asc", "desc"], default: "desc" }]
    ]
  },
  { method: "post", path: "/icsr", summary: "Create a case", tag: "icsr", permission: "icsr:create", body: ref("Case"), response: ref("Case"), status: 201 },
  { method: "get", path: "/icsr/eventos", summary: "Events of several cases (ids repeated)", tag: "icsr", permission: "icsr:read", response: eventsByCase, query: [["ids", { type: "array", items: { type: "integer" } }]] },
  { method: "get", path: "/icsr/_bulk/eventos", summary: "Events of several cases (ids comma-separated)", tag: "icsr", permission: "icsr:read", response: eventsByCase, query: [["ids", { type: "string" }]] },
  {
    method: "get", path: "/icsr/duplicates", summary: "Duplicate check of several cases, keyed by case id", tag: "icsr", permission: "icsr:list",
    response: { type: "object", additionalProperties: ref("DupAnswer") },
    query: [
      ["ids", { type: "array", items: { type: "integer" } }, "Repeated or comma-separated, at most 500; unknown ids are left out"],
      ["days_window", { type: "integer", minimum: 1, maximum: 365, default: 60 }, "Days either side of the event date"]
    ]
  },
  { method: "get", path: "/icsr/codigo-interno/next", summary: "Reserve the next internal code <PREFIX>-<YYYY>-<NNNN>", tag: "icsr", permission: "icsr:create", response: { type: "object", properties: { codigo: { type: "string" }, prefix: { type: "string" }, numero: { type: "integer" } } }, query: [["prefix", { type: "string" }]] },
  { method: "get", path: "/icsr/{icsr_id}", summary: "Read a case with rs_catalog_map", tag: "icsr", permission: "icsr:read", response: ref("Case") },
  { method: "put", path: "/icsr/{icsr_id}", summary: "Update any subset; nested arrays replaced only when present", tag: "icsr", permission: "icsr:update", body: ref("Case"), response: ref("Case") },
  { method: "put", path: "/icsr/{icsr_id}/full", summary: "Update; productos, concomitantes, seguimientos always replaced", tag: "icsr", permission: "icsr:update", body: ref("Case"), response: ref("Case") },
  { method: "delete", path: "/icsr/{icsr_id}", summary: "Delete a case (needs the current user's password)", tag: "icsr", permission: "icsr:delete", body: ref("Password"), response: ref("Deleted") },
  { method: "post", path: "/icsr/{icsr_id}:delete", summary: "Delete a case (same as DELETE)", tag: "icsr", permission: "icsr:delete", body: ref("Password"), response: ref("Deleted") },
  { method: "get", path: "/icsr/{icsr_id}/delete-summary", summary: "What a deletion would remove", tag: "icsr", permission: "icsr:delete", response: { type: "object", properties: { followups: { type: "integer" }, snapshots: { type: "integer" } } } },
  { method: "get", path: "/icsr/{icsr_id}/eventos", summary: "Events of a case", tag: "icsr", permission: "icsr:read", response: arrayOf("Evento") },
  { method: "put", path: "/icsr/{icsr_id}/eventos", summary: "Replace all events atomically", tag: "icsr", permission: "icsr:update", body: ref("EventosReplace"), response: arrayOf("Evento") },
  { method: "put", path: "/icsr/{icsr_id}/meddra", summary: "Replace all events (MedDRA coding)", tag: "icsr", permission: "icsr:update", body: ref("EventosReplace"), response: arrayOf("Evento") },
  { method: "put", path: "/icsr/{icsr_id}/eventos/{evento_id}", summary: "Change coding/assessment fields of one event", tag: "icsr", permission: "icsr:update", body: ref("Evento"), response: ref("Evento") },
  {
    method: "get", path: "/icsr/{icsr_id}/duplicates", summary: "Scored duplicate candidates of a case", tag: "icsr", permission: "icsr:read", response: ref("DupAnswer"),
    query: [["days_window", { type: "integer", minimum: 1, maximum: 365, default: 60 }, "Days either side of the event date (reception date when it has none)"]]
  },
  { method: "put", path: "/icsr/{icsr_id}/dup", summary: "Manual duplicate decision (audited)", tag: "icsr", permission: "icsr:update", body: ref("DupDecision"), response: ref("DupDecisionResult") },
  { method: "get", path: "/icsr/{icsr_id}/audit", summary: "Audit trail of a case", tag: "icsr", permission: "audit:read", response: { type: "array", items: { type: "object" } } },
  { method: "get", path: "/icsr/{icsr_id}/followup/thread", summary: "Follow-up messages of a case, oldest first", tag: "icsr", permission: followupRoles, response: ref("FollowupThread") },
  {
    method: "post", path: "/icsr/{icsr_id}/followup/send", summary: "Send a follow-up to the reporter by email (SMTP; 502 'Fallo SMTP: <reason>' when it fails), SMS or WhatsApp", tag: "icsr",
    permission: followupRoles, body: ref("FollowupSend"), response: ref("FollowupMessage")
  },
  {
    method: "get", path: "/icsr-caso-prueba", summary: "Cases for evaluation, filtered by estado and gravedad", tag: "evaluacion", permission: "icsr:list", response: ref("CasePage"),
    query: [
      ["page", { type: "integer", minimum: 1, default: 1 }], ["page_size", { type: "integer", minimum: 1, maximum: 200, default: 20 }],
      ["estado", { type: "string" }, "Exact estado, case-insensitive"], ["gravedad", { type: "string" }, "Exact gravedad, case-insensitive"]
    ]
  },
  { method: "post", path: "/icsr-caso-prueba", summary: "Create a case (same as POST /icsr)", tag: "evaluacion", permission: "icsr:create", body: ref("Case"), response: ref("Case"), status: 201 },
  { method: "get", path: "/icsr-caso-prueba/codigo-interno/next", summary: "Reserve the next internal code", tag: "evaluacion", permission: "icsr:create", response: { type: "object", properties: { prefix: { type: "string" }, numero: { type: "integer" }, codigo: { type: "string" } } }, query: [["prefix", { type: "string" }]] },
  { method: "get", path: "/icsr-caso-prueba/codigo-interno/check", summary: "Whether an internal code is free", tag: "evaluacion", permission: "icsr:read", response: { type: "object", properties: { codigo: { type: "string" }, unico: { type: "boolean" }, icsr_id: { type: ["integer", "null"] } } }, query: [["code", { type: "string" }]] },
  {
    method: "put", path: "/icsr-caso-prueba/{icsr_id}", summary: "Evaluate: gravedad, ea_criterios_gravedad (ICH E2D codes), ea_justificacion_gravedad, urgencia (sets fecha_limite unless given), producto_id, evaluador_id (qf or responsable_fv: mailed, task, En proceso)", tag: "evaluacion",
    permission: "evaluation:write", body: { type: "object", properties: { gravedad: { type: "string" }, ea_criterios_gravedad: { type: "array", items: { type: "string", enum: ["muerte", "amenaza_vida", "hospitalizacion", "discapacidad", "anomalia_congenita", "medicamente_importante"] } }, ea_justificacion_gravedad: { type: "string" }, urgencia: { type: "string", enum: ["Alta", "Media", "Baja"] }, fecha_limite: { type: "string", format: "date" }, producto_id: { type: "integer" }, evaluador_id: { type: "integer" } } }, response: ref("Case")
  },
  { method: "post", path: "/icsr-caso-prueba/{icsr_id}/eventos", summary: "Add events after the existing ones; answers all events", tag: "evaluacion", permission: "evaluation:write", body: ref("EventosReplace"), response: arrayOf("Evento") },
  {
    method: "put", path: "/icsr-caso-prueba/{icsr_id}/ftqf", summary: "The QF's technical-sheet decision", tag: "evaluacion", permission: "causality:confirm",
    body: { type: "object", properties: { ea_causalidad_ft: { type: "string" }, ea_causalidad_ft_justificacion: { type: "string" }, ft_evento_listado: { type: "boolean" }, ft_seccion: { type: "string" }, ft_frecuencia: { type: "string" } } },
    response: { type: "object", properties: { ok: { type: "boolean" }, id: { type: "integer" } } }
  },
  { method: "get", path: "/tareas", summary: "The current user's tasks", tag: "evaluacion", permission: "", response: { type: "object", properties: { items: { type: "array", items: { type: "object" } }, total: { type: "integer" } } }, query: [["estado", { type: "string", enum: ["abierta", "cerrada"] }, "Omitted: all"]] },
  { method: "post", path: "/tareas/{tarea_id}/cerrar", summary: "Close one of the current user's tasks", tag: "evaluacion", permission: "", response: { type: "object" } },
  { method: "get", path: "/admin/mail/test", summary: "Connect and authenticate to the SMTP server without sending", tag: "admin", permission: "admin:mail", response: { type: "object", properties: { ok: { type: "boolean" }, host: { type: "string" }, port: { type: "integer" }, detail: { type: "string" } } } },
  { method: "post", path: "/ingest/preview", summary: "Extract a case from free text and validate it (evaluation rule 6); nothing is stored", tag: "ingest", permission: "ingest:write", body: ref("IngestPreview"), response: ref("IngestPreviewResult") },
  {
    method: "get", path: "/meddra/suggest", summary: "MedDRA LLT suggestions with their PT and primary SOC", tag: "meddra", permission: "icsr:read", response: ref("MeddraSuggestions"),
    query: [["q", { type: "string", minLength: 2 }, "Accent- and case-insensitive"], ["limit", { type: "integer", minimum: 1, maximum: 50, default: 20 }]]
  },
  ...(["/products/", "/products"] as const).flatMap((path): ReadonlyArray<Op> => [
    {
      method: "get", path, summary: `List the catalog${path === "/products" ? " (same as /products/)" : ""}`, tag: "products", permission: "products:read", response: ref("ProductPage"),
      query: [
        ["q", { type: "string" }, "Search producto, ifa, numero_registro"], ["estado", { type: "string" }],
        ["comercializa", { type: "string", enum: ["si", "no", "all"], default: "all" }],
        ["sort", { type: "string", enum: ["producto", "ifa", "id", "created_at", "numero_registro"], default: "producto" }],
        ["order", { type: "string", enum: ["asc", "desc"], default: "asc" }],
        ["offset", { type: "integer", minimum: 0, default: 0 }], ["limit", { type: "integer", minimum: 1, maximum: 200, default: 50 }],
        ["numero_registro", { type: "string" }, "Exact registration number"]
      ]
    },
    { method: "post", path, summary: `Create a product${path === "/products" ? " (same as /products/)" : ""}`, tag: "products", permission: "products:write", body: ref("Product"), response: ref("Product"), status: 201 }
  ]),
  {
    method: "get", path: "/products/search", summary: "Autocomplete over the catalog", tag: "products", permission: "products:read", response: ref("ProductHits"),
    query: [["term", { type: "string", minLength: 2 }, "alias q"], ["limit", { type: "integer", minimum: 1, maximum: 50, default: 8 }]]
  },
  { method: "get", path: "/products/by-registro", summary: "A product by registration number", tag: "products", permission: "products:read", response: ref("Product"), query: [["registro", { type: "string" }, "alias numero_registro"]] },
  { method: "get", path: "/products/by-registro/{numero}", summary: "A product by registration number", tag: "products", permission: "products:read", response: ref("Product") },
  { method: "post", path: "/products/bulk", summary: "Upsert products by registration number", tag: "products", permission: "products:write", body: { type: "object", required: ["items"], properties: { items: { type: "array", items: ref("Product") } } }, response: ref("BulkResult") },
  { method: "get", path: "/products/{product_id}", summary: "Read a product", tag: "products", permission: "products:read", response: ref("Product") },
  { method: "put", path: "/products/{product_id}", summary: "Change any subset of a product's fields", tag: "products", permission: "products:write", body: ref("Product"), response: ref("Product") },
  { method: "delete", path: "/products/{product_id}", summary: "Delete a product", tag: "products", permission: "products:write", response: ref("Ok") },
  {
    method: "post", path: "/products/{product_id}/ficha-tecnica", summary: "Upload the technical-sheet PDF (multipart field 'file')", tag: "products", permission: "products:write",
    body: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } }, bodyType: "multipart/form-data", response: ref("FichaLink"), status: 201
  },
  { method: "get", path: "/products/{product_id}/ficha-tecnica", summary: "Where the technical sheet is", tag: "products", permission: "products:read", response: ref("FichaLink") },
  { method: "delete", path: "/products/{product_id}/ficha-tecnica", summary: "Remove the technical sheet", tag: "products", permission: "products:write", response: ref("Ok") },
  { method: "get", path: "/products/{product_id}/ficha-tecnica/file", summary: "The technical-sheet PDF", tag: "products", permission: "products:read", response: { type: "string", format: "binary" }, responseType: "application/pdf" },
  {
    method: "post", path: "/evaluacion/ficha", summary: "Read a document (PDF, PNG, JPG, TIFF; max. 12 MB, 413 above): each PDF page's text layer, or OCR in Spanish + English at 180 DPI; store=true keeps the file and its text", tag: "evaluacion", permission: "ingest:write",
    body: {
      type: "object", required: ["file"],
      properties: { file: { type: "string", format: "binary" }, ips_id: { type: "integer" }, store: { type: "boolean", default: false }, ocr: { type: "boolean", default: true } }
    },
    bodyType: "multipart/form-data", response: ref("FichaOcr")
  },
  {
    method: "get", path: "/causality/kl/suggest/{icsr_id}", summary: "Eight-criteria (kl) suggestion: the language model when configured, rules otherwise (modelo_llm 'reglas'); cached per case and product until product, event or dates change", tag: "causality",
    permission: "causality:assess", response: ref("KlSuggestion"),
    query: [
      ["producto", { type: "string" }, "Suspected product (name or nested id) when the case has several; the first by default"],
      ["use_cache", { type: "boolean", default: true }, "0 forces recalculation"],
      ["debug", { type: "boolean", default: false }, "Adds the payload and the prompt"]
    ]
  },
  {
    method: "put", path: "/causality/kl/confirm/{icsr_id}", summary: "The QF's decision: stores a kl record (totals and classifications recomputed) and sets the case's ea_causalidad, audited", tag: "causality",
    permission: "causality:confirm", body: ref("KlConfirm"), response: { type: "object", properties: { ok: { const: true }, id: { type: "integer" }, ea_causalidad: { type: ["string", "null"] } } },
    query: [["producto", { type: "string" }, "Evaluated product when the body has no producto_evaluado"]]
  },
  {
    method: "get", path: "/causality/kl/last/{icsr_id}", summary: "The newest kl record (404 'Sin evaluacion de causalidad' when none)", tag: "causality",
    permission: "causality:assess", response: ref("KlRecord"), query: [["producto", { type: "string" }, "Only records of this evaluated product"]]
  },
  {
    method: "post", path: "/causality/ft/upload", summary: "Upload a technical-sheet PDF (max 12 MB): text layer or OCR at 200 DPI, sections 4.3, 4.4, 4.5, 4.8, 5.1 kept with the case and its catalog product", tag: "causality",
    permission: "causality:assess",
    body: { type: "object", required: ["file", "icsr_id"], properties: { file: { type: "string", format: "binary" }, icsr_id: { type: "integer" } } },
    bodyType: "multipart/form-data", response: ref("FtUpload")
  },
  {
    method: "post", path: "/causality/ft/analyze/{icsr_id}", summary: "Technical-sheet (FT) assessment of the case's event, stored in ea_causalidad_ft and ft_*", tag: "causality",
    permission: "causality:assess", response: ref("FtResult"), query: [["producto", { type: "string" }, "Suspected product when the case has several"]]
  },
  {
    method: "post", path: "/ingest/whatsapp", summary: "WhatsApp webhook (Twilio-style form fields From, Body, MessageSid, ProfileName, or JSON {from, text|body, id}). No user token: X-Twilio-Signature (HMAC-SHA1 with TWILIO_AUTH_TOKEN over the URL and sorted form fields) or X-Webhook-Secret = WHATSAPP_WEBHOOK_SECRET; 401 without either, 403 when wrong. A message from a phone with an open case active in the last WHATSAPP_THREAD_DAYS days (7) is threaded to it; otherwise a case with contact 'whatsapp:<phone>' and origen_notificacion 'whatsapp', or the review queue. A retried message id answers as the first delivery", tag: "ingest", permission: null,
    body: { type: "object", required: ["from", "text"], properties: { from: { type: "string", description: "Phone, with or without 'whatsapp:'" }, text: { type: "string", description: "alias body" }, id: { type: "string", description: "Provider message id (idempotency)" }, profile_name: { type: "string" } } },
    response: {
      oneOf: [
        { type: "object", properties: { status: { type: "string", enum: ["created", "threaded"] }, icsr_id: { type: "integer" } } },
        { type: "object", properties: { status: { const: "review" }, review_id: { type: "integer" } } }
      ]
    }
  },
  {
    method: "get", path: "/ingest/revision", summary: "Intake review queue: mail and WhatsApp messages that could not become a valid case, newest first, with the reason, the rule-6 or validation issues, what was extracted and the attachments kept", tag: "ingest", permission: "ingest:write",
    query: [
      ["limit", { type: "integer", minimum: 1, maximum: 200, default: 50 }], ["offset", { type: "integer", minimum: 0, default: 0 }],
      ["canal", { type: "string", enum: ["email", "whatsapp"] }], ["estado", { type: "string", enum: ["pendiente", "resuelto", "descartado", "all"], default: "pendiente" }]
    ],
    response: {
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
    }
  },
  {
    method: "put", path: "/ingest/revision/{review_id}", summary: "Close a review item as resuelto or descartado, with the case it led to and a note (audited); 404 'Elemento de revisión no encontrado', 409 'El elemento ya fue cerrado'", tag: "ingest", permission: "ingest:write",
    body: {
      type: "object", required: ["estado"],
      properties: { estado: { type: "string", enum: ["resuelto", "descartado"] }, icsr_id: { type: ["integer", "null"], description: "Must be an existing case" }, nota: { type: ["string", "null"], maxLength: 2000 } }
    },
    response: {
      type: "object", description: "The updated item, as in GET /ingest/revision",
      properties: {
        id: { type: "integer" }, status: { type: "string", enum: ["resuelto", "descartado"] }, resolved_at: { type: "string", format: "date-time" },
        resolved_by: { type: ["integer", "null"] }, icsr_id: { type: ["integer", "null"] }, nota: { type: ["string", "null"] }
      }
    }
  },
  { method: "get", path: "/openapi.json", summary: "This document", tag: "docs", permission: null, response: { type: "object" } },
  { method: "get", path: "/docs", summary: "Human-readable API documentation", tag: "docs", permission: null, response: { type: "string" } }
]

const errorResponse = (description: string): Json => ({ description, content: { "application/json": { schema: ref("Error") } } })

/** Builds the document. */
export const document = (): Json => {
  const paths: Record<string, Json> = {}
  for (const op of operations) {
    const pathParams = [...op.path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!)
    const parameters = [
      ...pathParams.map((name) => ({ name, in: "path", required: true, schema: name === caseId[0] ? caseId[1] : name === "numero" ? { type: "string" } : { type: "integer" } })),
      ...(op.query ?? []).map(([name, schema, description]) => ({ name, in: "query", schema, ...(description ? { description } : {}) }))
    ]
    const secured = op.permission !== null
    const responses: Json = {
      [String(op.status ?? 200)]: { description: "OK", content: { [op.responseType ?? "application/json"]: { schema: op.response } } },
      "400": errorResponse("Validation error ({detail: [{loc, msg, type}]}) or bad request")
    }
    if (secured) {
      responses["401"] = errorResponse("Not authenticated")
      if (op.permission) responses["403"] = errorResponse(`Permission denied: ${op.permission} required`)
    }
    if (pathParams.length > 0) responses["404"] = errorResponse("Not found")
    paths[op.path] = {
      ...(paths[op.path] ?? {}),
      [op.method]: {
        summary: op.summary,
        tags: [op.tag],
        ...(secured ? { security: [{ bearer: [] }] } : {}),
        ...(op.permission ? { "x-permission": op.permission } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(op.body ? { requestBody: { required: true, content: { [op.bodyType ?? "application/json"]: { schema: op.body } } } } : {}),
        responses
      }
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Atalaya — pharmacovigilance case management", version: "1.0.0" },
    servers: [{ url: BASE_PATH }],
    components: { schemas, securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths
  }
}

/** Schemas of the causality endpoints (service-spec "Eight-criteria causality record", "Technical-sheet (FT) analysis result"). */
function causalitySchemas(): Json {
  const criterion = (c: Causality.Criterio, extra: Json = {}): Json => ({
    type: "object",
    required: ["score"],
    properties: {
      score: { type: "integer", minimum: Causality.RANGOS[c].min, maximum: Causality.RANGOS[c].max },
      rationale: { type: "string" },
      ...extra
    }
  })
  const criterios = (extra: Json = {}): Json => ({
    type: "object",
    required: [...Causality.CRITERIOS],
    properties: Object.fromEntries(Causality.CRITERIOS.map((c) => [c, criterion(c, extra)]))
  })
  const clasificacion: Json = { type: "string", enum: [...Causality.CLASIFICACIONES] }
  return {
    KlSuggestion: {
      type: "object",
      properties: {
        icsr_id: { type: "integer" },
        producto_evaluado: { type: "string" },
        producto_id: { type: ["integer", "null"] },
        criterios: criterios(),
        score_total: { type: "integer" },
        clasificacion,
        evaluable: { type: "boolean" },
        motivo_no_evaluable: { type: ["string", "null"] },
        modelo_llm: { type: "string", description: "The model that answered, or 'reglas'" },
        version_prompt: { type: "string" },
        engine: { type: "string", enum: ["llm", "reglas"] },
        productos: { type: "array", items: { type: "string" } },
        generado_en: { type: "string", format: "date-time" },
        cached: { type: "boolean" },
        debug: { type: "object", description: "With debug: payload, prompt {system, user}, fingerprint" }
      }
    },
    KlConfirm: {
      type: "object",
      required: ["criterios"],
      description: "score_total_qf and clasificacion_qf are recomputed from the criteria; the system total is the sum of score_sys when every criterion has one.",
      properties: {
        criterios: criterios({ score_sys: { type: "integer", description: "The system's suggested score" } }),
        score_total_sys: { type: "integer", minimum: 0, maximum: Causality.MAX_TOTAL },
        score_total_qf: { type: "integer", readOnly: true },
        clasificacion_sys: { type: "string" },
        clasificacion_qf: { type: "string", readOnly: true },
        rationale_global_qf: { type: "string" },
        version_prompt: { type: "string" },
        modelo_llm: { type: "string" },
        producto_evaluado: { type: "string" },
        evaluable: { type: "boolean", default: true }
      }
    },
    KlRecord: {
      type: "object",
      properties: {
        id: { type: "integer" },
        icsr_id: { type: "integer" },
        producto_evaluado: { type: "string" },
        criterios: criterios({ score_sys: { type: "integer" } }),
        score_total_sys: { type: ["integer", "null"] },
        score_total_qf: { type: "integer" },
        clasificacion_sys: { type: ["string", "null"] },
        clasificacion_qf: clasificacion,
        evaluable: { type: "boolean" },
        rationale_global_qf: { type: ["string", "null"] },
        version_prompt: { type: ["string", "null"] },
        modelo_llm: { type: ["string", "null"] },
        created_at: { type: "string", format: "date-time" },
        created_by: { type: ["integer", "null"] }
      }
    },
    FtUpload: {
      type: "object",
      properties: {
        ok: { const: true },
        icsr_id: { type: "integer" },
        producto_id: { type: ["integer", "null"], description: "The catalog product that also keeps the sections" },
        secciones: {
          type: "object",
          properties: Object.fromEntries(["contraindicaciones", "advertencias", "interacciones", "reacciones_adversas", "farmacodinamica"].map((k) => [k, { type: ["string", "null"] }]))
        },
        encontradas: { type: "array", items: { type: "string" } },
        paginas: { type: "integer" },
        engine: { type: "string" },
        confianza: { type: ["number", "null"] }
      }
    },
    FtResult: {
      type: "object",
      properties: {
        evento_listado: { type: "boolean" },
        seccion: { type: ["string", "null"] },
        frecuencia: { type: ["string", "null"], enum: ["muy frecuente", "frecuente", "poco frecuente", "rara", "muy rara", "frecuencia no conocida", null] },
        dosis_relevante: { type: "boolean" },
        contraindicacion: { type: "boolean" },
        clasificacion: { type: "string", enum: ["Definida", "Probable", "Posible", "Improbable"] },
        justificacion: { type: "string" },
        termino: { type: ["string", "null"] },
        icsr_id: { type: "integer" },
        producto_evaluado: { type: "string" },
        fuente: { type: "string", enum: ["caso", "catalogo"] },
        modelo_llm: { type: "string" },
        version_prompt: { type: "string" },
        engine: { type: "string", enum: ["llm", "reglas"] }
      }
    }
  }
}
