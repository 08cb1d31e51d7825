/**
 * Starts the server children and talks to them. Each child inherits this process's tsx loader
 * and `--conditions=@atalaya/source` (fork reuses process.execArgv).
 */
import { type ChildProcess, fork } from "node:child_process"
import type { ChildMessage, ParentMessage } from "./protocol.js"

/** A running server child. */
export interface ServerChild {
  readonly name: string
  readonly port: number
  readonly process: ChildProcess
  /** Starts a CPU profile in the child. */
  readonly profileStart: () => Promise<void>
  /** Stops the profile and has the child write it to `file`. */
  readonly profileStop: (file: string) => Promise<void>
  /** CPU time the child has used so far (user + system), in µs. */
  readonly cpuUs: () => Promise<number>
  /** Asks the child to close and waits for it (killed after a few seconds). */
  readonly stop: () => Promise<void>
}

const waitFor = <T extends ChildMessage["type"]>(child: ChildProcess, name: string, type: T, timeoutMs: number) =>
  new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${name}: no "${type}" within ${timeoutMs} ms`)), timeoutMs)
    const onMessage = (message: ChildMessage) => {
      if (message.type === type) done(null, message as Extract<ChildMessage, { type: T }>)
      else if (message.type === "error") done(new Error(`${name}: ${message.message}`))
    }
    const onExit = (code: number | null, signal: string | null) => done(new Error(`${name} exited (code ${code}, signal ${signal})`))
    const done = (error: Error | null, value?: Extract<ChildMessage, { type: T }>) => {
      clearTimeout(timer)
      child.off("message", onMessage)
      child.off("exit", onExit)
      if (error !== null) reject(error)
      else resolve(value!)
    }
    child.on("message", onMessage)
    child.on("exit", onExit)
  })

/** Forks `entry` with `env` and waits until it listens. */
export const startChild = async (name: string, entry: string, env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerChild> => {
  const child = fork(entry, [], { env, stdio: ["ignore", "inherit", "inherit", "ipc"] })
  const send = (message: ParentMessage) => child.send(message)
  let exited = false
  child.once("exit", () => (exited = true))
  const stop = async () => {
    if (exited || child.exitCode !== null) return
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()))
    if (child.connected) send({ type: "stop" })
    else child.kill("SIGTERM")
    const timer = setTimeout(() => child.kill("SIGKILL"), 8_000)
    await gone
    clearTimeout(timer)
  }
  try {
    const { port } = await waitFor(child, name, "ready", timeoutMs)
    return {
      name,
      port,
      process: child,
      profileStart: async () => {
        const started = waitFor(child, name, "profile-started", 10_000)
        send({ type: "profile-start" })
        await started
      },
      profileStop: async (file) => {
        const saved = waitFor(child, name, "profile-saved", 30_000)
        send({ type: "profile-stop", file })
        await saved
      },
      cpuUs: async () => {
        const answer = waitFor(child, name, "cpu", 5_000)
        send({ type: "cpu" })
        const { userUs, systemUs } = await answer
        return userUs + systemUs
      },
      stop
    }
  } catch (error) {
    await stop()
    throw error
  }
}
