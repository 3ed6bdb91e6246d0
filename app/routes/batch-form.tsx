import { data } from 'react-router'
import { HOME_MESSAGES, HomePage } from '#app/components/home/home-page.tsx'
import { getBatchRefusal } from '#app/lib/load-context.server.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { ENGLISH } from '#core/locales.ts'
import type { Route } from './+types/batch-form'

/**
 * `/api/batch` as a page: only the server renders it, as its answer to a browser's own post of
 * the Many links form that it refused (server/pages/routes.ts, `batchFormRefusal`). The home
 * page, on the Many links form, with the refusal's sentence and what was posted; the status is
 * the refusal's. Its address is the form's, so the page's script finds this route when it
 * hydrates. Any other request for it is the API's (a GET there is a 405).
 */
export function loader({ context }: Route.LoaderArgs) {
  const refusal = getBatchRefusal(context)
  if (!refusal) throw data(null, { status: 404, statusText: 'Not Found' })
  return { refusal, messages: messagesFor(ENGLISH, HOME_MESSAGES) }
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { path: '/', noindex: true })
}

export default function BatchForm({ loaderData }: Route.ComponentProps) {
  return <HomePage server={null} batch={loaderData.refusal} />
}
