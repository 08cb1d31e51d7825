/**
 * `@atalaya/core/catalog`: the product catalog — products, the storage port and the use cases.
 * The same namespaces as the root `@atalaya/core`, importable on their own.
 *
 * @packageDocumentation
 */

/** Catalog products. */
export * as Product from "./Product.js"
/** Catalog storage port. */
export * as ProductRepository from "./ProductRepository.js"
/** Catalog use cases. */
export * as ProductService from "./ProductService.js"
