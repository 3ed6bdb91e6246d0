/**
 * The privacy policy. It describes what the server really does: links and IP
 * addresses are used in memory to answer a request and never logged
 * (server/http/request-log.ts); public thumbnail data is cached in memory for
 * up to ten minutes (CACHE_TTL in server/thumbnails/service.ts); the only thing
 * saved is a contact-form message. In the visitor's own browser, localStorage
 * keeps the recent lookups (app/components/recent/recent-lookups.ts) and the
 * file-name choice (app/components/downloader/file-name-choice.ts) and the language choice
 * (app/lib/language-suggestion.server.ts); none is
 * ever sent to the server. Change this text whenever that behaviour changes.
 */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from './legal.ts'

const contactLink = { text: 'Contact us', href: `#${CONTACT_SECTION_ID}` }

export function privacyPolicy({ name, host }: Pick<Site, 'name' | 'host'>): LegalDocument {
  return {
    title: 'Privacy Policy',
    contactLead:
      'Questions about this policy, or want to see, correct or delete a message you sent us? Write to us and a person will reply.',
    intro: [
      `${name} is a free tool for downloading YouTube thumbnails. We built it to need as little about you as possible. This policy explains, in plain language, what happens to your information when you use ${host}, what we keep and what we do not.`,
    ],
    summary: {
      title: 'The short version',
      items: [
        'No account, no tracking cookies, no analytics and no ads.',
        'The links you paste are never written to our logs or our database. For a few minutes our server remembers which thumbnails a video has, without knowing who asked.',
        'The only thing we save is a message you choose to send us through the contact form.',
        'Your recent lookups are kept in your own browser, never on our server, and you can clear them at any time.',
        'Your browser talks only to our site. Our server fetches thumbnails from YouTube’s image host on your behalf.',
      ],
    },
    sections: [
      {
        id: 'information-we-collect',
        title: 'Information we collect',
        blocks: [
          {
            p: 'You never need an account, and we never ask for your name or email address unless you write to us. Depending on what you do, this is what reaches our server:',
          },
          {
            list: [
              [
                { strong: 'The link you submit.' },
                ' When you paste a YouTube link, our server reads the 11-character video ID from it so it can find that video’s thumbnails. It needs nothing else.',
              ],
              [
                { strong: 'Technical request data.' },
                ' Like every website, our server receives your IP address and standard request headers, such as your browser type and preferred language, with each request. This is simply how a page gets delivered to you.',
              ],
              [
                { strong: 'Contact form messages.' },
                ' If you use the contact form, we receive the name, email address, subject and message you type in.',
              ],
              [
                { strong: 'Emails you send us.' },
                ' If you write to our support address, we receive your message and your email address.',
              ],
            ],
          },
          {
            p: 'We do not collect your precise location, your contacts, payment details or any sensitive category of personal data, and we do not buy or receive information about you from anyone else.',
          },
        ],
      },
      {
        id: 'how-we-use-it',
        title: 'How we use it',
        blocks: [
          {
            list: [
              'To find the thumbnails you ask for, convert them into the format you choose and send them to you.',
              'To keep the service available for everyone. Your IP address is used, in memory only, to count recent requests so that automated floods can be slowed down or refused.',
              'To read and answer your messages, and to follow up on the problems and ideas you report.',
              'To find and fix faults. For each request our server notes the time, the kind of request (for example “thumbnail lookup”), the result, how long it took and a random reference number. These notes never contain the link you submitted, the video ID or your IP address.',
            ],
          },
          {
            p: 'We do not sell, rent or trade information. We do not build profiles, show advertising, or make automated decisions about you.',
          },
          {
            p: 'Where a data-protection law such as the GDPR asks for a legal basis, we rely on our legitimate interest in running a working and secure service, and, for messages, on your own request that we reply to you.',
          },
        ],
      },
      {
        id: 'what-we-keep',
        title: 'What we keep and for how long',
        blocks: [
          {
            p: 'Keeping data is a risk, so we keep as little as we can. This table lists everything our server holds on to, even briefly:',
          },
          {
            table: {
              caption: 'What our server keeps, and for how long',
              columns: ['Information', 'What happens to it', 'How long'],
              rows: [
                [
                  'Links and video IDs you submit',
                  'Used to answer your request. Never written to our logs or database.',
                  'Only while your request is handled.',
                ],
                [
                  'Which sizes a video has',
                  'Remembered so that repeat lookups of the same video are fast. Shared by all visitors and not linked to whoever asked.',
                  'Up to ten minutes, in memory.',
                ],
                [
                  'Thumbnail images',
                  'Fetched from YouTube’s image host and converted if you asked for another format. These public images sit in a shared cache so that the next download is fast; they are not linked to whoever asked and never saved to disk.',
                  'Up to ten minutes, in memory.',
                ],
                [
                  'Your IP address',
                  'Used to count recent requests for rate limiting. Never written to our logs or database.',
                  'Minutes, in memory; gone on restart.',
                ],
                [
                  'Contact form messages',
                  'Stored in a SQLite database on our own server, so that we can answer you. This is the only information we save to disk.',
                  'Until your request and any follow-up are dealt with, or sooner if you ask us to delete it.',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'stored-in-your-browser',
        title: 'Stored in your browser',
        blocks: [
          {
            p: 'To save you typing, the home page lists the last few videos you looked up. This list is kept in your browser’s local storage on your device. It never leaves your browser: the list is not sent to our server, is not a cookie and is not shared with anyone. To show each video’s small picture, your browser asks our server for that thumbnail, as it does when you look a video up; those requests are handled as described above and not linked to you.',
          },
          {
            list: [
              [
                { strong: 'What is stored.' },
                ' For each of the last eight videos you looked up: its video ID, its title and channel name, which of its pictures to show small, and when you looked it up. Your browser also remembers whether you prefer files named after the video’s title. If you pick a language from the language menu, or close the suggestion to read a page in another language, your browser remembers that choice too.',
              ],
              [
                { strong: 'Where.' },
                ` In your browser’s local storage for ${host}, on this device only. Another browser or device has its own list, or none.`,
              ],
              [
                { strong: 'How to clear it.' },
                ' Remove one video with the × next to it, or all of them with “Clear all”, under “Your recent lookups” on the home page. Clearing your browser’s site data for this site also removes it. If your browser blocks local storage, nothing is kept and the list lasts only until you leave the page.',
              ],
            ],
          },
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: [
          {
            p: 'We do not set cookies for tracking, analytics or advertising, and we run no analytics service at all. Our pages contain no third-party scripts, tracking pixels, embedded videos or social-media widgets.',
          },
          {
            p: 'That is why you will not see a cookie banner here: there is nothing to consent to. If we ever need a strictly necessary cookie, for example to protect a form against abuse, it will not follow you across sites, and we will list it in this section before we start using it.',
          },
          {
            p: [
              'Your browser may keep its own cache of our pages and images so that they load faster next time. You can clear it at any time in your browser settings. Your recent lookups are kept in your browser’s local storage, not in a cookie (see ',
              { text: 'Stored in your browser', href: '#stored-in-your-browser' },
              ').',
            ],
          },
        ],
      },
      {
        id: 'third-parties',
        title: 'Third parties',
        blocks: [
          {
            p: [
              'Thumbnails are published by YouTube on its image host. When you look up a video, ',
              { strong: 'our server, not your browser,' },
              ' requests the images from that host. The request contains only the video ID and the image size. It does not include your IP address, your cookies or anything about your device, so YouTube cannot tell from it who asked.',
            ],
          },
          {
            p: 'Apart from that, your browser talks only to our website: every page, script, font and image is served by us. A few other parties can be involved:',
          },
          {
            list: [
              [
                { strong: 'Hosting and network providers' },
                ' that run our server and carry traffic to it handle IP addresses as part of delivering that traffic.',
              ],
              [
                { strong: 'Email providers.' },
                ' If you email us, your email provider and ours carry the message.',
              ],
              [
                { strong: 'Social networks.' },
                ' The Facebook, Twitter, Instagram and YouTube links in our footer take you to those sites, whose own privacy policies then apply. Nothing from them loads on our pages.',
              ],
              [
                { strong: 'Authorities.' },
                ' We disclose the little we hold only when the law requires it, and we will tell you about it if we are allowed to.',
              ],
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        blocks: [
          {
            p: 'Depending on where you live, for example under the GDPR in the European Union and the United Kingdom or the CCPA in California, you may have the right to:',
          },
          {
            list: [
              'find out whether we hold information about you and get a copy of it;',
              'have it corrected if it is wrong;',
              'have it deleted;',
              'object to, or ask us to limit, how we use it;',
              'receive it in a portable format;',
              'complain to your local data-protection authority.',
            ],
          },
          {
            p: [
              'Because there are no accounts and we keep neither links nor IP addresses, the only personal information we can find is a message you sent us. To use any of these rights, write to us from the email address you used (see ',
              contactLink,
              ' below). We reply within 30 days, we never charge for it, and using your rights will never affect how we treat you.',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Children’s privacy',
        blocks: [
          {
            p: `${name} is a general-audience tool and is not directed at children under 13, or under the minimum age that applies in your country. Nobody needs to share personal information to use it. We do not knowingly collect personal information from children through the contact form; if you believe a child has sent us a message, tell us and we will delete it.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          {
            p: 'Keeping little data is our best protection: information we do not have cannot leak. For what we do handle:',
          },
          {
            list: [
              'pages and downloads are served over encrypted HTTPS connections;',
              'strict security headers stop our pages from loading code from anywhere else;',
              'contact messages are stored with safeguards against injection attacks and can be read only by the people who answer them;',
              'our server contacts only YouTube’s image host, and checks every image it receives before processing it.',
            ],
          },
          {
            p: 'No system is perfectly secure. If we ever learn of a breach that affects your information, we will tell you and the relevant authorities as the law requires.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        blocks: [
          {
            p: 'When our practices change, we update this page and the “Last updated” date at the top. If a change would mean collecting or keeping more about you, we will announce it clearly on the site before it takes effect. Earlier versions are available on request.',
          },
        ],
      },
    ],
  }
}
