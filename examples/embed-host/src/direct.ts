/**
 * `pnpm --filter @atalaya/example-embed-host direct`: Atalaya without HTTP. A host's intake
 * worker or nightly job calls the use cases on the same runtime; it checks permissions itself
 * (the HTTP guard is not in the way here) and gets typed results and typed errors.
 */
import { AuthService, CaseService, UserRepository } from "@atalaya/core"
import { Effect, Either, Option } from "effect"
import { makeRuntime, provisionStaff, STAFF } from "./atalaya.js"

const runtime = await makeRuntime()

const program = Effect.gen(function*() {
  yield* provisionStaff(STAFF)
  const users = yield* UserRepository.UserRepository
  const stored = Option.getOrThrow(yield* users.findByEmail("qf.huaman@hospital.example"))
  const principal = AuthService.principalOf(stored)
  // What the HTTP guard would do: the caller decides who may do what.
  yield* AuthService.requirePermission(principal, "icsr:create")
  const actor = AuthService.actorOf(principal)

  // A case arriving from an e-mail intake worker: `origen` records the channel.
  const created = yield* CaseService.create({
    paciente_iniciales: "J.P.C.",
    paciente_edad: 61,
    paciente_sexo: "masculino",
    reportante_nombre: "Dr. César Díaz",
    reportante_contacto: "cesar.diaz@hospital.example",
    producto_sospechoso: "Enalapril 10 mg",
    descripcion_evento: "Tos seca persistente desde la segunda semana de tratamiento.",
    urgencia: "Baja",
    productos: [{ nombre_producto: "Enalapril 10 mg", ifa: "Enalapril maleato", dosis_frecuencia: "10 mg c/12 h" }]
  }, actor, { origen: "email" })
  console.log(`created case ${created.id}: origen=${created.origen_notificacion}, estado=${created.estado}, ` +
    `fecha_recepcion=${created.fecha_recepcion}, fecha_limite=${created.fecha_limite}, reportante_email=${created.reportante_email}`)

  const updated = yield* CaseService.update(created.id, { urgencia: "Alta", estado: "En progreso" }, actor)
  console.log(`updated: urgencia=${updated.urgencia}, fecha_limite=${updated.fecha_limite} (re-derived from urgency)`)

  const page = yield* CaseService.list({ q: "enalapril", page_size: "10" })
  console.log(`search "enalapril": ${page.total} case(s): ${page.items.map((c) => `#${c.id} ${c.paciente_iniciales}`).join(", ")}`)

  const trail = yield* CaseService.auditTrail(created.id)
  for (const entry of trail) console.log(`audit: ${entry.action} by ${entry.actor_email}`)

  // Failures are typed values, not exceptions: here the contract's 400 issue list.
  const invalid = yield* Effect.either(CaseService.create({ paciente_edad: -3 }, actor))
  if (Either.isLeft(invalid) && invalid.left._tag === "ValidationFailed") {
    console.log(`invalid body → ValidationFailed with ${invalid.left.issues.length} issues, e.g. ${JSON.stringify(invalid.left.issues[0])}`)
  }
  const missing = yield* Effect.either(CaseService.get(999_999))
  if (Either.isLeft(missing)) console.log(`unknown id → ${missing.left._tag}: ${"detail" in missing.left ? String(missing.left.detail) : ""}`)
})

try {
  await runtime.runPromise(program)
} finally {
  await runtime.dispose()
}
