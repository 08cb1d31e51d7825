import { readdirSync } from "node:fs"
import { packageBuild } from "../../tsup.base.js"

// One entry per route group (`@atalaya/hono/<group>`), so a host imports only the parts it mounts.
const groups = readdirSync("src/groups", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

export default packageBuild({
  entry: { index: "src/index.ts", ...Object.fromEntries(groups.map((g) => [g, `src/groups/${g}/index.ts`])) }
})
