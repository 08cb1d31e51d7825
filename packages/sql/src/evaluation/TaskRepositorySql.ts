/**
 * Staff tasks (`tareas`, schema 0004) in PostgreSQL SQL.
 */
import * as SqlClient from "@effect/sql/SqlClient"
import { TaskRepository } from "@atalaya/core"
import { Effect, Layer } from "effect"
import { orStorageError } from "../internal/errors.js"

type Task = TaskRepository.Task

const COLUMNS = `id, user_id, icsr_id, tipo, titulo, estado, to_char(fecha_limite, 'YYYY-MM-DD') AS fecha_limite,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS closed_at`

/** Builds the repository over the current `SqlClient`. */
export const make = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal(COLUMNS)
  const repository: TaskRepository.TaskRepositoryShape = {
    insert: (task) =>
      sql<Task>`INSERT INTO tareas ${sql.insert({ ...task })} RETURNING ${columns}`.pipe(Effect.map((rows) => rows[0]!), orStorageError),
    listForUser: (userId, estado) =>
      (estado === null
        ? sql<Task>`SELECT ${columns} FROM tareas WHERE user_id = ${userId} ORDER BY fecha_limite NULLS LAST, id`
        : sql<Task>`SELECT ${columns} FROM tareas WHERE user_id = ${userId} AND estado = ${estado} ORDER BY fecha_limite NULLS LAST, id`)
        .pipe(orStorageError),
    closeOpen: (icsrId, tipo) =>
      sql<{ id: number }>`UPDATE tareas SET estado = 'cerrada', closed_at = now()
        WHERE icsr_id = ${icsrId} AND tipo = ${tipo} AND estado = 'abierta' RETURNING id`.pipe(
        Effect.map((rows) => rows.length),
        orStorageError
      ),
    close: (userId, taskId) =>
      sql<Task>`UPDATE tareas SET estado = 'cerrada', closed_at = coalesce(closed_at, now())
        WHERE id = ${taskId} AND user_id = ${userId} RETURNING ${columns}`.pipe(
        Effect.map((rows) => rows[0] ?? null),
        orStorageError
      )
  }
  return repository
})

/** Layer of the SQL task repository. */
export const layer = Layer.effect(TaskRepository.TaskRepository, make)
