import { data } from 'react-router'

// Throwing lets the root boundary render the 404 page (and its head) with HTTP status 404.
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

export default function NotFound() {
  return null
}
