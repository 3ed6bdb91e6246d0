/**
 * @module The security headers every response carries, as a test expects them (names in lower
 * case, as `Headers` lists them). Written out rather than imported from
 * server/http/security-headers.ts, so that a change there fails the tests that pin them.
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}
