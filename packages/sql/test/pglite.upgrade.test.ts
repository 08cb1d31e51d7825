/** The upgrade suite on embedded PGlite, in memory. */
import { PgliteClient } from "../src/index.js"
import { runUpgradeSuite } from "./suite/upgradeSuite.js"

runUpgradeSuite("pglite (in memory)", () => PgliteClient.layer({}))
