/**
 * The core tests' helpers live in `@atalaya/testing` (other packages' rule tests use them too);
 * core cannot depend on that package, which depends on core, so they are re-exported by path.
 */
export * from "../../testing/src/SchemaChecks.js"
