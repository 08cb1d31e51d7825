/**
 * The set-based reads of training: an employee's standing in a program (certificate criteria), an
 * employee's progress over every program in force, and a program's statistics. Who a material is
 * for is one join condition ({@link AUDIENCE}); a material counts as done when its quiz's best
 * graded note reaches its min_score, or (without quiz) when a completion is recorded.
 */
import type * as SqlClient from "@effect/sql/SqlClient"
import type { TrainingRepository as Port } from "@atalaya/training"
import { Effect } from "effect"
import { orStorageError } from "../../internal/errors.js"

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Material `m` is meant for user `u` (Training.appliesTo in SQL: areas compared trimmed and lower-cased). */
export const AUDIENCE = `(m.audience_mode = 'todos'
  OR (m.audience_mode = 'areas' AND EXISTS (SELECT 1 FROM unnest(m.audience_areas) AS aa WHERE lower(btrim(aa)) = lower(btrim(u.area))))
  OR (m.audience_mode = 'personalizado' AND u.id = ANY (m.audience_ids)))`

/** Days without activity after which a participant who has not finished counts as abandonado. */
export const ABANDON_DAYS = 30

type Num = number | string | null
const num = (v: Num): number | null => (v === null ? null : Number(v))

/** The three reads over one SQL client. */
export const make = (sql: SqlClient.SqlClient): Pick<Port.TrainingRepositoryShape, "standing" | "progress" | "programStats"> => {
  const audience = sql.literal(AUDIENCE)

  const standing = (e: Port.Employee, programaId: string) =>
    Effect.gen(function*() {
      const materiales = yield* sql<Port.MaterialStanding>`
        SELECT m.id::text AS id, m.titulo, m.categoria, m.has_quiz, m.min_score, ${sql.literal(ISO("m.quiz_lock_at"))} AS quiz_lock_at,
          coalesce(b.intentos, 0)::int AS intentos, b.mejor::float8 AS mejor_nota, ${sql.literal(ISO("b.aprobado_en"))} AS aprobado_en,
          ${sql.literal(ISO("c.completed_at"))} AS completado_en
        FROM training_materials m
        CROSS JOIN (SELECT ${e.id}::int AS id, ${e.area}::text AS area) u
        LEFT JOIN LATERAL (
          SELECT count(*) AS intentos, max(a.nota) FILTER (WHERE NOT a.pendiente) AS mejor,
            min(a.created_at) FILTER (WHERE NOT a.pendiente AND a.nota >= m.min_score) AS aprobado_en
          FROM training_attempts a WHERE a.material_id = m.id AND a.empleado_id = u.id
        ) b ON true
        LEFT JOIN training_completions c ON c.material_id = m.id AND c.empleado_id = u.id
        WHERE m.programa_id = ${programaId} AND ${audience}
        ORDER BY m.created_at, m.id`
      const sessions = yield* sql<{ total: number; asistidas: number; minutos: number }>`
        SELECT count(*)::int AS total, count(a.empleado_id) FILTER (WHERE a.estado IN ('presente', 'tardanza'))::int AS asistidas,
          coalesce(sum(s.duracion_min), 0)::int AS minutos
        FROM training_sessions s LEFT JOIN training_attendance a ON a.sesion_id = s.id AND a.empleado_id = ${e.id}
        WHERE s.programa_id = ${programaId}`
      const s = sessions[0] ?? { total: 0, asistidas: 0, minutos: 0 }
      return {
        materiales: materiales.map((m) => ({ ...m, mejor_nota: num(m.mejor_nota) })),
        sesiones_totales: s.total,
        sesiones_asistidas: s.asistidas,
        minutos_totales: s.minutos
      } satisfies Port.Standing
    }).pipe(orStorageError)

  const progress = (e: Port.Employee, now: string) =>
    sql<Omit<Port.ProgressRow, "promedio_calificaciones"> & { promedio_calificaciones: Num }>`
      WITH u AS (SELECT ${e.id}::int AS id, ${e.area}::text AS area),
      mats AS (
        SELECT m.id, m.programa_id, m.titulo, m.has_quiz, m.quiz_lock_at, b.mejor,
          CASE WHEN m.has_quiz THEN b.mejor >= m.min_score ELSE c.completed_at IS NOT NULL END AS hecho,
          (m.has_quiz AND b.mejor >= m.min_score) AS aprobada
        FROM training_materials m
        JOIN training_programs p ON p.id = m.programa_id AND p.estado = 'vigente'
        CROSS JOIN u
        LEFT JOIN LATERAL (
          SELECT max(a.nota) FILTER (WHERE NOT a.pendiente) AS mejor FROM training_attempts a WHERE a.material_id = m.id AND a.empleado_id = u.id
        ) b ON true
        LEFT JOIN training_completions c ON c.material_id = m.id AND c.empleado_id = u.id
        WHERE ${audience}
      ),
      per AS (
        SELECT programa_id, count(*) FILTER (WHERE hecho)::int AS completados, count(*)::int AS totales,
          count(*) FILTER (WHERE aprobada)::int AS aprobadas, count(*) FILTER (WHERE has_quiz)::int AS evaluaciones,
          round(avg(mejor) FILTER (WHERE has_quiz), 2)::float8 AS promedio
        FROM mats GROUP BY programa_id
      ),
      nxt AS (
        SELECT DISTINCT ON (programa_id) programa_id, titulo, quiz_lock_at FROM mats
        WHERE quiz_lock_at > ${now}::timestamptz AND NOT coalesce(hecho, false)
        ORDER BY programa_id, quiz_lock_at
      ),
      ses AS (
        SELECT s.programa_id, count(*)::int AS total,
          count(a.empleado_id) FILTER (WHERE a.estado IN ('presente', 'tardanza'))::int AS asistidas
        FROM training_sessions s
        JOIN training_programs p ON p.id = s.programa_id AND p.estado = 'vigente'
        LEFT JOIN training_attendance a ON a.sesion_id = s.id AND a.empleado_id = ${e.id}
        GROUP BY s.programa_id
      ),
      att AS (
        SELECT DISTINCT s.programa_id FROM training_attendance a JOIN training_sessions s ON s.id = a.sesion_id WHERE a.empleado_id = ${e.id}
      )
      SELECT p.id::text AS programa_id, p.titulo,
        coalesce(per.completados, 0) AS materiales_completados, coalesce(per.totales, 0) AS materiales_totales,
        coalesce(per.aprobadas, 0) AS evaluaciones_aprobadas, coalesce(per.evaluaciones, 0) AS evaluaciones_totales,
        per.promedio AS promedio_calificaciones,
        coalesce(ses.total, 0) AS sesiones_totales, coalesce(ses.asistidas, 0) AS sesiones_asistidas,
        nxt.titulo AS proximo_material, ${sql.literal(ISO("nxt.quiz_lock_at"))} AS proximo_fecha
      FROM training_programs p
      LEFT JOIN per ON per.programa_id = p.id
      LEFT JOIN ses ON ses.programa_id = p.id
      LEFT JOIN nxt ON nxt.programa_id = p.id
      WHERE p.estado = 'vigente' AND (per.programa_id IS NOT NULL OR p.id IN (SELECT programa_id FROM att))
      ORDER BY p.fecha_inicio NULLS LAST, p.titulo, p.id`.pipe(
      Effect.map((rows) => rows.map((r) => ({ ...r, promedio_calificaciones: num(r.promedio_calificaciones) }))),
      orStorageError
    )

  const programStats = (programaId: string, now: string) =>
    Effect.gen(function*() {
      // Per employee: how many of the program's materials are meant for them (by audience, from
      // the few materials and areas, not from every employee × material pair), how many are done
      // (training_best keeps each pair's best note), their span of activity on the program.
      const summary = yield* sql<{ inscritos: number; activos: number; completado: number; abandonado: number; promedio: Num; horas: Num }>`
        WITH mats AS MATERIALIZED (
          SELECT id, has_quiz, min_score, audience_mode, audience_areas, audience_ids FROM training_materials WHERE programa_id = ${programaId}
        ),
        u AS (SELECT id, area FROM atalaya_users WHERE activo),
        totals AS (
          SELECT u.id AS empleado_id, (SELECT count(*) FROM mats WHERE audience_mode = 'todos') + coalesce(ar.n, 0) + coalesce(pe.n, 0) AS total
          FROM u
          LEFT JOIN (SELECT lower(btrim(aa)) AS area, count(DISTINCT m.id) AS n FROM mats m, unnest(m.audience_areas) AS aa WHERE m.audience_mode = 'areas' GROUP BY 1) ar
            ON ar.area = lower(btrim(u.area))
          LEFT JOIN (SELECT x AS id, count(DISTINCT m.id) AS n FROM mats m, unnest(m.audience_ids) AS x WHERE m.audience_mode = 'personalizado' GROUP BY 1) pe
            ON pe.id = u.id
        ),
        -- One pass over the pairs' summaries: activity span, materials done that are meant for
        -- everyone, and the notes for the mean.
        per AS (
          SELECT x.empleado_id, min(x.t0) AS primero, max(x.t1) AS ultimo,
            count(*) FILTER (WHERE x.hecho AND NOT x.restringido) AS hechos, sum(x.mejor) AS suma, count(x.mejor) AS notas
          FROM (
            SELECT b.empleado_id, b.primero AS t0, b.ultimo AS t1, b.mejor >= m.min_score AS hecho, m.audience_mode <> 'todos' AS restringido, b.mejor
            FROM training_best b JOIN mats m ON m.id = b.material_id AND m.has_quiz
            UNION ALL
            SELECT c.empleado_id, c.completed_at, c.completed_at, true, m.audience_mode <> 'todos', NULL
            FROM training_completions c JOIN mats m ON m.id = c.material_id AND NOT m.has_quiz
          ) x
          GROUP BY x.empleado_id
        ),
        -- Materials done that are meant for some staff only count where they apply.
        extra AS (
          SELECT x.empleado_id, count(*) AS n FROM (
            SELECT b.empleado_id, b.material_id FROM mats m JOIN training_best b ON b.material_id = m.id
            WHERE m.has_quiz AND m.audience_mode <> 'todos' AND b.mejor >= m.min_score
            UNION ALL
            SELECT c.empleado_id, c.material_id FROM mats m JOIN training_completions c ON c.material_id = m.id
            WHERE NOT m.has_quiz AND m.audience_mode <> 'todos'
          ) x JOIN u ON u.id = x.empleado_id JOIN mats m ON m.id = x.material_id
          WHERE ${audience}
          GROUP BY x.empleado_id
        ),
        att AS (
          SELECT a.empleado_id, max(a.hora_registro) FILTER (WHERE a.estado IN ('presente', 'tardanza')) AS ultima FROM training_attendance a
          WHERE a.sesion_id IN (SELECT id FROM training_sessions WHERE programa_id = ${programaId}) GROUP BY a.empleado_id
        ),
        activos AS (
          SELECT empleado_id, max(t) AS ultima FROM (SELECT empleado_id, ultimo AS t FROM per UNION ALL SELECT empleado_id, ultima FROM att WHERE ultima IS NOT NULL) x
          GROUP BY empleado_id
        ),
        done AS (
          SELECT t.empleado_id, p.primero, p.ultimo FROM totals t JOIN per p ON p.empleado_id = t.empleado_id LEFT JOIN extra e ON e.empleado_id = t.empleado_id
          WHERE t.total > 0 AND p.hechos + coalesce(e.n, 0) = t.total
        ),
        inscritos AS (SELECT empleado_id FROM totals WHERE total > 0 UNION SELECT empleado_id FROM per UNION SELECT empleado_id FROM att)
        SELECT
          (SELECT count(*) FROM inscritos)::int AS inscritos,
          (SELECT count(*) FROM activos)::int AS activos,
          (SELECT count(*) FROM done)::int AS completado,
          (SELECT count(*) FROM activos ac WHERE NOT EXISTS (SELECT 1 FROM done d WHERE d.empleado_id = ac.empleado_id)
             AND ac.ultima < ${now}::timestamptz - make_interval(days => ${ABANDON_DAYS}))::int AS abandonado,
          (SELECT round((sum(suma) / nullif(sum(notas), 0))::numeric, 2) FROM per)::float8 AS promedio,
          (SELECT round((avg(extract(epoch FROM ultimo - primero)) / 3600)::numeric, 1) FROM done WHERE primero IS NOT NULL)::float8 AS horas`
      const materiales = yield* sql<{ titulo: string; promedio_intentos: Num; promedio_calificacion: Num; tasa_aprobacion: Num }>`
        SELECT m.titulo, round(avg(b.intentos), 2)::float8 AS promedio_intentos, coalesce(round(avg(b.mejor)::numeric, 2), 0)::float8 AS promedio_calificacion,
          round(count(*) FILTER (WHERE b.mejor >= m.min_score)::numeric / count(*), 4)::float8 AS tasa_aprobacion
        FROM training_best b JOIN training_materials m ON m.id = b.material_id AND m.programa_id = ${programaId}
        GROUP BY m.id, m.titulo
        ORDER BY tasa_aprobacion, promedio_calificacion, m.titulo
        LIMIT 5`
      const sesiones = yield* sql<{ sesion: string; tasa_asistencia: Num }>`
        SELECT s.titulo AS sesion,
          coalesce(round(count(a.empleado_id) FILTER (WHERE a.estado IN ('presente', 'tardanza'))::numeric / nullif(count(a.empleado_id), 0), 4), 0)::float8 AS tasa_asistencia
        FROM training_sessions s LEFT JOIN training_attendance a ON a.sesion_id = s.id
        WHERE s.programa_id = ${programaId}
        GROUP BY s.id, s.titulo, s.fecha_programada
        ORDER BY s.fecha_programada NULLS LAST, s.titulo`
      const s = summary[0]!
      return {
        participantes_inscritos: s.inscritos,
        participantes_activos: s.activos,
        completado: s.completado,
        abandonado: s.abandonado,
        promedio_calificaciones: num(s.promedio),
        tiempo_promedio_horas: num(s.horas),
        materiales: materiales.map((m) => ({ titulo: m.titulo, promedio_intentos: num(m.promedio_intentos) ?? 0, promedio_calificacion: num(m.promedio_calificacion) ?? 0, tasa_aprobacion: num(m.tasa_aprobacion) ?? 0 })),
        sesiones: sesiones.map((x) => ({ sesion: x.sesion, tasa_asistencia: num(x.tasa_asistencia) ?? 0 }))
      } satisfies Port.ProgramStats
    }).pipe(orStorageError)

  return { standing, progress, programStats }
}
