// Schema 0008: the MedDRA dictionary (one loaded release at a time) and the record of releases
// loaded. Frozen: later changes go in new migrations, never here.
export default `
-- Every import, oldest first; the latest row names the release the dictionary tables hold.
CREATE TABLE meddra_releases (
  id serial PRIMARY KEY,
  version text NOT NULL,
  language text NOT NULL,
  llt_count integer NOT NULL,
  pt_count integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  imported_by text
);

CREATE TABLE meddra_soc (
  code text PRIMARY KEY,
  name text NOT NULL,
  abbrev text
);

CREATE TABLE meddra_hlgt (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE meddra_hlt (
  code text PRIMARY KEY,
  name text NOT NULL
);

-- soc_code is the PT's primary SOC.
CREATE TABLE meddra_pt (
  code text PRIMARY KEY,
  name text NOT NULL,
  soc_code text NOT NULL
);

-- norm is the term in search form (Meddra.normalizeTerm in @atalaya/core: accents, case and
-- punctuation folded), computed by the importer so queries and terms fold the same way.
CREATE TABLE meddra_llt (
  code text PRIMARY KEY,
  name text NOT NULL,
  norm text NOT NULL,
  pt_code text NOT NULL,
  current boolean NOT NULL
);
CREATE INDEX meddra_llt_norm_trgm_idx ON meddra_llt USING gin (norm gin_trgm_ops);
CREATE INDEX meddra_llt_norm_prefix_idx ON meddra_llt (norm text_pattern_ops);
CREATE INDEX meddra_llt_pt_code_idx ON meddra_llt (pt_code);

CREATE TABLE meddra_hierarchy (
  pt_code text NOT NULL,
  hlt_code text NOT NULL,
  hlgt_code text NOT NULL,
  soc_code text NOT NULL,
  primary_soc boolean NOT NULL,
  PRIMARY KEY (pt_code, hlt_code, hlgt_code, soc_code)
);
`
