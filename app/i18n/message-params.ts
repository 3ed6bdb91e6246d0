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
  'feed.title': undefined
  'feed.upright': undefined
  'feed.wide': { duration: string | number }
  'feed.themeGroup': { theme: 'light' | 'dark' }
  'feed.theme.light': undefined
  'feed.theme.dark': undefined
  'feed.place.home': undefined
  'feed.place.search': undefined
  'feed.place.sidebar': undefined
  'feed.place.phone': undefined
  'feed.place.shorts': undefined
  'feed.place.shortsPhone': undefined
  'feed.caption': { place: string | number; width: string | number; height: string | number }
  'feed.defaultTitle': undefined
  'feed.defaultChannel': undefined
  'tester.eyebrow': undefined
  'tester.title': undefined
  'tester.lead': undefined
  'tester.private': undefined
  'tester.noScript': undefined
  'tester.yourVideo': undefined
  'tester.pictureLabel': { number: string | number }
  'tester.realVideoLabel': undefined
  'tester.channelVideoLabel': { number: string | number }
  'tester.titleField': undefined
  'tester.titlePlaceholder': undefined
  'tester.channelField': undefined
  'tester.lengthField': undefined
  'tester.feedTitle': undefined
  'tester.feedEmpty': undefined
  'tester.feedLead': undefined
  'tester.exampleLength': { duration: string | number }
  'tester.realVideoLength': { duration: string | number }
  'tester.channelLength': { duration: string | number }
  'tester.dropFull': { max: string | number }
  'tester.dropHere': { max: string | number }
  'tester.choose': undefined
  'tester.types': undefined
  'tester.yourPictures': undefined
  'tester.pictureName': { number: string | number; name: string | number }
  'tester.checking': undefined
  'tester.hardToRead': { size: string | number }
  'tester.readable': { size: string | number }
  'tester.pictureSize': { width: string | number; height: string | number }
  'tester.pictureSizeCropped': { width: string | number; height: string | number }
  'tester.replace': { number: string | number }
  'tester.remove': { number: string | number }
  'tester.compareTitle': undefined
  'tester.compareHint': { count: string | number }
  'tester.linkLabel': undefined
  'tester.linkPlaceholder': undefined
  'tester.lookingUp': undefined
  'tester.show': undefined
  'tester.removeChannel': undefined
  'tester.removeVideo': undefined
  'tester.showingVideo': { title: string | number }
  'tester.showingVideoBy': { title: string | number; channel: string | number }
  'tester.showingChannel': { count: number; channel: string | number }
  'tester.thisChannel': undefined
}
