/** Copy of the contact page: business hours, the FAQ, and what a good bug report holds. */

/** The message namespaces the contact page's parts use, sent by its routes' loaders. */
export const CONTACT_MESSAGES = ['contact'] as const

/**
 * Mon–Fri 9–5, closed at weekends. In UTC: the site names no city of its own, and hours
 * without a zone mean a different time to every visitor.
 */
export const BUSINESS_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 5:00 PM UTC' },
  { days: 'Saturday – Sunday', hours: 'Closed' },
] as const

/** The questions, in order; their words are `contact.faq.<id>.question/.answer`. */
export const CONTACT_FAQ = ['reply', 'free', 'rights', 'maxres'] as const

export const BUG_REPORT_TIPS = [
  'the YouTube link you pasted',
  'the quality and format you chose',
  'your browser and device',
  'what you expected, and what happened instead',
] as const
