import { isRouteErrorResponse } from 'react-router'
import { useOptionalT } from '#app/i18n/i18n.tsx'
import { NotFoundView } from './not-found-view.tsx'

/** The words when the root loader failed, so that no messages reached the page. */
const WITHOUT_MESSAGES = {
  title: 'Unexpected Application Error!',
  unknown: 'Something went wrong.',
  lead: 'Please reload the page. If the problem continues, come back in a few minutes.',
}

/**
 * The one error boundary UI. A 404 gets the friendly not-found page; anything
 * else gets React Router's 'Unexpected Application Error!' screen with the
 * status and status text, or the message.
 */
export function ErrorView({ error }: { error: unknown }) {
  const t = useOptionalT()
  // Without messages (the root loader failed) a 404 is said by the plain screen below.
  if (t && isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  const words = t
    ? {
        title: t('errorPage.error.title'),
        unknown: t('errorPage.error.unknown'),
        lead: t('errorPage.error.lead'),
      }
    : WITHOUT_MESSAGES

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : words.unknown

  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold text-brand-700">{words.title}</h1>
      <h2 className="mt-4 text-xl font-semibold">{detail}</h2>
      <p className="mt-6 text-slate-600">{words.lead}</p>
    </section>
  )
}
