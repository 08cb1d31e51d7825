/**
 * The follow-up HTTP suite over embedded PGlite (in memory, one instance for this file), with mail
 * delivered to a real SMTP server on loopback.
 */
import { Storage } from "@atalaya/sql"
import { runFollowupSuite } from "./suite/followupSuite.js"

runFollowupSuite("pglite (in memory)", () => Storage.layerPglite())
