/**
 * `@atalaya/cli`: the `atalaya` command and its tasks, usable from scripts too.
 *
 * @packageDocumentation
 */

/** Catalog CSV import. */
export * as ProductImport from "./ProductImport.js"
