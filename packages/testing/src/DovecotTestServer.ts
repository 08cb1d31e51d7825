/**
 * Test fixture: a real IMAP and POP3 server on loopback — Debian's dovecot (`dovecot-imapd`,
 * `dovecot-pop3d`, installed by `.ci/run`) — started in the foreground with a generated
 * configuration in a temporary directory: free high ports, one passwd-file user with a plain
 * password, and a Maildir the test fills with real MIME messages. Plain text by default; with
 * `tls: true` a self-signed certificate (made with the `openssl` command) serves IMAPS and POP3S too.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import * as fs from "node:fs"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"

/** A running dovecot. */
export interface TestDovecot {
  readonly host: string
  readonly imapPort: number
  readonly pop3Port: number
  /** Implicit-TLS ports, with `tls: true`. */
  readonly imapsPort: number | null
  readonly pop3sPort: number | null
  /** The self-signed certificate (PEM) clients must trust, with `tls: true`. */
  readonly certificate: string | null
  readonly user: string
  readonly password: string
  /** Delivers a raw RFC 5322 message into the user's INBOX (Maildir `new/`); returns its file name. */
  readonly deliver: (raw: string | Uint8Array) => string
  /** The configuration directory (logs in `dovecot.log`). */
  readonly dir: string
  readonly close: () => Promise<void>
}

/** Options of {@link startDovecot}. */
export interface TestDovecotOptions {
  readonly user?: string
  readonly password?: string
  readonly tls?: boolean
}

const binary = (): string => {
  for (const candidate of ["/usr/sbin/dovecot", "/usr/bin/dovecot"]) if (fs.existsSync(candidate)) return candidate
  throw new Error("dovecot is not installed: apt-get install dovecot-imapd dovecot-pop3d (.ci/run does it)")
}

const freePort = async (): Promise<number> => {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()))
  const port = (probe.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

const accepting = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

/**
 * Who runs the mail processes. As root (CI), dovecot's own unprivileged accounts and `nobody` for
 * the mailbox; otherwise everything runs as the current user, which dovecot supports unprivileged.
 */
const identities = () => {
  const info = os.userInfo()
  if (info.uid === 0) return { internal: "dovecot", login: "dovenull", uid: 65534, gid: 65534 }
  return { internal: info.username, login: info.username, uid: info.uid, gid: info.gid }
}

/** Starts dovecot on free loopback ports; close it in afterAll. */
export const startDovecot = async (options: TestDovecotOptions = {}): Promise<TestDovecot> => {
  const dovecot = binary()
  const user = options.user ?? "buzon"
  const password = options.password ?? `clave-${randomUUID().slice(0, 8)}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "atalaya-dovecot-"))
  fs.chmodSync(dir, 0o755)
  const who = identities()
  const home = path.join(dir, "home")
  const maildir = path.join(home, "Maildir")
  for (const sub of ["cur", "new", "tmp"]) fs.mkdirSync(path.join(maildir, sub), { recursive: true })
  const run = path.join(dir, "run")
  fs.mkdirSync(path.join(run, "state"), { recursive: true })
  fs.writeFileSync(path.join(dir, "users"), `${user}:{PLAIN}${password}:${who.uid}:${who.gid}::${home}::\n`)
  fs.chmodSync(path.join(dir, "users"), 0o644)

  const [imapPort, pop3Port] = [await freePort(), await freePort()]
  let imapsPort: number | null = null
  let pop3sPort: number | null = null
  let certificate: string | null = null
  if (options.tls === true) {
    imapsPort = await freePort()
    pop3sPort = await freePort()
    const key = path.join(dir, "key.pem")
    const cert = path.join(dir, "cert.pem")
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
      "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"
    ], { stdio: "ignore" })
    certificate = fs.readFileSync(cert, "utf8")
  }
  const listener = (name: string, port: number | null) =>
    port === null ? `  inet_listener ${name} {\n    port = 0\n  }` : `  inet_listener ${name} {\n    address = 127.0.0.1\n    port = ${port}\n  }`
  const config = [
    `base_dir = ${run}`,
    `state_dir = ${path.join(run, "state")}`,
    `instance_name = atalaya-${path.basename(dir)}`,
    `log_path = ${path.join(dir, "dovecot.log")}`,
    "protocols = imap pop3",
    "listen = 127.0.0.1",
    options.tls === true ? `ssl = yes\nssl_cert = <${path.join(dir, "cert.pem")}\nssl_key = <${path.join(dir, "key.pem")}` : "ssl = no",
    "disable_plaintext_auth = no",
    "auth_mechanisms = plain login",
    // Tests try wrong passwords on purpose. Dovecot still delays further failures from one address
    // (all of loopback here) by seconds, so a test of more than one wrong password uses fresh instances.
    "auth_failure_delay = 0",
    "mail_location = maildir:~/Maildir",
    `default_internal_user = ${who.internal}`,
    `default_login_user = ${who.login}`,
    "first_valid_uid = 1",
    "pop3_uidl_format = %08Xu%08Xv",
    `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${path.join(dir, "users")}\n}`,
    `userdb {\n  driver = passwd-file\n  args = ${path.join(dir, "users")}\n}`,
    `service imap-login {\n${listener("imap", imapPort)}\n${listener("imaps", imapsPort)}\n}`,
    `service pop3-login {\n${listener("pop3", pop3Port)}\n${listener("pop3s", pop3sPort)}\n}`,
    "service anvil {\n  chroot =\n}",
    "service stats {\n  unix_listener stats-reader {\n    mode = 0666\n  }\n  unix_listener stats-writer {\n    mode = 0666\n  }\n}",
    ""
  ].join("\n")
  const configFile = path.join(dir, "dovecot.conf")
  fs.writeFileSync(configFile, config)
  if (who.uid !== os.userInfo().uid) {
    execFileSync("chown", ["-R", `${who.uid}:${who.gid}`, home])
  }

  // Its own process group, so close() can stop the master and every process it started at once.
  const child: ChildProcess = spawn(dovecot, ["-F", "-c", configFile], { stdio: ["ignore", "ignore", "pipe"], detached: true })
  let stderr = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${stderr}`)
    if (await accepting(imapPort) && await accepting(pop3Port)) break
    if (Date.now() > deadline) {
      try {
        process.kill(-child.pid!, "SIGKILL")
      } catch {
        child.kill("SIGKILL")
      }
      throw new Error(`dovecot did not start: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }

  let seq = 0
  const deliver = (raw: string | Uint8Array): string => {
    seq++
    // Maildir delivery: write under tmp/, then rename into new/ (atomic for the server).
    const name = `${Date.now()}.M${seq}P${process.pid}.atalaya`
    const tmp = path.join(maildir, "tmp", name)
    const bytes = typeof raw === "string" ? Buffer.from(raw.replace(/\r?\n/g, "\r\n"), "utf8") : raw
    fs.writeFileSync(tmp, bytes)
    if (who.uid !== os.userInfo().uid) fs.chownSync(tmp, who.uid, who.gid)
    fs.renameSync(tmp, path.join(maildir, "new", name))
    return name
  }

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
      // SIGTERM makes dovecot wait a second for its processes; nothing here needs a clean shutdown.
      try {
        process.kill(-child.pid!, "SIGKILL")
      } catch {
        child.kill("SIGKILL")
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))])
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }

  return { host: "127.0.0.1", imapPort, pop3Port, imapsPort, pop3sPort, certificate, user, password, deliver, dir, close }
}
