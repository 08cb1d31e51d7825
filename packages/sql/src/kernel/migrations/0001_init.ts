// Schema 0001. Frozen: later changes go in new migrations, never here.
export default `
-- 0001: users, ICSR cases with their nested entries, follow-up messages, snapshots, audit.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE atalaya_users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  nombre text,
  cargo text,
  area text,
  documento text,
  roles text[] NOT NULL DEFAULT '{}',
  permissions text[] NOT NULL DEFAULT '{}',
  activo boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX atalaya_users_email_key ON atalaya_users (lower(email));
-- Staff directory look-ups (notification recipients by position or department).
CREATE INDEX atalaya_users_cargo_idx ON atalaya_users (lower(cargo));
CREATE INDEX atalaya_users_area_idx ON atalaya_users (lower(area));

CREATE TABLE atalaya_login_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX atalaya_login_failures_email_at_idx ON atalaya_login_failures (email, at);

CREATE TABLE icsr (
  id serial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer,
  fecha_recepcion date NOT NULL,
  origen_notificacion text NOT NULL,
  paciente_iniciales text NOT NULL,
  paciente_edad integer NOT NULL,
  paciente_sexo text NOT NULL,
  paciente_peso numeric,
  paciente_dni text,
  paciente_fecha_nacimiento date,
  paciente_grupo_etareo text,
  paciente_diagnostico_principal text,
  paciente_cie10 text,
  paciente_comorbilidades text,
  paciente_gestacion_meses_raw text,
  reportante_nombre text NOT NULL,
  reportante_contacto text,
  reportante_email text,
  reportante_telefono text,
  reportante_ocupacion text,
  producto_sospechoso text NOT NULL,
  descripcion_evento text NOT NULL,
  fecha_inicio_evento date,
  fecha_fin_evento date,
  gravedad text,
  ea_causalidad text,
  ea_desenlace text,
  ea_grave_solo_ram boolean,
  estado text,
  numero text,
  tipo_notificacion text,
  fuente_notificacion text,
  doc_fuente_url text,
  codigo_interno_lab text,
  cenafyt_codigo text,
  urgencia text,
  fecha_limite date,
  producto_id integer,
  evaluador_id integer REFERENCES atalaya_users(id) ON DELETE SET NULL,
  ea_criterios_gravedad text[] NOT NULL DEFAULT '{}',
  ea_justificacion_gravedad text,
  lt_fecha_recibido_colaborador date,
  lt_fecha_recibido_ufv date,
  lt_dias_colab_ufv integer,
  lt_fecha_limite_digemid date,
  lt_fecha_envio_digemid date,
  lt_dias_ufv_digemid integer,
  lt_comentarios_no_sometimiento text,
  lt_problemas_adicionales text,
  qc_realizado_por text,
  qc_fecha date,
  revision_senales text,
  comentarios_adicionales text,
  seg_contactar_paciente boolean,
  seg_adicional_fecha date,
  seg_adicional_comentarios text,
  seg_adicional_estado text,
  dup_override text,
  dup_of_id integer REFERENCES icsr(id),
  ea_causalidad_ft text,
  ea_causalidad_ft_justificacion text,
  ft_evento_listado boolean,
  ft_seccion text,
  ft_frecuencia text,
  -- Names of the nested suspected products, kept here so free-text search needs one index.
  productos_nombres text,
  search_doc text GENERATED ALWAYS AS (lower(
    coalesce(paciente_iniciales, '') || ' ' || coalesce(paciente_dni, '') || ' ' ||
    coalesce(numero, '') || ' ' || coalesce(codigo_interno_lab, '') || ' ' || coalesce(cenafyt_codigo, '') || ' ' ||
    coalesce(producto_sospechoso, '') || ' ' || coalesce(productos_nombres, '') || ' ' ||
    coalesce(descripcion_evento, '') || ' ' || coalesce(reportante_nombre, '') || ' ' || coalesce(reportante_email, '')
  )) STORED
);
CREATE INDEX icsr_search_trgm_idx ON icsr USING gin (search_doc gin_trgm_ops);
CREATE INDEX icsr_created_at_idx ON icsr (created_at, id);
CREATE INDEX icsr_fecha_inicio_evento_idx ON icsr (fecha_inicio_evento, id);
CREATE INDEX icsr_gravedad_idx ON icsr (gravedad, id);
CREATE INDEX icsr_estado_idx ON icsr (estado, id);
CREATE INDEX icsr_paciente_iniciales_idx ON icsr (paciente_iniciales, id);
CREATE INDEX icsr_evaluador_idx ON icsr (evaluador_id) WHERE evaluador_id IS NOT NULL;
CREATE INDEX icsr_dup_of_idx ON icsr (dup_of_id) WHERE dup_of_id IS NOT NULL;
CREATE INDEX icsr_codigo_interno_lab_idx ON icsr (codigo_interno_lab) WHERE codigo_interno_lab IS NOT NULL;

CREATE TABLE icsr_productos (
  id serial PRIMARY KEY,
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  nombre_producto text,
  ifa text,
  forma_farmaceutica text,
  laboratorio_pais text,
  registro_sanitario text,
  nro_lote text,
  via_administracion text,
  dosis_frecuencia text,
  fecha_inicio date,
  fecha_fin date,
  desaparecio_al_suspender text,
  desaparecio_al_disminuir_dosis text,
  reaparecio_reexposicion text,
  antecedente_reaccion text,
  paciente_recibio_tratamiento_ram text,
  detalle_tratamiento_ram text
);
CREATE INDEX icsr_productos_icsr_idx ON icsr_productos (icsr_id, id);
CREATE INDEX icsr_productos_registro_idx ON icsr_productos (registro_sanitario) WHERE registro_sanitario IS NOT NULL;

CREATE TABLE icsr_concomitantes (
  id serial PRIMARY KEY,
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  nombre_producto text,
  dosis_frecuencia text,
  nro_lote text,
  via_administracion text,
  fecha_inicio date,
  fecha_fin date,
  motivo_prescripcion text
);
CREATE INDEX icsr_concomitantes_icsr_idx ON icsr_concomitantes (icsr_id, id);

CREATE TABLE icsr_seguimientos (
  id serial PRIMARY KEY,
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  numero integer,
  fecha date,
  comentarios text
);
CREATE INDEX icsr_seguimientos_icsr_idx ON icsr_seguimientos (icsr_id, id);

CREATE TABLE icsr_eventos (
  id serial PRIMARY KEY,
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  texto text NOT NULL,
  tipo_notificacion text,
  fecha_inicio date,
  fecha_fin date,
  gravedad text,
  causalidad text,
  desenlace text,
  solo_ram_grave text,
  texto_correo text,
  doc_fuente_url text,
  meddra_llt_code text,
  meddra_llt_term text,
  meddra_pt_code text,
  meddra_pt_term text,
  meddra_pt_manual text,
  is_from_narrative boolean NOT NULL DEFAULT false
);
CREATE INDEX icsr_eventos_icsr_idx ON icsr_eventos (icsr_id, id);

CREATE TABLE followup_messages (
  id serial PRIMARY KEY,
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  channel text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  body text NOT NULL,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX followup_messages_icsr_idx ON followup_messages (icsr_id, created_at, id);

CREATE TABLE icsr_snapshots (
  id bigserial PRIMARY KEY,
  icsr_id integer NOT NULL REFERENCES icsr(id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX icsr_snapshots_icsr_idx ON icsr_snapshots (icsr_id, id);

CREATE TABLE codigo_interno_counters (
  key text PRIMARY KEY,
  last integer NOT NULL
);

-- The audit trail outlives what it describes (no foreign keys) and is append-only.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  actor_id integer,
  actor_email text,
  changes jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id);
CREATE INDEX audit_log_at_idx ON audit_log (at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
`
