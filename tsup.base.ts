import { defineConfig, type Options } from "tsup"

/**
 * The build every published package shares: ESM with type declarations for Node 20, from
 * `src/index.ts`. A package passes only what differs (more entries, externals).
 */
export const packageBuild = (overrides: Options = {}) =>
  defineConfig({
    entry: ["src/index.ts"],
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "node20",
    ...overrides
  })
