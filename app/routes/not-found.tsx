import { data } from 'react-router'
import { NO_APP } from '#app/lib/page-scripts.ts'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

// Throwing lets the root boundary render the 404 page (and its head) with HTTP status 404.
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

export default function NotFound() {
  return null
}
