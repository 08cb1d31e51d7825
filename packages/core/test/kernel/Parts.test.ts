/**
 * Core is exported by part (`@atalaya/core/<capability>`): each capability folder has an index
 * and a package export, and the parts together are exactly the root's namespaces — the same
 * modules, so a service tag imported from a part is the one the root names.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import * as Root from "../../src/index.js"

const root = path.join(import.meta.dirname, "..", "..")
const folders = fs.readdirSync(path.join(root, "src"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "internal")
  .map((d) => d.name)

describe("core parts", () => {
  it("exports each capability folder as @atalaya/core/<folder>", () => {
    const exported = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).exports as Record<string, Record<string, string>>
    expect(folders.length).toBeGreaterThan(5)
    for (const folder of folders) {
      expect(fs.existsSync(path.join(root, "src", folder, "index.ts")), folder).toBe(true)
      expect(exported[`./${folder}`], folder).toEqual({
        "@atalaya/source": `./src/${folder}/index.ts`,
        types: `./dist/${folder}.d.ts`,
        default: `./dist/${folder}.js`
      })
    }
    expect(Object.keys(exported).sort()).toEqual([".", "./package.json", ...folders.map((f) => `./${f}`)].sort())
  })

  it("the parts hold every root namespace once, as the same module", async () => {
    const seen = new Map<string, string>()
    for (const folder of folders) {
      // Through the package's own exports map, as a host would import it.
      const specifier = `@atalaya/core/${folder}`
      const part = (await import(specifier)) as Record<string, unknown>
      for (const [name, namespace] of Object.entries(part)) {
        expect(seen.get(name), `${name} in ${folder} and ${seen.get(name)}`).toBeUndefined()
        seen.set(name, folder)
        expect(namespace, `${folder}/${name}`).toBe((Root as Record<string, unknown>)[name])
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(Root).sort())
  })
})
