/**
 * Notifications, automatic follow-up and the evaluation flow over PostgreSQL, in a fresh database
 * `atalaya_notify_<random>` next to ATALAYA_TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
import { Storage } from "@atalaya/sql"
import { runNotificationsSuite } from "./suite/notificationsSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_notify")

runNotificationsSuite("postgres", () => Storage.layerPostgres({ url }))
