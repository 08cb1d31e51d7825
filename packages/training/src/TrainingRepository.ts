/**
 * Training storage port: programs, sessions, materials, attendance, quiz attempts, completions and
 * certificates, plus the set-based reads behind progress, statistics and certificate criteria.
 * Implemented by `@atalaya/sql` (`sql/src/training/`).
 */
import type { Errors } from "@atalaya/core"
import { Context, type Effect, type Option } from "effect"
import type { AttendanceEntry, Material, MaterialValues, Program, ProgramInput, Session, SessionInput } from "./Training.js"
import type { QuestionGrade } from "./Quiz.js"

type Io<A> = Effect.Effect<A, Errors.StorageError>

/** A staff member as training sees them (a user of the service). */
export interface Employee {
  readonly id: number
  readonly nombre: string | null
  readonly documento: string | null
  readonly area: string | null
  readonly cargo: string | null
  readonly activo: boolean
}

/** One attendance row as answered by the session summary. */
export interface AttendanceRow {
  readonly empleado_id: number
  readonly nombre: string | null
  readonly estado: string
  readonly observaciones: string | null
  readonly hora_registro: string
}

/** An attempt to store. */
export interface NewAttempt {
  readonly material_id: string
  readonly empleado_id: number
  readonly respuestas: Readonly<Record<string, unknown>>
  readonly detalle: ReadonlyArray<QuestionGrade>
  readonly nota: number
  readonly correctas: number
  readonly aprobado: boolean
  readonly pendiente: boolean
  readonly engine: string
  readonly at: string
}

/** An attempt as stored. */
export interface Attempt extends NewAttempt {
  readonly id: string
  readonly intento: number
}

/** One applicable material of a program for one employee, with where the employee stands. */
export interface MaterialStanding {
  readonly id: string
  readonly titulo: string
  readonly categoria: string | null
  readonly has_quiz: boolean
  readonly min_score: number
  readonly quiz_lock_at: string | null
  readonly intentos: number
  /** Best note of a graded attempt, null without one. */
  readonly mejor_nota: number | null
  /** Time of the first passing attempt, null when none passed. */
  readonly aprobado_en: string | null
  /** An explicit completion record (materials without quiz). */
  readonly completado_en: string | null
}

/** Where one employee stands in one program. */
export interface Standing {
  readonly materiales: ReadonlyArray<MaterialStanding>
  readonly sesiones_totales: number
  readonly sesiones_asistidas: number
  /** The sessions' total planned minutes (the certificate's hours). */
  readonly minutos_totales: number
}

/** One program row of an employee's progress. */
export interface ProgressRow {
  readonly programa_id: string
  readonly titulo: string
  readonly materiales_completados: number
  readonly materiales_totales: number
  readonly evaluaciones_aprobadas: number
  readonly evaluaciones_totales: number
  readonly promedio_calificaciones: number | null
  readonly sesiones_totales: number
  readonly sesiones_asistidas: number
  readonly proximo_material: string | null
  readonly proximo_fecha: string | null
}

/** A program's statistics, as computed by one set-based statement per part. */
export interface ProgramStats {
  readonly participantes_inscritos: number
  readonly participantes_activos: number
  readonly completado: number
  readonly abandonado: number
  readonly promedio_calificaciones: number | null
  readonly tiempo_promedio_horas: number | null
  readonly materiales: ReadonlyArray<{ readonly titulo: string; readonly promedio_intentos: number; readonly promedio_calificacion: number; readonly tasa_aprobacion: number }>
  readonly sesiones: ReadonlyArray<{ readonly sesion: string; readonly tasa_asistencia: number }>
}

/** A certificate as stored. */
export interface Certificate {
  readonly codigo: string
  readonly empleado_id: number
  readonly programa_id: string
  readonly promedio: number
  readonly fecha_emision: string
  /** The certificate data (service-spec "Certificate data"). */
  readonly datos: Readonly<Record<string, unknown>>
  readonly file_key: string
}

/** The training storage operations. */
export interface TrainingRepositoryShape {
  readonly insertProgram: (id: string, values: ProgramInput) => Io<Program>
  readonly updateProgram: (id: string, values: ProgramInput) => Io<Option.Option<Program>>
  /** Deletes a program with its sessions and materials; `blocked` when certificates name it. */
  readonly deleteProgram: (id: string) => Io<"deleted" | "missing" | "blocked">
  readonly findProgram: (id: string) => Io<Option.Option<Program>>
  readonly listPrograms: () => Io<ReadonlyArray<Program>>

  readonly insertSession: (id: string, values: SessionInput) => Io<Session>
  readonly updateSession: (id: string, values: SessionInput) => Io<Option.Option<Session>>
  readonly deleteSession: (id: string) => Io<boolean>
  readonly findSession: (id: string) => Io<Option.Option<Session>>
  readonly listSessions: (programaId: string | null) => Io<ReadonlyArray<Session>>

  readonly insertMaterial: (id: string, values: MaterialValues) => Io<Material>
  readonly updateMaterial: (id: string, values: MaterialValues) => Io<Option.Option<Material>>
  readonly deleteMaterial: (id: string) => Io<Option.Option<Material>>
  readonly findMaterial: (id: string, options?: { readonly forUpdate?: boolean }) => Io<Option.Option<Material>>
  readonly listMaterials: (filter: { readonly programa_id: string | null; readonly sesion_id: string | null }) => Io<ReadonlyArray<Material>>

  readonly findEmployee: (id: number) => Io<Option.Option<Employee>>
  /** Ids among `ids` that name no user. */
  readonly missingEmployees: (ids: ReadonlyArray<number>) => Io<ReadonlyArray<number>>
  /** Writes (replaces) each employee's record of the session at `at`. */
  readonly saveAttendance: (sesionId: string, entries: ReadonlyArray<AttendanceEntry>, at: string, by: number | null) => Io<void>
  readonly sessionAttendance: (sesionId: string) => Io<ReadonlyArray<AttendanceRow>>

  /** Stores an attempt numbered after the employee's previous ones (the material row is locked by the caller). */
  readonly insertAttempt: (attempt: NewAttempt) => Io<Attempt>
  readonly countAttempts: (materialId: string, empleadoId: number) => Io<number>
  readonly findAttempt: (id: string, options?: { readonly forUpdate?: boolean }) => Io<Option.Option<Attempt>>
  readonly regradeAttempt: (id: string, grade: { readonly detalle: ReadonlyArray<QuestionGrade>; readonly nota: number; readonly correctas: number; readonly aprobado: boolean; readonly pendiente: boolean }) => Io<void>
  readonly markCompleted: (materialId: string, empleadoId: number, at: string) => Io<void>

  readonly standing: (empleado: Employee, programaId: string) => Io<Standing>
  readonly progress: (empleado: Employee, now: string) => Io<ReadonlyArray<ProgressRow>>
  readonly programStats: (programaId: string, now: string) => Io<ProgramStats>

  /** Stores a certificate; false when the employee already had one for the program (the unique pair). */
  readonly insertCertificate: (c: Certificate) => Io<boolean>
  readonly findCertificate: (codigo: string) => Io<Option.Option<Certificate>>
  readonly certificateFor: (empleadoId: number, programaId: string) => Io<Option.Option<Certificate>>
  readonly certificatesOf: (empleadoId: number) => Io<ReadonlyArray<Certificate & { readonly programa: string }>>
}

/** The training repository service. */
export class TrainingRepository extends Context.Tag("@atalaya/training/TrainingRepository")<TrainingRepository, TrainingRepositoryShape>() {}
