// Schema 0016: regulator registry files imported with `atalaya regulators import AGENCY FILE`
// (DIGEMID, ANVISA, ANMAT), searched locally. Frozen: later changes go in new migrations.
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
`
