/**
 * `pnpm --filter @atalaya/example-embed-host demo`: builds the host in this process and walks
 * through its routes with `app.request()` (no port opened), checking each answer, then exits.
 */
import { HOST_USER_HEADER } from "./atalaya.js"
import { createHost } from "./host.js"

const host = await createHost({ logger: () => {} })
let failures = 0

const call = async (
  label: string,
  expected: number,
  method: string,
  path: string,
  options: { user?: string; body?: unknown } = {}
): Promise<Record<string, unknown>> => {
  const headers: Record<string, string> = {}
  if (options.user !== undefined) headers[HOST_USER_HEADER] = options.user
  if (options.body !== undefined) headers["content-type"] = "application/json"
  const response = await host.app.request(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {})
  })
  const body = (await response.json()) as Record<string, unknown>
  const ok = response.status === expected
  if (!ok) failures++
  const shown = JSON.stringify(body)
  console.log(`${ok ? "ok  " : "FAIL"} ${String(response.status)} ${method.padEnd(4)} ${path}${options.user ? `  [${HOST_USER_HEADER}: ${options.user}]` : ""}`)
  console.log(`       ${label}: ${shown.length > 220 ? `${shown.slice(0, 220)}…` : shown}`)
  return body
}

const QF = "qf.huaman@hospital.example"
const JEFE = "jefe.fv@hospital.example"
const LEGAL = "legal@hospital.example"

try {
  console.log("— the host's own routes")
  await call("host page", 200, "GET", "/", { user: QF })
  await call("another host API", 200, "GET", "/api/other")
  await call("host's own 404", 404, "GET", "/no-such-page")

  console.log("— Atalaya, identity from the host")
  await call("no host identity, no token", 401, "GET", "/api/v1/icsr")
  await call("a person the host vouches for but Atalaya does not know", 401, "GET", "/api/v1/icsr", { user: "visitor@hospital.example" })
  const created = await call("a QF reports a case", 201, "POST", "/api/v1/icsr", {
    user: QF,
    body: {
      paciente_iniciales: "M.Q.R.",
      paciente_edad: "34",
      paciente_sexo: "Femenino",
      reportante_nombre: "Enf. Julia Torres",
      reportante_contacto: "whatsapp:+51987654321",
      producto_sospechoso: "Amoxicilina 500 mg",
      descripcion_evento: "Urticaria generalizada a las 6 horas de la primera dosis.",
      urgencia: "Media",
      productos: [{ nombre_producto: "Amoxicilina 500 mg", via_administracion: "Oral", desaparecio_al_suspender: "Sí" }]
    }
  })
  const id = created.id as number
  console.log(`       stored: estado=${String(created.estado)}, fecha_limite=${String(created.fecha_limite)}, reportante_telefono=${String(created.reportante_telefono)}, paciente_sexo=${String(created.paciente_sexo)}`)
  await call("validation issues, exactly as the API answers them", 400, "POST", "/api/v1/icsr", { user: QF, body: { paciente_edad: "treinta", paciente_sexo: "X" } })
  await call("legal may read", 200, "GET", `/api/v1/icsr/${id}`, { user: LEGAL })
  await call("legal may not edit", 403, "PUT", `/api/v1/icsr/${id}`, { user: LEGAL, body: { urgencia: "Alta" } })
  await call("the head of pharmacovigilance raises urgency", 200, "PUT", `/api/v1/icsr/${id}`, { user: JEFE, body: { urgencia: "Alta" } })
  const trail = (await call("audit trail records who did what, by host identity", 200, "GET", `/api/v1/icsr/${id}/audit`, { user: JEFE })) as unknown as Array<{ action: string; actor_email: string }>
  console.log(`       actors: ${trail.map((e) => `${e.action} by ${e.actor_email}`).join("; ")}`)
  await call("a second report of the same reaction", 201, "POST", "/api/v1/icsr", {
    user: QF,
    body: {
      paciente_iniciales: "MQR",
      paciente_edad: 34,
      paciente_sexo: "F",
      reportante_nombre: "Q.F. Rosa Huamán",
      reportante_contacto: "qf.huaman@hospital.example",
      producto_sospechoso: "Amoxicilina 500mg",
      descripcion_evento: "Urticaria generalizada a las 6 horas de la primera dosis de amoxicilina.",
      urgencia: "Media"
    }
  })
  const dup = await call("its duplicate candidates, scored", 200, "GET", `/api/v1/icsr/${id}/duplicates`, { user: QF })
  console.log(`       best: ${String(dup.best_id)} (${String(dup.label)}, score ${String(dup.score)})`)
  await call("groups the host did not mount are not there", 404, "GET", "/api/v1/products", { user: QF })
  await call("Atalaya's own JSON 404 under /api/v1", 404, "GET", "/api/v1/no-such-route", { user: QF })
} finally {
  await host.dispose()
}
console.log(failures === 0 ? "\nall answers as expected" : `\n${failures} unexpected answer(s)`)
process.exit(failures === 0 ? 0 : 1)
