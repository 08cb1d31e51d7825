/**
 * Every route group is a package export (`@atalaya/hono/<group>`) and part of the default set, so
 * a host can import any one of them and `createApi()` mounts them all.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { allGroups } from "../src/index.js"

const root = path.join(import.meta.dirname, "..")
const folders = fs.readdirSync(path.join(root, "src", "groups"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

describe("route group exports", () => {
  it("exports each group folder as @atalaya/hono/<folder>", () => {
    const exported = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).exports as Record<string, Record<string, string>>
    for (const folder of folders) {
      expect(exported[`./${folder}`]?.["@atalaya/source"], folder).toBe(`./src/groups/${folder}/index.ts`)
      expect(exported[`./${folder}`]?.default, folder).toBe(`./dist/${folder}.js`)
    }
  })

  it("mounts one group per folder by default, each with its endpoints", async () => {
    expect(allGroups.length).toBe(folders.length)
    for (const folder of folders) {
      const module = (await import(`../src/groups/${folder}/index.ts`)) as Record<string, unknown>
      const groups = Object.values(module).filter((v): v is (typeof allGroups)[number] => allGroups.includes(v as never))
      expect(groups.length, folder).toBe(1)
      expect(groups[0]!.endpoints.length, folder).toBeGreaterThan(0)
    }
  })
})
