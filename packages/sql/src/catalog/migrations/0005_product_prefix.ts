// Schema 0005: prefix indexes for two-character autocomplete (trigrams need three).
// Frozen: later changes go in new migrations, never here.
export default `
CREATE INDEX products_producto_prefix_idx ON products (lower(producto) text_pattern_ops);
CREATE INDEX products_ifa_prefix_idx ON products (lower(ifa) text_pattern_ops);
CREATE INDEX products_registro_key_prefix_idx ON products (registro_key text_pattern_ops);
`
