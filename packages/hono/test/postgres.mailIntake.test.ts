/**
 * The mail intake suite over PostgreSQL, in its own database `atalaya_mail_<random>` next to
 * ATALAYA_TEST_DATABASE_URL, with real IMAP and POP3 servers (dovecot) on loopback. A second
 * runtime over the same database plays a second server instance.
 */
import { Storage } from "@atalaya/sql"
import { runMailIntakeSuite } from "./suite/mailIntakeSuite.js"
import { useFreshDatabase } from "@atalaya/testing/FreshDatabase"

const url = useFreshDatabase("atalaya_mail")

runMailIntakeSuite("postgres", () => Storage.layerPostgres({ url }), { secondInstance: () => Storage.layerPostgres({ url }) })
