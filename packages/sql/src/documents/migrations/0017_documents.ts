// Schema 0017: controlled documents, their versions, signature requests and signatures.
// Frozen: later changes go in new migrations, never here.
export default `
CREATE TABLE documentos (
  id serial PRIMARY KEY,
  codigo text NOT NULL,
  titulo text NOT NULL,
  categoria text,
  owner_type text,
  owner_id integer,
  area text,
  version text,
  vigente boolean NOT NULL DEFAULT true,
  current_version_id integer,
  nombre_original text,
  tipo_mime text,
  tamano_bytes bigint,
  ruta_archivo text,
  tags text,
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  icsr_id integer REFERENCES icsr(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- What q searches (codigo, titulo, tags), lower-cased, under a trigram index.
  search_text text GENERATED ALWAYS AS (lower(codigo || ' ' || titulo || ' ' || coalesce(tags, ''))) STORED,
  -- Tags as an array for the AND filter (tags are stored trimmed and comma-separated).
  tag_list text[] GENERATED ALWAYS AS (string_to_array(lower(coalesce(tags, '')), ',')) STORED
);
-- One document per code, whatever its case: a code names a controlled document.
CREATE UNIQUE INDEX documentos_codigo_key ON documentos (lower(codigo));
CREATE INDEX documentos_search_idx ON documentos USING gin (search_text gin_trgm_ops);
CREATE INDEX documentos_tags_idx ON documentos USING gin (tag_list);
CREATE INDEX documentos_categoria_idx ON documentos (lower(categoria), lower(codigo));
CREATE INDEX documentos_owner_idx ON documentos (owner_type, owner_id);
CREATE INDEX documentos_icsr_idx ON documentos (icsr_id) WHERE icsr_id IS NOT NULL;

CREATE TABLE documento_versiones (
  id serial PRIMARY KEY,
  documento_id integer NOT NULL REFERENCES documentos(id) ON DELETE CASCADE,
  version text NOT NULL,
  file_path text NOT NULL,
  file_name text NOT NULL,
  -- The name the file was uploaded under (shown), beside the sanitised one it is stored under.
  nombre_original text,
  file_mime text NOT NULL,
  file_size bigint NOT NULL,
  sha256 text NOT NULL,
  change_notes text,
  is_current boolean NOT NULL DEFAULT false,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  preview_key text,
  preview_fingerprint text
);
-- codigo + version is unique; at most one current version per document.
CREATE UNIQUE INDEX documento_versiones_label_key ON documento_versiones (documento_id, lower(version));
CREATE UNIQUE INDEX documento_versiones_current_key ON documento_versiones (documento_id) WHERE is_current;
ALTER TABLE documentos ADD CONSTRAINT documentos_current_version_fk
  FOREIGN KEY (current_version_id) REFERENCES documento_versiones(id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED;

CREATE TABLE firma_solicitudes (
  id uuid PRIMARY KEY,
  documento_id integer NOT NULL REFERENCES documentos(id) ON DELETE CASCADE,
  version_id integer NOT NULL REFERENCES documento_versiones(id) ON DELETE CASCADE,
  signer_user_id integer NOT NULL,
  signer_email text NOT NULL,
  reason text NOT NULL,
  -- The one-time code only as a slow salted hash.
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'firmado', 'expirado', 'cancelado')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX firma_solicitudes_documento_idx ON firma_solicitudes (documento_id);

-- Signature records (21 CFR 11.10(e), 11.70): never changed or removed, and they keep their document.
CREATE TABLE firmas (
  id uuid PRIMARY KEY,
  request_id uuid NOT NULL UNIQUE REFERENCES firma_solicitudes(id),
  documento_id integer NOT NULL REFERENCES documentos(id) ON DELETE RESTRICT,
  version_id integer NOT NULL REFERENCES documento_versiones(id) ON DELETE RESTRICT,
  signer_user_id integer NOT NULL,
  signer_email text NOT NULL,
  signer_name text,
  signed_at timestamptz NOT NULL,
  ip_address text,
  reason text NOT NULL,
  document_hash text NOT NULL,
  otp_verified boolean NOT NULL,
  signature_image text NOT NULL
);
CREATE INDEX firmas_documento_idx ON firmas (documento_id, signed_at, id);
CREATE INDEX firmas_version_idx ON firmas (version_id, signed_at, id);

CREATE FUNCTION firmas_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'firmas are immutable records';
END
$$;
CREATE TRIGGER firmas_immutable BEFORE UPDATE OR DELETE ON firmas
  FOR EACH ROW EXECUTE FUNCTION firmas_immutable();
CREATE TRIGGER firmas_no_truncate BEFORE TRUNCATE ON firmas
  FOR EACH STATEMENT EXECUTE FUNCTION firmas_immutable();
`
