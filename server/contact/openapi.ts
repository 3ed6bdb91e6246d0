/**
 * @module The contact routes in the API document (server/http/openapi.ts), from schemas.ts.
 */
import { CONTACT_LIMITS } from '#core/contact-rules.ts'
import { CONTACT_PATH } from '#core/contact-outcome.ts'
import {
  errorResponses,
  jsonResponse,
  jsonSchema,
  type ApiDescription,
  type Header,
} from '../http/openapi.ts'
import { ContactReceived, ContactRequest, ContactToken } from './schemas.ts'

const NO_STORE: Header = {
  description: '`no-store`',
  required: true,
  schema: { type: 'string', const: 'no-store' },
}

export const contactApiDescription: ApiDescription = {
  schemas: { ContactRequest },
  paths: {
    '/api/contact': {
      post: {
        operationId: 'sendContactMessage',
        tags: ['contact'],
        summary: 'Sends a message to the site’s owner.',
        description: `A JSON body gets a JSON answer. A form post from a browser (Content-Type application/x-www-form-urlencoded and an Accept that includes text/html) gets a 303 back to ${CONTACT_PATH} with the outcome in the query instead. At most ${CONTACT_LIMITS.bodyBytes} bytes, uncompressed, UTF-8.`,
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ContactRequest' } },
            'application/x-www-form-urlencoded': {
              schema: { $ref: '#/components/schemas/ContactRequest' },
            },
          },
        },
        responses: {
          '201': jsonResponse('The message was taken.', jsonSchema(ContactReceived), {
            'Cache-Control': NO_STORE,
          }),
          '303': {
            description: `A browser's form post: back to the contact page (${CONTACT_PATH}?…) with the outcome.`,
            headers: {
              'X-Request-Id': { $ref: '#/components/headers/RequestId' },
              Location: {
                description: 'The contact page.',
                required: true,
                schema: { type: 'string' },
              },
            },
          },
          ...errorResponses({
            invalid_request:
              'A field is missing, too long or not valid (`fields` says which and why), or the body is not a JSON object, valid JSON or UTF-8.',
            payload_too_large: 'The body is too large; the connection is closed.',
            unsupported_media_type:
              'The body is not application/json or application/x-www-form-urlencoded, not UTF-8, or compressed.',
            rate_limited: 'This client sent too many messages; wait Retry-After seconds.',
            overloaded: 'Today’s messages are used up; wait Retry-After seconds.',
            internal_error: 'The message could not be stored; the log has the request id.',
          }),
        },
      },
    },
    '/api/contact/token': {
      get: {
        operationId: 'contactFormToken',
        tags: ['contact'],
        summary: 'A fresh form token to send back with a message.',
        responses: {
          '200': jsonResponse('A token.', jsonSchema(ContactToken), { 'Cache-Control': NO_STORE }),
        },
      },
    },
  },
}
