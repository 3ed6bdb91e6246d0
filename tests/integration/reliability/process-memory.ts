/**
 * @module Peak memory (VmHWM) of a process, from `/proc/<pid>/status`.
 * Writing 5 to `/proc/<pid>/clear_refs` resets VmHWM to the current RSS, so a test can
 * measure the peak of one request instead of the peak since start-up (Linux only).
 */
import { readFileSync, writeFileSync } from 'node:fs'

const KIB = 1024

function statusField(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`)
  return Number(match[1]) * KIB
}

/** Resets the peak to now; returns the RSS it starts from, in bytes. */
export function resetPeak(pid: number): number {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
  return statusField(pid, 'VmRSS')
}

/** Peak resident memory since the last reset, in bytes. */
export function peakMemory(pid: number): number {
  return statusField(pid, 'VmHWM')
}
