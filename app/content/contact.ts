/** Copy of the contact page: business hours, the FAQ, and what a good bug report holds. */

/**
 * Mon–Fri 9–5, closed at weekends. In UTC: the site names no city of its own, and hours
 * without a zone mean a different time to every visitor.
 */
export const BUSINESS_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 5:00 PM UTC' },
  { days: 'Saturday – Sunday', hours: 'Closed' },
] as const

export const CONTACT_FAQ = [
  {
    question: 'How quickly will you reply?',
    answer:
      'We answer every message within one business day. Our team works Monday to Friday, 9 AM to 5 PM UTC; messages sent at the weekend are answered on Monday.',
  },
  {
    question: 'Is ThumbGrab really free?',
    answer:
      'Yes. There is no account, no subscription and no watermark. Paste a YouTube link, pick a size and a format, and download. The only limits are there to stop automated floods, far above what any person needs.',
  },
  {
    question: 'May I use the thumbnails I download?',
    answer:
      'Thumbnails belong to the creators of their videos. Using one for reference, research or commentary is usually fine; to publish it elsewhere, ask the creator for permission first. You are responsible for how you use what you download.',
  },
  {
    question: 'Why is the highest quality missing for some videos?',
    answer:
      'YouTube only creates its 1280×720 image when a video or its custom thumbnail is large enough. Older and low-resolution videos have smaller sizes only, and ThumbGrab lists exactly the sizes that exist.',
  },
] as const

export const BUG_REPORT_TIPS = [
  'the YouTube link you pasted',
  'the quality and format you chose',
  'your browser and device',
  'what you expected, and what happened instead',
] as const
