/**
 * The case list's answers against the plain query over embedded PGlite, with the search's case
 * counts scaled so that a few hundred cases take the ways of a list of millions (walks along the
 * order where a small list sorts its matches).
 */
import { Storage } from "@atalaya/sql"
import { runListScaleSuite } from "./suite/listScaleSuite.js"

runListScaleSuite("pglite (in memory), the ways of a large list", () => Storage.layerPglite(), { scale: 0.0001, oneConnection: true })
