/**
 * Storage port for staff tasks (`tareas`): the work a person has to do on a case, such as the
 * evaluation an assignment creates (evaluation rule 3).
 */
import { Context, type Effect } from "effect"
import type { StorageError } from "../kernel/Errors.js"

/** Task states. */
export const TASK_STATES = ["abierta", "cerrada"] as const

/** A task state. */
export type TaskState = (typeof TASK_STATES)[number]

/** One task as listed. */
export interface Task {
  readonly id: number
  readonly user_id: number
  readonly icsr_id: number | null
  readonly tipo: string
  readonly titulo: string
  readonly estado: TaskState
  readonly fecha_limite: string | null
  readonly created_at: string
  readonly closed_at: string | null
}

/** A task to create. */
export interface NewTask {
  readonly user_id: number
  readonly icsr_id: number | null
  readonly tipo: string
  readonly titulo: string
  readonly fecha_limite: string | null
}

/** Task storage operations. */
export interface TaskRepositoryShape {
  readonly insert: (task: NewTask) => Effect.Effect<Task, StorageError>
  /** A user's tasks, in one state or all, earliest deadline first (no deadline last), then oldest. */
  readonly listForUser: (userId: number, estado: TaskState | null) => Effect.Effect<ReadonlyArray<Task>, StorageError>
  /** Closes the open tasks of a kind on a case (a reassignment ends the previous evaluator's task). */
  readonly closeOpen: (icsrId: number, tipo: string) => Effect.Effect<number, StorageError>
  /** Closes one of the user's tasks; none when it is not theirs or does not exist. */
  readonly close: (userId: number, taskId: number) => Effect.Effect<Task | null, StorageError>
}

/** The task repository service. */
export class TaskRepository extends Context.Tag("@atalaya/core/TaskRepository")<TaskRepository, TaskRepositoryShape>() {}
