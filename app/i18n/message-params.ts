// Written by `node scripts/message-types.ts` from app/i18n/messages/en.json: do not edit.
export type MessageParams = {
  'frame.skipToContent': undefined
  'frame.homeLink': { site: string | number }
  'frame.mainNav': undefined
  'frame.mainMenu': undefined
  'frame.openMenu': undefined
  'frame.closeMenu': undefined
  'nav.home': undefined
  'nav.preview': undefined
  'nav.about': undefined
  'nav.blog': undefined
  'nav.contact': undefined
  'nav.privacy': undefined
  'nav.terms': undefined
  'footer.tagline': undefined
  'footer.social': undefined
  'footer.opensInNewTab': { network: string | number }
  'footer.quickLinks': undefined
  'footer.support': undefined
  'footer.contact': undefined
  'footer.rights': { year: string | number; site: string | number }
  'footer.copyright': undefined
  'meta.defaultTitle': { host: string | number }
  'meta.defaultDescription': { host: string | number }
  'meta.defaultKeywords': undefined
  'meta.imageAlt': { site: string | number }
  'meta.notFound.title': { site: string | number }
  'meta.notFound.description': undefined
  'meta.error.title': { site: string | number }
  'meta.about.title': { site: string | number }
  'meta.about.description': { site: string | number }
  'meta.about.keywords': { siteLowercase: string | number }
  'meta.contact.title': { site: string | number }
  'meta.contact.description': { site: string | number }
  'meta.contact.keywords': undefined
  'meta.blog.title': { site: string | number }
  'meta.blog.description': undefined
  'meta.blog.keywords': undefined
  'meta.privacy.title': { site: string | number }
  'meta.privacy.description': { site: string | number }
  'meta.privacy.keywords': { siteLowercase: string | number }
  'meta.terms.title': { site: string | number }
  'meta.terms.description': { site: string | number }
  'meta.terms.keywords': { siteLowercase: string | number }
  'errorPage.notFound.title': undefined
  'errorPage.notFound.lead': undefined
  'errorPage.notFound.home': undefined
  'errorPage.notFound.downloader': undefined
  'errorPage.error.title': undefined
  'errorPage.error.unknown': undefined
  'errorPage.error.lead': undefined
  'home.faq.eyebrow': undefined
  'home.faq.title': undefined
  'home.faq.lead': undefined
  'home.faq.free.question': undefined
  'home.faq.free.answer': undefined
  'home.faq.sizes.question': undefined
  'home.faq.sizes.answer': undefined
  'home.faq.links.question': undefined
  'home.faq.links.answer': undefined
  'home.faq.formats.question': undefined
  'home.faq.formats.answer': undefined
  'home.faq.phones.question': undefined
  'home.faq.phones.answer': undefined
  'home.faq.rights.question': undefined
  'home.faq.rights.answer': undefined
  'home.faq.contact.question': undefined
  'home.faq.contact.answer': undefined
}
