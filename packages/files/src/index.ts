/**
 * `@atalaya/files`: file storage adapters for the core `FileStorage` port.
 *
 * @packageDocumentation
 */

/** Local-disk file storage confined to a root directory. */
export * as LocalFiles from "./LocalFiles.js"
