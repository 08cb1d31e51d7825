import * as fs from "node:fs"

/** PGlite does not lock its data directory; two processes on one directory would corrupt it. */
export const acquireLockFile = (lockPath: string): (() => void) => {
  const write = () => {
    const fd = fs.openSync(lockPath, "wx", 0o600)
    fs.writeSync(fd, String(process.pid))
    fs.closeSync(fd)
  }
  try {
    write()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    const holder = Number(fs.readFileSync(lockPath, "utf8").trim())
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(
        `The embedded database is in use by another process (pid ${holder}); lock file ${lockPath}. ` +
          `Stop that process, or use PostgreSQL (DATABASE_URL) to run several instances.`
      )
    }
    // The holder died without cleaning up: the lock is stale.
    fs.rmSync(lockPath, { force: true })
    write()
  }
  return () => {
    try {
      if (Number(fs.readFileSync(lockPath, "utf8").trim()) === process.pid) fs.rmSync(lockPath, { force: true })
    } catch {
      // already gone
    }
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}
