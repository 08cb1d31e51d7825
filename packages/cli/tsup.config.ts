import { packageBuild } from "../../tsup.base.js"

// bin.ts is the executable; only the library entry gets declarations.
export default packageBuild({ entry: ["src/index.ts", "src/bin.ts"], dts: { entry: "src/index.ts" }, banner: { js: "" } })
