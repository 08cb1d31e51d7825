// Schema 0002: the product catalog. Frozen: later changes go in new migrations, never here.
export default `
-- Mirrors CaseRules.normalizeRegistro in @atalaya/core: 'EE-01234' and ' ee 01234' give 'EE01234'.
CREATE FUNCTION atalaya_registro_key(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(upper(regexp_replace(btrim(t), '[[:space:]_./-]+', '', 'g')), '') $$;

CREATE TABLE products (
  id serial PRIMARY KEY,
  producto text NOT NULL,
  ifa text,
  forma_farmaceutica text,
  presentacion_farmaceutica text,
  via text,
  estado_registro text,
  numero_registro text,
  fecha_venc_registro date,
  fecha_primer_registro date,
  comercializa boolean,
  pais_comercializacion text,
  laboratorio_pais text,
  comentarios text,
  ficha_tecnica_url text,
  -- Where the PDF is kept in file storage; never shown to clients.
  ficha_tecnica_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  registro_key text GENERATED ALWAYS AS (atalaya_registro_key(numero_registro)) STORED,
  search_doc text GENERATED ALWAYS AS (lower(
    coalesce(producto, '') || ' ' || coalesce(ifa, '') || ' ' || coalesce(numero_registro, '')
  )) STORED
);
CREATE UNIQUE INDEX products_registro_key_key ON products (registro_key);
CREATE INDEX products_search_trgm_idx ON products USING gin (search_doc gin_trgm_ops);
CREATE INDEX products_producto_idx ON products (lower(producto), id);
CREATE INDEX products_ifa_idx ON products (lower(ifa), id);
CREATE INDEX products_created_at_idx ON products (created_at, id);

-- Case products are matched to the catalog by normalized registration number.
CREATE INDEX icsr_productos_registro_key_idx ON icsr_productos (atalaya_registro_key(registro_sanitario));

-- A case may link one catalog product; a linked product cannot be deleted.
ALTER TABLE icsr ADD CONSTRAINT icsr_producto_id_fkey FOREIGN KEY (producto_id) REFERENCES products(id) NOT VALID;
CREATE INDEX icsr_producto_id_idx ON icsr (producto_id) WHERE producto_id IS NOT NULL;
`
