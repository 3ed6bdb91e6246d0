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
  'results.share.image.idle': undefined
  'results.share.image.working': undefined
  'results.share.image.done': undefined
  'results.share.link.idle': undefined
  'results.share.link.working': undefined
  'results.share.link.done': undefined
  'results.share.share.idle': undefined
  'results.share.share.working': undefined
  'results.share.share.done': undefined
  'results.snippets.title': undefined
  'results.snippets.lead': undefined
  'results.snippets.html': undefined
  'results.snippets.markdown': undefined
  'results.snippets.attribution': undefined
  'results.snippets.copy': { label: string | number }
  'results.snippets.copied': undefined
  'toasts.invalidUrl.title': undefined
  'toasts.invalidUrl.description': undefined
  'toasts.linkRequired.title': undefined
  'toasts.linkRequired.description': undefined
  'toasts.playlistUrl.title': undefined
  'toasts.playlistUrl.description': undefined
  'toasts.channelUrl.title': undefined
  'toasts.channelUrl.description': undefined
  'toasts.noThumbnails.title': undefined
  'toasts.noThumbnails.description': undefined
  'toasts.fetchFailed.title': undefined
  'toasts.fetchFailed.description': undefined
  'toasts.conversionFailed.title': undefined
  'toasts.conversionFailed.description': undefined
  'toasts.imageCopied.title': undefined
  'toasts.imageCopied.description': undefined
  'toasts.linkCopied.title': undefined
  'toasts.linkCopied.description': undefined
  'toasts.copyImageUnsupported.title': undefined
  'toasts.copyImageUnsupported.description': undefined
  'toasts.copyFailed.title': undefined
  'toasts.copyFailed.description': undefined
  'toasts.linkCopyFailed.title': undefined
  'toasts.linkCopyFailed.description': { link: string | number }
  'toasts.snippetCopied.title': { label: string | number }
  'toasts.snippetCopied.description': undefined
  'toasts.snippetCopyFailed.title': undefined
  'toasts.snippetCopyFailed.description': undefined
  'toasts.shareReady.title': undefined
  'toasts.shareReady.description': undefined
  'toasts.shareFailed.title': undefined
  'toasts.shareFailed.description': undefined
  'toasts.thumbnailsFound.title': undefined
  'toasts.thumbnailsFound.description': { count: string | number }
  'toasts.processing.title': undefined
  'toasts.processing.description': { format: string | number }
  'toasts.downloadStarted.title': undefined
  'toasts.downloadStarted.description': { format: string; label: string | number }
  'errors.lookup.upstreamError.title': undefined
  'errors.lookup.upstreamError.description': undefined
  'errors.lookup.upstreamTimeout.title': undefined
  'errors.lookup.upstreamTimeout.description': undefined
  'errors.lookup.noThumbnails.title': undefined
  'errors.lookup.noThumbnails.description': undefined
  'errors.lookup.overloaded.title': undefined
  'errors.lookup.overloaded.description': undefined
  'errors.lookup.rateLimited.title': undefined
  'errors.lookup.rateLimited.description': undefined
  'errors.lookup.unreachable.title': undefined
  'errors.lookup.unreachable.description': undefined
  'errors.lookup.fetchFailed.title': undefined
  'errors.lookup.fetchFailed.description': undefined
}
