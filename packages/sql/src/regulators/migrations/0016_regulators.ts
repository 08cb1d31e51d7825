// Schema 0016: regulator registry files imported with `atalaya regulators import AGENCY FILE`
// (DIGEMID, ANVISA, ANMAT), searched locally; surveillance items gathered by the scheduled job
// (DIGEMID alerts, FDA recalls), deduplicated by link, and the job's lease. Frozen: later changes
// go in new migrations.
export default `
CREATE TABLE regulator_records (
  id bigserial PRIMARY KEY,
  agency text NOT NULL,
  pais text NOT NULL,
  agencia text NOT NULL,
  nombre_medicamento text NOT NULL,
  sustancia_activa text NOT NULL,
  forma_farmaceutica text NOT NULL,
  concentracion text NOT NULL,
  titular text NOT NULL,
  estado text NOT NULL,
  numero_registro text NOT NULL,
  enlace text NOT NULL,
  -- Name and active substance lower-cased without accents (folded by the importer, so PGlite and
  -- PostgreSQL need no unaccent): every word of a query must be in it (LIKE, trigram index).
  search_doc text NOT NULL
);
CREATE INDEX regulator_records_agency ON regulator_records (agency, nombre_medicamento);
CREATE INDEX regulator_records_search ON regulator_records USING gin (search_doc gin_trgm_ops);

-- One row per agency: the last import.
CREATE TABLE regulator_imports (
  agency text PRIMARY KEY,
  file text NOT NULL,
  records integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);

-- Surveillance (decisions.md "Regulators and surveillance"): one row per link.
CREATE TABLE surveillance_items (
  id bigserial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('national', 'external')),
  fuente text NOT NULL,
  titulo text NOT NULL,
  medicamento text NOT NULL,
  resumen text NOT NULL,
  severity text NOT NULL CHECK (severity IN ('Alta', 'Media', 'Baja')),
  enlace text NOT NULL UNIQUE,
  fecha_publicada timestamptz,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  search_doc text NOT NULL
);
CREATE INDEX surveillance_items_recent ON surveillance_items (fecha_publicada DESC NULLS LAST, id DESC);
CREATE INDEX surveillance_items_search ON surveillance_items USING gin (search_doc gin_trgm_ops);

-- One surveillance round at a time across instances: whoever moves the lease runs.
CREATE TABLE surveillance_lease (
  id integer PRIMARY KEY CHECK (id = 1),
  holder text,
  until timestamptz NOT NULL DEFAULT '-infinity'
);
INSERT INTO surveillance_lease (id) VALUES (1);
`
