/**
 * @module Waits that end early when the response closes, and that `close()` can cancel all
 * at once, so a `latency:60000` fault never keeps a test process alive.
 */
import type { ServerResponse } from 'node:http'

export class Timers {
  #pending = new Set<() => void>()

  /** Resolves `true` after `ms`, or `false` as soon as `res` closes or `cancelAll` runs. */
  wait(ms: number, res: ServerResponse): Promise<boolean> {
    return new Promise((resolve) => {
      const settle = (elapsed: boolean) => {
        clearTimeout(timer)
        this.#pending.delete(cancel)
        res.off('close', cancel)
        resolve(elapsed)
      }
      const cancel = () => settle(false)
      const timer = setTimeout(() => settle(true), ms)
      this.#pending.add(cancel)
      res.once('close', cancel)
    })
  }

  cancelAll(): void {
    for (const cancel of [...this.#pending]) cancel()
  }
}

/** Writes one chunk, honouring backpressure; `false` once the client has gone. */
export function write(res: ServerResponse, chunk: Buffer): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false)
  if (res.write(chunk)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain)
      res.off('close', onClose)
      resolve(ok)
    }
    const onDrain = () => done(true)
    const onClose = () => done(false)
    res.once('drain', onDrain)
    res.once('close', onClose)
  })
}
