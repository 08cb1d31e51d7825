/**
 * The JSON document of a case, built by the database. Shared by the repository (list pages) and
 * by the `atalaya_case_doc` function (single reads), which start-up re-creates from this text.
 */

// Built once: the JSON document of case row `c` with its nested lists.
export const CASE_DOC = `(to_jsonb(c) - 'search_doc' - 'productos_nombres' - 'created_by') || jsonb_build_object(
  'productos', coalesce((
    SELECT jsonb_agg((to_jsonb(p) - 'icsr_id') || jsonb_build_object('laboratorio', cp.laboratorio_pais, 'rs_vencimiento', cp.fecha_venc_registro) ORDER BY p.id)
    FROM icsr_productos p LEFT JOIN products cp ON cp.registro_key = atalaya_registro_key(p.registro_sanitario)
    WHERE p.icsr_id = c.id), '[]'::jsonb),
  'concomitantes', coalesce((SELECT jsonb_agg(to_jsonb(x) - 'icsr_id' ORDER BY x.id) FROM icsr_concomitantes x WHERE x.icsr_id = c.id), '[]'::jsonb),
  'seguimientos', coalesce((SELECT jsonb_agg(to_jsonb(s) - 'icsr_id' ORDER BY s.id) FROM icsr_seguimientos s WHERE s.icsr_id = c.id), '[]'::jsonb),
  'eventos', coalesce((SELECT jsonb_agg(to_jsonb(e) ORDER BY e.id) FROM icsr_eventos e WHERE e.icsr_id = c.id), '[]'::jsonb)
)`

// Single-case reads also carry what the catalog says of each registration number in the case.
export const CATALOG_MAP = `jsonb_build_object('rs_catalog_map', coalesce((
  SELECT jsonb_object_agg(cp.registro_key, jsonb_build_object(
    'id', cp.id, 'producto', cp.producto, 'laboratorio', cp.laboratorio_pais, 'rs_vencimiento', cp.fecha_venc_registro))
  FROM products cp
  WHERE cp.registro_key IN (SELECT atalaya_registro_key(p.registro_sanitario) FROM icsr_productos p WHERE p.icsr_id = c.id)
), '{}'::jsonb))`

/**
 * Single reads go through a plpgsql function because PL/pgSQL caches its statements' plans per
 * connection: the large document query is planned once instead of on every request (an unnamed
 * statement from the driver is parsed and planned each time; measured 3x the database CPU).
 */
export const CASE_DOC_FUNCTION = `
CREATE OR REPLACE FUNCTION atalaya_case_doc(p_id integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  doc jsonb;
BEGIN
  SELECT ${CASE_DOC} || ${CATALOG_MAP} INTO doc FROM icsr c WHERE c.id = p_id;
  RETURN doc;
END
$fn$;
`
