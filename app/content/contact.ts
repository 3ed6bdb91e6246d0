/**
 * The contact page's structure: business hours, the FAQ, and what a good bug report holds;
 * their words are `contact.*` in the catalog.
 */

/** The message namespaces the contact page's parts use, sent by its routes' loaders. */
export const CONTACT_MESSAGES = ['contact'] as const

/**
 * Mon–Fri 9–5, closed at weekends: rows `contact.hours.<id>.days/.hours`. In UTC: the site names
 * no city of its own, and hours without a zone mean a different time to every visitor.
 */
export const BUSINESS_HOURS = ['weekdays', 'weekend'] as const

/** The questions, in order; their words are `contact.faq.<id>.question/.answer`. */
export const CONTACT_FAQ = ['reply', 'free', 'rights', 'maxres'] as const

/** What a bug report should hold, in order: `contact.support.tips.<id>`. */
export const BUG_REPORT_TIPS = ['link', 'choice', 'browser', 'expected'] as const
