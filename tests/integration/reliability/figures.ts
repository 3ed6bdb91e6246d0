/**
 * @module Measured figures, printed when `RELIABILITY_FIGURES=1` so docs/reliability.md can
 * quote this machine's numbers (`RELIABILITY_FIGURES=1 npx vitest run tests/integration/reliability`).
 * Silent otherwise: the assertions, not the printout, are the test.
 */
export function figure(row: string, what: string, value: number, unit = 'ms'): void {
  if (!process.env.RELIABILITY_FIGURES) return
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 0)
  console.log(`[figure] ${row} ${what}: ${shown} ${unit}`)
}
