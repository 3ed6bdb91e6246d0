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
  'downloader.linkLabel': undefined
  'downloader.linkPlaceholder': undefined
  'downloader.submit': undefined
  'downloader.stillLooking': undefined
  'downloader.cancel': undefined
  'downloader.manyLinksOffer': { what: string }
  'downloader.modes.label': undefined
  'downloader.modes.one': undefined
  'downloader.modes.many': undefined
  'downloader.modes.pasteOffer': { what: string }
  'downloader.modes.switchToMany': undefined
  'downloader.modes.loading': undefined
  'downloader.notice.tryAgain': undefined
  'results.title': undefined
  'results.count': { count: number; videoId: string | number }
  'results.group.main': undefined
  'results.group.original': undefined
  'results.group.frames': undefined
  'results.group.live': undefined
  'results.missing': { names: string | number }
  'results.card.upscaled': undefined
  'results.card.size': { size: string | number }
  'results.card.withoutBars': undefined
  'results.frames.label': undefined
  'results.frames.show': { count: number }
  'results.frames.hide': { count: number }
  'results.shape.legend': undefined
  'results.shape.lead': undefined
  'results.shape.asItIs': undefined
  'results.shape.option': { label: string | number; ratio: string | number }
  'results.shape.detail': { size: string | number; usedFor: string | number }
  'results.shape.overlay': undefined
  'results.shape.square.label': undefined
  'results.shape.square.usedFor': undefined
  'results.shape.square.inBar': undefined
  'results.shape.portrait.label': undefined
  'results.shape.portrait.usedFor': undefined
  'results.shape.portrait.inBar': undefined
  'results.shape.vertical.label': undefined
  'results.shape.vertical.usedFor': undefined
  'results.shape.vertical.inBar': undefined
  'results.shape.widescreen.label': undefined
  'results.shape.widescreen.usedFor': undefined
  'results.shape.widescreen.inBar': undefined
  'results.shape.linkPreview.label': undefined
  'results.shape.linkPreview.usedFor': undefined
  'results.shape.linkPreview.inBar': undefined
  'results.bar.withoutBars': undefined
  'results.bar.playButton': undefined
  'results.bar.download': undefined
  'results.bar.toShape': undefined
  'results.bar.toFileName': undefined
  'results.bar.toPreview': undefined
}
