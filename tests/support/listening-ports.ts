/**
 * @module The TCP ports a process listens on, read from Linux's /proc (proc(5): /proc/PID/fd
 * names each socket's inode, /proc/net/tcp and tcp6 list the sockets with their state), for
 * tests that a listener is there, or is not.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** State 0A is TCP_LISTEN in /proc/net/tcp. */
const LISTEN = '0A'

export type Listener = { address: string; port: number }

/**
 * @example listeningPorts(server.pid) // [{ address: '127.0.0.1', port: 40123 }]
 */
export function listeningPorts(pid: number): Listener[] {
  const inodes = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (match?.[1]) inodes.add(match[1])
    } catch {
      // The descriptor closed between the listing and the read.
    }
  }
  const listeners: Listener[] = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/)
      const [local = '', state, inode = ''] = [fields[1], fields[3], fields[9]]
      if (state !== LISTEN || !inodes.has(inode)) continue
      const [hexAddress = '', hexPort = ''] = local.split(':')
      listeners.push({ address: decodeAddress(hexAddress), port: Number.parseInt(hexPort, 16) })
    }
  }
  return listeners.toSorted((a, b) => a.port - b.port)
}

/** An IPv4 address as the kernel writes it (little-endian hex); IPv6 ones stay hex. */
function decodeAddress(hex: string): string {
  if (hex.length !== 8) return hex
  const bytes = hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []
  return bytes.toReversed().join('.')
}
