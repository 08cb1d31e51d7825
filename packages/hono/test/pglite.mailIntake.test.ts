/**
 * The mail intake suite over embedded PGlite (in memory, one instance for this file), with real
 * IMAP and POP3 servers (dovecot) on loopback.
 */
import { Storage } from "@atalaya/sql"
import { runMailIntakeSuite } from "./suite/mailIntakeSuite.js"

runMailIntakeSuite("pglite (in memory)", () => Storage.layerPglite())
