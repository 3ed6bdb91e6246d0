import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrationHeld } from '#app/lib/hydration-gate.ts'

// React Router's own entry, once what the page's modules hold back is done (hydration-gate.ts).
void hydrationHeld().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
