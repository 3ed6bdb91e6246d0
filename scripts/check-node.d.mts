// Types of scripts/check-node.mjs, which stays plain JavaScript so an old Node can run it.
export function minimumVersion(range: string): [number, number, number] | undefined
export function satisfies(version: string, range: string): boolean
export function tooOldMessage(version: string, range: string): string
