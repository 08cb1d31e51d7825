/**
 * The IPS HTTP suite over embedded PGlite (in memory); renders the HTML and PDF exports to PNG in
 * the run's temporary folder (headless Chromium, pdftoppm).
 */
import { Storage } from "@atalaya/sql"
import { runIpsSuite } from "./suite/ipsSuite.js"

runIpsSuite("pglite (in memory)", () => Storage.layerPglite(), { screenshots: true })
