/**
 * The WhatsApp webhook and intake review suite over embedded PGlite (in memory, one instance for this file).
 */
import { Storage } from "@atalaya/sql"
import { runWhatsappSuite } from "./suite/whatsappSuite.js"

runWhatsappSuite("pglite (in memory)", () => Storage.layerPglite())
