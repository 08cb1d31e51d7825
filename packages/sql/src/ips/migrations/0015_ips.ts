// Schema 0015: periodic safety reports — IPS products, reports and their literature sources.
// Frozen: later changes go in new migrations, never here.
export default `
-- Levenshtein distance for the typo-tolerant product matching of IPS case counts.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

CREATE TABLE ips_productos (
  id serial PRIMARY KEY,
  nombre text NOT NULL,
  principio_activo text,
  forma_farmaceutica text,
  presentacion text,
  via text,
  registro_sanitario text,
  fecha_autorizacion date,
  fabricante text,
  -- The catalog product it was made from by the calendar (cal_id), if any.
  cal_id integer REFERENCES products(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  registro_key text GENERATED ALWAYS AS (atalaya_registro_key(registro_sanitario)) STORED
);
CREATE UNIQUE INDEX ips_productos_registro_key ON ips_productos (registro_key) WHERE registro_key IS NOT NULL AND registro_key <> '';
CREATE INDEX ips_productos_nombre_idx ON ips_productos (lower(nombre), id);

CREATE TABLE ips_reports (
  id serial PRIMARY KEY,
  producto_id integer NOT NULL REFERENCES ips_productos(id) ON DELETE RESTRICT,
  periodo_inicio date NOT NULL,
  periodo_fin date NOT NULL CHECK (periodo_fin >= periodo_inicio),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  estado text NOT NULL DEFAULT 'borrador' CHECK (estado IN ('borrador', 'validado', 'aprobado')),
  unidades_comercializadas integer,
  lotes_distribuidos integer,
  eventos_resumen jsonb,
  senales_detectadas jsonb,
  acciones_regulatorias jsonb,
  evaluacion_benef_riesgo jsonb,
  conclusiones jsonb,
  cal_id integer,
  casos_total integer,
  regenerado_at timestamptz,
  validado_por text,
  validado_at timestamptz,
  aprobado_por text,
  aprobado_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (producto_id, periodo_inicio, periodo_fin, version)
);
CREATE INDEX ips_reports_list_idx ON ips_reports (periodo_inicio DESC, id DESC);
CREATE INDEX ips_reports_cal_idx ON ips_reports (cal_id, periodo_inicio) WHERE cal_id IS NOT NULL;

-- An approved report is read-only, and only a draft may be deleted, whatever writes the rows.
CREATE FUNCTION ips_reports_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.estado <> 'borrador' THEN RAISE EXCEPTION 'only a draft IPS can be deleted'; END IF;
    RETURN OLD;
  END IF;
  IF OLD.estado = 'aprobado' THEN RAISE EXCEPTION 'an approved IPS is read-only'; END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER ips_reports_guard BEFORE UPDATE OR DELETE ON ips_reports FOR EACH ROW EXECUTE FUNCTION ips_reports_guard();

CREATE TABLE ips_fuentes (
  id serial PRIMARY KEY,
  ips_id integer NOT NULL REFERENCES ips_reports(id) ON DELETE CASCADE,
  position integer NOT NULL,
  source text NOT NULL,
  title text NOT NULL,
  citation text,
  url text,
  year integer,
  journal text,
  abstract text,
  detected_total integer
);
CREATE INDEX ips_fuentes_ips_idx ON ips_fuentes (ips_id, position);
`
