/**
 * Usage: node scripts/message-types.ts
 * Writes app/i18n/message-params.ts, the parameters of every message of
 * app/i18n/messages/en.json, after a message is added or changed there. A unit test
 * (app/i18n/messages.test.ts) fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs'
import { formattedMessageParams, MESSAGE_PARAMS_FILE } from '#app/i18n/message-types.ts'

const target = new URL(`../${MESSAGE_PARAMS_FILE}`, import.meta.url)
writeFileSync(target, await formattedMessageParams())
console.log(`message-types: wrote ${target.pathname}`)
