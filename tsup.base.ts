import { existsSync, readdirSync } from "node:fs"
import { defineConfig, type Options } from "tsup"

/**
 * The build every published package shares: ESM with type declarations for Node 20, from
 * `src/index.ts`. A package passes only what differs (more entries, externals).
 * `ATALAYA_BUILD_DTS=0` skips the declarations: the test command builds that way to stay in CI's
 * time budget, since `pnpm typecheck` already reports declaration errors (`declaration: true`);
 * `pnpm build` and `pnpm release` always emit them.
 */
export const packageBuild = (overrides: Options = {}) =>
  defineConfig({
    entry: ["src/index.ts"],
    format: ["esm"],
    dts: process.env.ATALAYA_BUILD_DTS !== "0",
    sourcemap: true,
    clean: true,
    target: "node20",
    ...overrides
  })

/**
 * Entries of a package exported by part: `index` from `src/index.ts`, and one per folder of `dir`
 * holding an `index.ts` (`@atalaya/<package>/<folder>`, built to `dist/<folder>.js`). Pass it as
 * `packageBuild({ entry: partEntries() })`; the package.json `exports` name the same folders.
 */
export const partEntries = (dir = "src"): Record<string, string> => {
  const parts = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== "internal" && existsSync(`${dir}/${d.name}/index.ts`))
    .map((d) => d.name)
  return { index: "src/index.ts", ...Object.fromEntries(parts.map((p) => [p, `${dir}/${p}/index.ts`])) }
}
