import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { sonnerPatch } from './scripts/vite-sonner-patch.ts'

/**
 * Fewer, larger chunks for the first load (docs/performance.md, Lighthouse):
 * every file costs a request and its response headers, and every page loads React, React Router and the root route
 * anyway. So the framework is one chunk, and the root route travels with
 * everything it imports plus the small modules several pages and the client entry share; route
 * modules and lazy chunks (sonner, the results) stay split.
 * https://rolldown.rs/in-depth/manual-code-splitting
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/
const WITH_ROOT =
  /[\\/]app[\\/](root\.tsx|components[\\/]section-heading\.tsx|lib[\\/]hydration-gate\.ts)$|[\\/]core[\\/]messages\.ts$/

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), sonnerPatch()],
  // `npm run dev`: bundle at start the dependencies Vite would otherwise find only when the first
  // lookup loads them (the toaster, and what the route modules' server code names before React
  // Router strips it), which made Vite reload the page in the middle of that lookup.
  optimizeDeps: {
    include: ['sonner', 'undici', 'zod', '@lingui/core', '@lingui/message-utils/compileMessage'],
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                {
                  name: 'root',
                  test: WITH_ROOT,
                  includeDependenciesRecursively: true,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
})
