/**
 * Notifications, automatic follow-up and the evaluation flow over embedded PGlite (in memory), with
 * mail delivered from the outbox to a real SMTP server on loopback.
 */
import { Storage } from "@atalaya/sql"
import { runNotificationsSuite } from "./suite/notificationsSuite.js"

runNotificationsSuite("pglite (in memory)", () => Storage.layerPglite())
