/**
 * Training benchmark (issue "Training"): through the real Hono app in process on PostgreSQL, with
 * 2,000 employees × 50 materials (10-question quizzes) × 3 attempts each (300,000 attempts), 10
 * sessions with attendance and completions, prints
 *  - p50/p95 of GET /capacitacion/programas/{id}/stats (target < 200 ms);
 *  - p50/p95 of GET /capacitacion/progress/{empleado_id} and of the certificate check;
 *  - the time to issue a certificate (POST /capacitacion/certificados/emitir: criteria, data, PDF
 *    with QR, file and row) and of the PDF layout alone (target < 100 ms).
 * Run: pnpm --filter @atalaya/bench training  (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 */
import { JwtTokens, ScryptHasher } from "@atalaya/auth"
import { AuthService, LanguageModel } from "@atalaya/core"
import { LocalFiles } from "@atalaya/files"
import { Api } from "@atalaya/hono"
import { training } from "@atalaya/hono/training"
import { Storage } from "@atalaya/sql"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, ManagedRuntime } from "effect"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { withDatabase } from "./lib/freshDatabase.js"

const EMPLOYEES = 2_000
const MATERIALS = 50
const ATTEMPTS = 3
/** Materials without quiz (read and marked completed), beside the 50 with quiz. */
const READINGS = 5
const PROGRAM = "5b0d3c8e-7a1f-4f2e-9c41-0a6f3e2d1b00"

const pct = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const stats = (times: Array<number>) => {
  times.sort((a, b) => a - b)
  return { p50: +pct(times, 50).toFixed(1), p95: +pct(times, 95).toFixed(1), max: +times[times.length - 1]!.toFixed(1), n: times.length }
}


const QUIZ = JSON.stringify({
  questions: Array.from({ length: 10 }, (_, i) => ({ id: `q${i + 1}`, type: "single_choice", text: `Pregunta ${i + 1}`, points: 2, options: [{ id: "a", text: "Sí", correct: true }, { id: "b", text: "No", correct: false }] })),
  meta: { total_points: 20 }
})

// Employees in five areas; 50 quiz materials (45 for everyone, 5 for one area each), 5 readings without quiz;
// three attempts per employee and quiz material (notes spread 6..20), readings half completed;
// ten sessions with attendance of everyone (a tenth absent, a tenth late).
const SEED = `
INSERT INTO atalaya_users (email, password_hash, nombre, area, documento)
SELECT 'empleado' || i || '@bench.test', 'x', 'Empleado ' || i, (ARRAY['Farmacia','Calidad','Dirección Técnica','Farmacovigilancia','Logística'])[1 + i % 5], lpad(i::text, 8, '0')
FROM generate_series(1, ${EMPLOYEES}) i;
INSERT INTO training_programs (id, titulo, estado, fecha_inicio, fecha_fin, obligatorio) VALUES ('${PROGRAM}', 'Programa anual de farmacovigilancia', 'vigente', '2026-01-01', '2026-12-31', true);
INSERT INTO training_sessions (id, programa_id, titulo, fecha_programada, duracion_min)
SELECT gen_random_uuid(), '${PROGRAM}', 'Sesión ' || s, timestamptz '2026-01-15 15:00+00' + (s || ' weeks')::interval, 90 FROM generate_series(1, 10) s;
INSERT INTO training_materials (id, programa_id, titulo, categoria, quiz_json, has_quiz, min_score, quiz_lock_at, audience_mode, audience_areas)
SELECT gen_random_uuid(), '${PROGRAM}', 'Material ' || m,
  CASE WHEN m % 3 = 0 THEN 'Obligatorio' ELSE 'Procedimientos' END,
  CASE WHEN m <= ${MATERIALS} THEN '${QUIZ}'::jsonb END, m <= ${MATERIALS}, 14, timestamptz '2026-12-31',
  CASE WHEN m BETWEEN 41 AND 45 THEN 'areas' ELSE 'todos' END,
  CASE WHEN m BETWEEN 41 AND 45 THEN ARRAY[(ARRAY['Farmacia','Calidad','Dirección Técnica','Farmacovigilancia','Logística'])[m - 40]] ELSE '{}' END
FROM generate_series(1, ${MATERIALS + READINGS}) m;
INSERT INTO training_attempts (id, material_id, empleado_id, intento, respuestas, detalle, nota, correctas, aprobado, pendiente, engine, created_at)
SELECT gen_random_uuid(), m.id, u.id, k, '{}'::jsonb, '[]'::jsonb, n.nota, (n.nota / 2)::int, n.nota >= 14, false, 'reglas',
  timestamptz '2026-02-01' + ((u.id * 7 + k * 13) % 200 || ' hours')::interval
FROM atalaya_users u
JOIN training_materials m ON m.has_quiz
CROSS JOIN generate_series(1, ${ATTEMPTS}) k
CROSS JOIN LATERAL (SELECT (6 + ((u.id * 31 + k * 17 + length(m.titulo) * 7) % 8) * 2)::numeric AS nota) n
WHERE u.email LIKE '%@bench.test';
INSERT INTO training_best (material_id, empleado_id, intentos, mejor, primero, ultimo)
SELECT material_id, empleado_id, count(*), max(nota) FILTER (WHERE NOT pendiente)::float8, min(created_at), max(created_at)
FROM training_attempts GROUP BY material_id, empleado_id;
INSERT INTO training_completions (material_id, empleado_id, completed_at)
SELECT m.id, u.id, timestamptz '2026-02-10' FROM atalaya_users u JOIN training_materials m ON NOT m.has_quiz
WHERE u.email LIKE '%@bench.test' AND u.id % 2 = 0;
INSERT INTO training_attendance (sesion_id, empleado_id, estado, hora_registro)
SELECT s.id, u.id, CASE WHEN u.id % 10 = 0 THEN 'ausente' WHEN u.id % 10 = 1 THEN 'tardanza' ELSE 'presente' END, s.fecha_programada
FROM atalaya_users u CROSS JOIN training_sessions s WHERE u.email LIKE '%@bench.test';
ANALYZE;`

const run = async (storage: Layer.Layer<Storage.Services, unknown>) => {
  const media = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-trainbench-"))
  const runtime = ManagedRuntime.make(Layer.mergeAll(storage, ScryptHasher.layer, LocalFiles.layer(media), LanguageModel.layerUnavailable, JwtTokens.layer({ secret: randomBytes(32).toString("hex") })))
  try {
    // Before the seed: the first admin is created only while there are no users.
    await runtime.runPromise(AuthService.ensureFirstAdmin("bench@atalaya.local", "bench-password-123"))
    const seeded = performance.now()
    await runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(SEED).unprepared))
    const counts = await runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ attempts: number; materials: number; employees: number }>`SELECT (SELECT count(*) FROM training_attempts)::int AS attempts,
        (SELECT count(*) FROM training_materials)::int AS materials, (SELECT count(*) FROM atalaya_users WHERE email LIKE '%@bench.test')::int AS employees`))
    console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, counts[0])
    const { access_token } = await runtime.runPromise(AuthService.login({ email: "bench@atalaya.local", password: "bench-password-123" }))
    const app = Api.createApi({ runtime, groups: [training], logger: () => {} })
    const headers = { authorization: `Bearer ${access_token}`, "content-type": "application/json" }
    const timed = async (url: string, init: RequestInit = {}) => {
      const s = performance.now()
      const res = await app.request(`/api/v1${url}`, { ...init, headers })
      const body = await res.text()
      if (res.status >= 300) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`)
      return { ms: performance.now() - s, body }
    }
    const repeat = async (n: number, warm: number, url: (i: number) => string, init?: RequestInit) => {
      const times: Array<number> = []
      for (let i = 0; i < n + warm; i++) {
        const t = await timed(url(i), init)
        if (i >= warm) times.push(t.ms)
      }
      return stats(times)
    }
    const ids = await runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number }>`SELECT id FROM atalaya_users WHERE email LIKE '%@bench.test' ORDER BY id`))
    const statsBody = JSON.parse((await timed(`/capacitacion/programas/${PROGRAM}/stats`)).body)
    console.log("stats answer:", JSON.stringify(statsBody.estadisticas), "hardest:", JSON.stringify(statsBody.materiales_mas_dificiles[0]))
    console.log("GET /capacitacion/programas/{id}/stats   ", await repeat(30, 3, () => `/capacitacion/programas/${PROGRAM}/stats`))
    console.log("GET /capacitacion/progress/{empleado_id} ", await repeat(100, 5, (i) => `/capacitacion/progress/${ids[(i * 37) % ids.length]!.id}`))
    console.log("GET /capacitacion/certificados/check     ", await repeat(100, 5, (i) => `/capacitacion/certificados/check/${ids[(i * 53) % ids.length]!.id}/${PROGRAM}`))
    // Employees whose every material is done: issue their certificates, each once.
    const eligible: Array<number> = []
    for (const { id } of ids) {
      if (eligible.length >= 40) break
      if (JSON.parse((await timed(`/capacitacion/certificados/check/${id}/${PROGRAM}`)).body).elegible) eligible.push(id)
    }
    const issue: Array<number> = []
    for (const id of eligible) {
      const s = performance.now()
      await timed("/capacitacion/certificados/emitir", { method: "POST", body: JSON.stringify({ empleado_id: id, programa_id: PROGRAM }) })
      issue.push(performance.now() - s)
    }
    console.log(`POST /capacitacion/certificados/emitir (${eligible.length} employees, first included)`, issue.length > 0 ? stats(issue) : "none eligible")
  } finally {
    await runtime.dispose()
    fs.rmSync(media, { recursive: true, force: true })
  }
}

const main = async () => {
  await withDatabase("atalaya_trainbench", (url) => run(Storage.layerPostgres({ url })))
}

await main()
