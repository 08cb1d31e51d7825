/**
 * CPU accounting per scenario: the server child (process.cpuUsage over IPC), the PostgreSQL
 * backends serving it (/proc/<pid>/stat of the pids pg_stat_activity lists for its
 * application_name; needs PostgreSQL on this machine) and the load generator (this process).
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import type pg from "pg"

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100
  } catch {
    return 100
  }
})()

/** CPU used so far by each backend of `database` whose application_name is `app`; null where /proc is not readable. */
export const backendCpu = async (admin: pg.Client, database: string, app: string): Promise<Map<number, number> | null> => {
  const { rows } = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2",
    [database, app]
  )
  const out = new Map<number, number>()
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
      // Fields after "(comm)": state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      out.set(pid, ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1e6)
    } catch {
      return null
    }
  }
  return out
}

/** CPU µs the backends used between two snapshots (backends started in between count whole). */
export const backendDelta = (before: Map<number, number> | null, after: Map<number, number> | null): number | null => {
  if (before === null || after === null) return null
  let total = 0
  for (const [pid, us] of after) total += us - (before.get(pid) ?? 0)
  return total
}

/** CPU µs the whole machine has spent busy so far (all CPUs, from /proc/stat); null if unreadable. */
export const machineBusyUs = (): number | null => {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!
    // cpu user nice system idle iowait irq softirq steal …
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
    return (((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / ticksPerSecond) * 1e6
  } catch {
    return null
  }
}
