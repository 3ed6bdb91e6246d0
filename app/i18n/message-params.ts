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
  'about.hero.eyebrow': { site: string | number }
  'about.hero.title': undefined
  'about.hero.lead': { site: string | number }
  'about.story.eyebrow': undefined
  'about.story.title': undefined
  'about.story.why': undefined
  'about.story.what': { site: string | number }
  'about.story.firstVersion': { day: string | number }
  'about.story.today': undefined
  'about.pillars.eyebrow': undefined
  'about.pillars.title': undefined
  'about.pillars.lead': undefined
  'about.pillars.mission.title': undefined
  'about.pillars.mission.text': undefined
  'about.pillars.team.title': undefined
  'about.pillars.team.text': undefined
  'about.pillars.impact.title': undefined
  'about.pillars.impact.text': undefined
  'about.timeline.eyebrow': undefined
  'about.timeline.title': undefined
  'about.timeline.lead': undefined
  'about.timeline.version': { version: string | number }
  'about.timeline.firstVersion.title': undefined
  'about.timeline.firstVersion.text': undefined
  'about.timeline.anyLink.title': undefined
  'about.timeline.anyLink.text': undefined
  'about.timeline.everyPicture.title': undefined
  'about.timeline.everyPicture.text': undefined
  'about.values.eyebrow': undefined
  'about.values.title': undefined
  'about.values.lead': undefined
  'about.values.free.title': undefined
  'about.values.free.text': undefined
  'about.values.private.title': undefined
  'about.values.private.text': undefined
  'about.values.fast.title': undefined
  'about.values.fast.text': undefined
  'about.values.quality.title': undefined
  'about.values.quality.text': undefined
  'about.values.creators.title': undefined
  'about.values.creators.text': undefined
  'about.values.open.title': undefined
  'about.values.open.text': undefined
  'about.team.eyebrow': undefined
  'about.team.title': undefined
  'about.team.lead': undefined
  'about.cta.title': undefined
  'about.cta.lead': undefined
  'about.cta.button': undefined
  'contact.hero.eyebrow': undefined
  'contact.hero.title': undefined
  'contact.hero.lead': undefined
  'contact.details.title': undefined
  'contact.details.leadWithPhone': undefined
  'contact.details.lead': undefined
  'contact.details.email': undefined
  'contact.details.phone': undefined
  'contact.details.address': undefined
  'contact.details.hours': undefined
  'contact.faq.eyebrow': undefined
  'contact.faq.title': undefined
  'contact.faq.reply.question': undefined
  'contact.faq.reply.answer': undefined
  'contact.faq.free.question': undefined
  'contact.faq.free.answer': undefined
  'contact.faq.rights.question': undefined
  'contact.faq.rights.answer': undefined
  'contact.faq.maxres.question': undefined
  'contact.faq.maxres.answer': undefined
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
