// Schema 0018: training — programs, sessions, materials, attendance, quiz attempts, completions
// and certificates. Frozen: later changes go in new migrations, never here.
export default `
CREATE TABLE training_programs (
  id uuid PRIMARY KEY,
  titulo text NOT NULL,
  descripcion text,
  fecha_inicio date,
  fecha_fin date,
  responsable_id integer REFERENCES atalaya_users(id) ON DELETE SET NULL,
  estado text NOT NULL DEFAULT 'borrador' CHECK (estado IN ('vigente', 'finalizado', 'borrador')),
  obligatorio boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A program's sessions go with it; so do their attendance records.
CREATE TABLE training_sessions (
  id uuid PRIMARY KEY,
  programa_id uuid NOT NULL REFERENCES training_programs(id) ON DELETE CASCADE,
  titulo text NOT NULL,
  tema text,
  fecha_programada timestamptz,
  duracion_min integer,
  modalidad text,
  instructor text,
  ubicacion text,
  max_participantes integer,
  mes_programado integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_sessions_programa_idx ON training_sessions (programa_id, fecha_programada);

CREATE TABLE training_materials (
  id uuid PRIMARY KEY,
  programa_id uuid REFERENCES training_programs(id) ON DELETE CASCADE,
  sesion_id uuid REFERENCES training_sessions(id) ON DELETE SET NULL,
  titulo text NOT NULL,
  descripcion text,
  tipo text,
  categoria text,
  url text,
  video_url text,
  image_url text,
  generation_mode text NOT NULL DEFAULT 'manual',
  auto_full_params jsonb,
  contenido text,
  pdf_key text,
  quiz_json jsonb,
  -- Whether quiz_json has questions, kept by the repository: statistics filter on it.
  has_quiz boolean NOT NULL DEFAULT false,
  quiz_lock_at timestamptz,
  min_score integer NOT NULL DEFAULT 14,
  max_attempts integer NOT NULL DEFAULT 3,
  audience_mode text NOT NULL DEFAULT 'todos',
  audience_areas text[] NOT NULL DEFAULT '{}',
  audience_ids integer[] NOT NULL DEFAULT '{}',
  tema text,
  mes_programado integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX training_materials_programa_idx ON training_materials (programa_id);
CREATE INDEX training_materials_sesion_idx ON training_materials (sesion_id);

-- One record per employee and session (a new registration replaces it).
CREATE TABLE training_attendance (
  sesion_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
  empleado_id integer NOT NULL REFERENCES atalaya_users(id) ON DELETE CASCADE,
  estado text NOT NULL CHECK (estado IN ('presente', 'ausente', 'tardanza')),
  observaciones text,
  hora_registro timestamptz NOT NULL,
  registrado_por integer REFERENCES atalaya_users(id) ON DELETE SET NULL,
  PRIMARY KEY (sesion_id, empleado_id)
);
CREATE INDEX training_attendance_empleado_idx ON training_attendance (empleado_id);

-- Attempts are numbered per employee and material; the unique key keeps the count honest.
CREATE TABLE training_attempts (
  id uuid PRIMARY KEY,
  material_id uuid NOT NULL REFERENCES training_materials(id) ON DELETE CASCADE,
  empleado_id integer NOT NULL REFERENCES atalaya_users(id) ON DELETE CASCADE,
  intento integer NOT NULL,
  respuestas jsonb NOT NULL,
  detalle jsonb NOT NULL,
  nota numeric(5,2) NOT NULL,
  correctas integer NOT NULL,
  aprobado boolean NOT NULL,
  pendiente boolean NOT NULL,
  engine text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (material_id, empleado_id, intento)
);
CREATE INDEX training_attempts_empleado_idx ON training_attempts (empleado_id, material_id);

-- Per employee and material: attempts, best graded note, first and last attempt. Kept by the
-- repository in the statement that stores or regrades an attempt, so program statistics read one
-- row per pair instead of aggregating every attempt (300,000 for 2,000 staff × 50 materials × 3).
CREATE TABLE training_best (
  material_id uuid NOT NULL REFERENCES training_materials(id) ON DELETE CASCADE,
  empleado_id integer NOT NULL REFERENCES atalaya_users(id) ON DELETE CASCADE,
  intentos integer NOT NULL,
  mejor float8,
  primero timestamptz NOT NULL,
  ultimo timestamptz NOT NULL,
  PRIMARY KEY (material_id, empleado_id)
);
CREATE INDEX training_best_empleado_idx ON training_best (empleado_id);

-- Materials without quiz marked as read.
CREATE TABLE training_completions (
  material_id uuid NOT NULL REFERENCES training_materials(id) ON DELETE CASCADE,
  empleado_id integer NOT NULL REFERENCES atalaya_users(id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (material_id, empleado_id)
);
CREATE INDEX training_completions_empleado_idx ON training_completions (empleado_id);

-- Certificates are the unit's proof to the inspector: they block the deletion of their program
-- (no cascade) and are never deleted with an employee.
CREATE TABLE training_certificates (
  codigo text PRIMARY KEY,
  empleado_id integer NOT NULL REFERENCES atalaya_users(id),
  programa_id uuid NOT NULL REFERENCES training_programs(id),
  promedio numeric(5,2) NOT NULL,
  fecha_emision date NOT NULL,
  datos jsonb NOT NULL,
  file_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (empleado_id, programa_id)
);
CREATE INDEX training_certificates_programa_idx ON training_certificates (programa_id);
`
