/**
 * Training storage in PostgreSQL SQL (PGlite alike). Progress, statistics and certificate standing
 * are set-based statements: who a material is for (audience) is a join condition, best notes are
 * one aggregate over the attempts, never a loop per employee or material.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import type { Quiz, Training, TrainingRepository as Port } from "@atalaya/training"
import { TrainingRepository } from "@atalaya/training"
import { Effect, Layer, Option } from "effect"
import { FOREIGN_KEY_VIOLATION, orStorageError, sqlState } from "../internal/errors.js"
import * as Stats from "./internal/stats.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const DATE = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`

const PROGRAM = `id::text AS id, titulo, descripcion, ${DATE("fecha_inicio")} AS fecha_inicio, ${DATE("fecha_fin")} AS fecha_fin,
  responsable_id, estado, obligatorio, ${ISO("created_at")} AS created_at, ${ISO("updated_at")} AS updated_at`
const SESSION = `id::text AS id, programa_id::text AS programa_id, titulo, tema, ${ISO("fecha_programada")} AS fecha_programada, duracion_min,
  modalidad, instructor, ubicacion, max_participantes, mes_programado, ${ISO("created_at")} AS created_at`
const MATERIAL = `id::text AS id, titulo, descripcion, tipo, categoria, url, video_url, image_url, generation_mode, auto_full_params,
  contenido, pdf_key, quiz_json, ${ISO("quiz_lock_at")} AS quiz_lock_at, min_score, max_attempts, audience_mode, audience_areas,
  audience_ids, programa_id::text AS programa_id, sesion_id::text AS sesion_id, tema, mes_programado,
  ${ISO("created_at")} AS created_at, ${ISO("updated_at")} AS updated_at`
const ATTEMPT = `id::text AS id, material_id::text AS material_id, empleado_id, intento, respuestas, detalle, nota::float8 AS nota,
  correctas, aprobado, pendiente, engine, ${ISO("created_at")} AS at`
const CERTIFICATE = `codigo, empleado_id, programa_id::text AS programa_id, promedio::float8 AS promedio, ${DATE("fecha_emision")} AS fecha_emision, datos, file_key`

/** jsonb arrives parsed from both drivers; text (an older driver setting) is parsed here. */
const json = <A>(value: unknown): A => (typeof value === "string" ? (JSON.parse(value) as A) : (value as A))
const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

type MaterialRow = Omit<Training.Material, "auto_full_params" | "quiz_json"> & { auto_full_params: unknown; quiz_json: unknown }
const materialRow = (row: MaterialRow): Training.Material => ({
  ...row,
  auto_full_params: row.auto_full_params === null ? null : json(row.auto_full_params),
  quiz_json: row.quiz_json === null ? null : json<Quiz.QuizJson>(row.quiz_json),
  audience_areas: [...row.audience_areas],
  audience_ids: row.audience_ids.map(Number)
})

const materialColumns = (v: Training.MaterialValues) => ({
  titulo: v.titulo,
  descripcion: v.descripcion,
  tipo: v.tipo,
  categoria: v.categoria,
  url: v.url,
  video_url: v.video_url,
  image_url: v.image_url,
  generation_mode: v.generation_mode,
  auto_full_params: jsonOrNull(v.auto_full_params),
  contenido: v.contenido,
  pdf_key: v.pdf_key,
  quiz_json: jsonOrNull(v.quiz_json),
  has_quiz: (v.quiz_json?.questions.length ?? 0) > 0,
  quiz_lock_at: v.quiz_lock_at,
  min_score: v.min_score,
  max_attempts: v.max_attempts,
  audience_mode: v.audience_mode,
  audience_areas: [...v.audience_areas],
  audience_ids: [...v.audience_ids],
  programa_id: v.programa_id,
  sesion_id: v.sesion_id,
  tema: v.tema,
  mes_programado: v.mes_programado
})

const programColumns = (v: Training.ProgramInput) => ({
  titulo: v.titulo,
  descripcion: v.descripcion ?? null,
  fecha_inicio: v.fecha_inicio ?? null,
  fecha_fin: v.fecha_fin ?? null,
  responsable_id: v.responsable_id ?? null,
  estado: v.estado ?? "borrador",
  obligatorio: v.obligatorio ?? false
})

const sessionColumns = (v: Training.SessionInput) => ({
  programa_id: v.programa_id,
  titulo: v.titulo,
  tema: v.tema ?? null,
  fecha_programada: v.fecha_programada ?? null,
  duracion_min: v.duracion_min ?? null,
  modalidad: v.modalidad ?? null,
  instructor: v.instructor ?? null,
  ubicacion: v.ubicacion ?? null,
  max_participantes: v.max_participantes ?? null,
  mes_programado: v.mes_programado ?? null
})

type AttemptRow = Omit<Port.Attempt, "respuestas" | "detalle"> & { respuestas: unknown; detalle: unknown }
const attemptRow = (row: AttemptRow): Port.Attempt => ({ ...row, respuestas: json(row.respuestas), detalle: json(row.detalle) })
type CertificateRow = Omit<Port.Certificate, "datos"> & { datos: unknown }
const certificateRow = <R extends CertificateRow>(row: R): R & Port.Certificate => ({ ...row, datos: json(row.datos) })

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const [program, session, material, attempt, certificate] = [PROGRAM, SESSION, MATERIAL, ATTEMPT, CERTIFICATE].map((c) => sql.literal(c)) as [
    ReturnType<typeof sql.literal>, ReturnType<typeof sql.literal>, ReturnType<typeof sql.literal>, ReturnType<typeof sql.literal>, ReturnType<typeof sql.literal>
  ]
  const first = <A>(rows: ReadonlyArray<A>) => Option.fromNullable(rows[0])
  const stats = Stats.make(sql)

  const repository: Port.TrainingRepositoryShape = {
    insertProgram: (id, v) =>
      sql<Training.Program>`INSERT INTO training_programs ${sql.insert({ id, ...programColumns(v) })} RETURNING ${program}`.pipe(Effect.map((r) => r[0]!), orStorageError),
    updateProgram: (id, v) =>
      sql<Training.Program>`UPDATE training_programs SET ${sql.update({ ...programColumns(v) })}, updated_at = now() WHERE id = ${id} RETURNING ${program}`.pipe(Effect.map(first), orStorageError),
    deleteProgram: (id) =>
      sql<{ id: string }>`DELETE FROM training_programs WHERE id = ${id} RETURNING id::text AS id`.pipe(
        Effect.map((rows) => (rows.length === 0 ? "missing" as const : "deleted" as const)),
        Effect.catchIf((e) => sqlState(e) === FOREIGN_KEY_VIOLATION, () => Effect.succeed("blocked" as const)),
        orStorageError
      ),
    findProgram: (id) => sql<Training.Program>`SELECT ${program} FROM training_programs WHERE id = ${id}`.pipe(Effect.map(first), orStorageError),
    listPrograms: () => sql<Training.Program>`SELECT ${program} FROM training_programs ORDER BY fecha_inicio DESC NULLS LAST, created_at DESC`.pipe(orStorageError),

    insertSession: (id, v) =>
      sql<Training.Session>`INSERT INTO training_sessions ${sql.insert({ id, ...sessionColumns(v) })} RETURNING ${session}`.pipe(Effect.map((r) => r[0]!), orStorageError),
    updateSession: (id, v) =>
      sql<Training.Session>`UPDATE training_sessions SET ${sql.update(sessionColumns(v))} WHERE id = ${id} RETURNING ${session}`.pipe(Effect.map(first), orStorageError),
    deleteSession: (id) => sql`DELETE FROM training_sessions WHERE id = ${id} RETURNING id`.pipe(Effect.map((r) => r.length > 0), orStorageError),
    findSession: (id) => sql<Training.Session>`SELECT ${session} FROM training_sessions WHERE id = ${id}`.pipe(Effect.map(first), orStorageError),
    listSessions: (programaId) =>
      (programaId === null
        ? sql<Training.Session>`SELECT ${session} FROM training_sessions ORDER BY fecha_programada NULLS LAST, created_at`
        : sql<Training.Session>`SELECT ${session} FROM training_sessions WHERE programa_id = ${programaId} ORDER BY fecha_programada NULLS LAST, created_at`).pipe(orStorageError),

    insertMaterial: (id, v) =>
      sql<MaterialRow>`INSERT INTO training_materials ${sql.insert({ id, ...materialColumns(v) })} RETURNING ${material}`.pipe(Effect.map((r) => materialRow(r[0]!)), orStorageError),
    updateMaterial: (id, v) =>
      sql<MaterialRow>`UPDATE training_materials SET ${sql.update(materialColumns(v))}, updated_at = now() WHERE id = ${id} RETURNING ${material}`.pipe(
        Effect.map((r) => Option.map(first(r), materialRow)),
        orStorageError
      ),
    deleteMaterial: (id) =>
      sql<MaterialRow>`DELETE FROM training_materials WHERE id = ${id} RETURNING ${material}`.pipe(Effect.map((r) => Option.map(first(r), materialRow)), orStorageError),
    findMaterial: (id, options) =>
      (options?.forUpdate
        ? sql<MaterialRow>`SELECT ${material} FROM training_materials WHERE id = ${id} FOR UPDATE`
        : sql<MaterialRow>`SELECT ${material} FROM training_materials WHERE id = ${id}`).pipe(Effect.map((r) => Option.map(first(r), materialRow)), orStorageError),
    listMaterials: (f) =>
      sql<MaterialRow>`SELECT ${material} FROM training_materials
        WHERE (${f.programa_id}::uuid IS NULL OR programa_id = ${f.programa_id}::uuid) AND (${f.sesion_id}::uuid IS NULL OR sesion_id = ${f.sesion_id}::uuid)
        ORDER BY created_at, id`.pipe(Effect.map((rows) => rows.map(materialRow)), orStorageError),

    findEmployee: (id) =>
      sql<Port.Employee>`SELECT id, nombre, documento, area, cargo, activo FROM atalaya_users WHERE id = ${id}`.pipe(Effect.map(first), orStorageError),
    missingEmployees: (ids) =>
      sql<{ id: number }>`SELECT x.id FROM (SELECT DISTINCT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int AS id) x
        WHERE NOT EXISTS (SELECT 1 FROM atalaya_users u WHERE u.id = x.id) ORDER BY x.id`.pipe(Effect.map((rows) => rows.map((r) => r.id)), orStorageError),
    saveAttendance: (sesionId, entries, at, by) =>
      sql`INSERT INTO training_attendance (sesion_id, empleado_id, estado, observaciones, hora_registro, registrado_por)
        SELECT ${sesionId}::uuid, e.empleado_id, e.estado, e.observaciones, ${at}::timestamptz, ${by}::int
        FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS e(empleado_id int, estado text, observaciones text)
        ON CONFLICT (sesion_id, empleado_id) DO UPDATE SET estado = excluded.estado, observaciones = excluded.observaciones,
          hora_registro = excluded.hora_registro, registrado_por = excluded.registrado_por`.pipe(Effect.asVoid, orStorageError),
    sessionAttendance: (sesionId) =>
      sql<Port.AttendanceRow>`SELECT a.empleado_id, u.nombre, a.estado, a.observaciones, ${sql.literal(ISO("a.hora_registro"))} AS hora_registro
        FROM training_attendance a JOIN atalaya_users u ON u.id = a.empleado_id
        WHERE a.sesion_id = ${sesionId} ORDER BY u.nombre NULLS LAST, a.empleado_id`.pipe(orStorageError),

    // The attempt and its pair's summary (training_best) in one statement.
    insertAttempt: (a) =>
      sql<AttemptRow>`WITH ins AS (
          INSERT INTO training_attempts (id, material_id, empleado_id, intento, respuestas, detalle, nota, correctas, aprobado, pendiente, engine, created_at)
          SELECT gen_random_uuid(), ${a.material_id}::uuid, ${a.empleado_id}::int,
            1 + (SELECT count(*) FROM training_attempts WHERE material_id = ${a.material_id}::uuid AND empleado_id = ${a.empleado_id}::int),
            ${JSON.stringify(a.respuestas)}::jsonb, ${JSON.stringify(a.detalle)}::jsonb, ${a.nota}, ${a.correctas}, ${a.aprobado}, ${a.pendiente}, ${a.engine}, ${a.at}::timestamptz
          RETURNING *
        ), best AS (
          INSERT INTO training_best (material_id, empleado_id, intentos, mejor, primero, ultimo)
          SELECT material_id, empleado_id, 1, CASE WHEN pendiente THEN NULL ELSE nota::float8 END, created_at, created_at FROM ins
          ON CONFLICT (material_id, empleado_id) DO UPDATE SET intentos = training_best.intentos + 1, mejor = greatest(training_best.mejor, excluded.mejor),
            primero = least(training_best.primero, excluded.primero), ultimo = greatest(training_best.ultimo, excluded.ultimo)
        )
        SELECT ${attempt} FROM ins`.pipe(Effect.map((r) => attemptRow(r[0]!)), orStorageError),
    countAttempts: (materialId, empleadoId) =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM training_attempts WHERE material_id = ${materialId} AND empleado_id = ${empleadoId}`.pipe(
        Effect.map((r) => r[0]?.n ?? 0),
        orStorageError
      ),
    findAttempt: (id, options) =>
      (options?.forUpdate
        ? sql<AttemptRow>`SELECT ${attempt} FROM training_attempts WHERE id = ${id} FOR UPDATE`
        : sql<AttemptRow>`SELECT ${attempt} FROM training_attempts WHERE id = ${id}`).pipe(Effect.map((r) => Option.map(first(r), attemptRow)), orStorageError),
    regradeAttempt: (id, g) =>
      Effect.gen(function*() {
        yield* sql`UPDATE training_attempts SET detalle = ${JSON.stringify(g.detalle)}::jsonb, nota = ${g.nota}, correctas = ${g.correctas},
          aprobado = ${g.aprobado}, pendiente = ${g.pendiente} WHERE id = ${id}`
        yield* sql`UPDATE training_best b SET mejor = (SELECT max(a.nota) FILTER (WHERE NOT a.pendiente)::float8 FROM training_attempts a
            WHERE a.material_id = b.material_id AND a.empleado_id = b.empleado_id)
          FROM training_attempts t WHERE t.id = ${id} AND b.material_id = t.material_id AND b.empleado_id = t.empleado_id`
      }).pipe(orStorageError),
    markCompleted: (materialId, empleadoId, at) =>
      sql`INSERT INTO training_completions (material_id, empleado_id, completed_at) VALUES (${materialId}, ${empleadoId}, ${at}::timestamptz)
        ON CONFLICT (material_id, empleado_id) DO NOTHING`.pipe(Effect.asVoid, orStorageError),

    standing: stats.standing,
    progress: stats.progress,
    programStats: stats.programStats,

    insertCertificate: (c) =>
      sql`INSERT INTO training_certificates (codigo, empleado_id, programa_id, promedio, fecha_emision, datos, file_key)
        VALUES (${c.codigo}, ${c.empleado_id}, ${c.programa_id}::uuid, ${c.promedio}, ${c.fecha_emision}::date, ${JSON.stringify(c.datos)}::jsonb, ${c.file_key})
        ON CONFLICT (empleado_id, programa_id) DO NOTHING RETURNING codigo`.pipe(Effect.map((rows) => rows.length > 0), orStorageError),
    findCertificate: (codigo) =>
      sql<CertificateRow>`SELECT ${certificate} FROM training_certificates WHERE codigo = ${codigo}`.pipe(Effect.map((r) => Option.map(first(r), certificateRow)), orStorageError),
    certificateFor: (empleadoId, programaId) =>
      sql<CertificateRow>`SELECT ${certificate} FROM training_certificates WHERE empleado_id = ${empleadoId} AND programa_id = ${programaId}`.pipe(
        Effect.map((r) => Option.map(first(r), certificateRow)),
        orStorageError
      ),
    certificatesOf: (empleadoId) =>
      sql<CertificateRow & { programa: string }>`SELECT ${certificate}, (SELECT titulo FROM training_programs p WHERE p.id = c.programa_id) AS programa
        FROM training_certificates c WHERE empleado_id = ${empleadoId} ORDER BY fecha_emision DESC, codigo`.pipe(Effect.map((rows) => rows.map(certificateRow)), orStorageError)
  }
  return repository
})

/** The training repository as a layer over the SQL client. */
export const layer: Layer.Layer<TrainingRepository.TrainingRepository, never, SqlClient.SqlClient> = Layer.effect(TrainingRepository.TrainingRepository, make)
