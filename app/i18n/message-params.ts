// Written by `node scripts/message-types.ts` from app/i18n/messages/en.json: do not edit.
export type MessageParams = {
  'frame.skipToContent': undefined
  'frame.homeLink': { site: string | number }
  'frame.mainNav': undefined
  'frame.mainMenu': undefined
  'frame.openMenu': undefined
  'frame.closeMenu': undefined
  'frame.language': undefined
  'frame.languageSuggestion': undefined
  'frame.dismissSuggestion': undefined
  'frame.notifications': undefined
  'frame.dismissNotification': undefined
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
  'footer.rights': { site: string | number; year: string | number }
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
  'meta.preview.title': { site: string | number }
  'meta.preview.description': undefined
  'meta.preview.keywords': undefined
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
  'contact.detailsAndForm': undefined
  'contact.hours.weekdays.days': undefined
  'contact.hours.weekdays.hours': undefined
  'contact.hours.weekend.days': undefined
  'contact.hours.weekend.hours': undefined
  'contact.form.title': undefined
  'contact.form.allRequired': undefined
  'contact.form.honeypot': undefined
  'contact.form.send': undefined
  'contact.form.sending': undefined
  'contact.field.name.label': undefined
  'contact.field.name.placeholder': undefined
  'contact.field.name.required': undefined
  'contact.field.name.tooLong': { max: string | number }
  'contact.field.name.invalidCharacters': undefined
  'contact.field.email.label': undefined
  'contact.field.email.placeholder': undefined
  'contact.field.email.required': undefined
  'contact.field.email.tooLong': { max: string | number }
  'contact.field.email.invalidCharacters': undefined
  'contact.field.subject.label': undefined
  'contact.field.subject.placeholder': undefined
  'contact.field.subject.required': undefined
  'contact.field.subject.tooLong': { max: string | number }
  'contact.field.subject.invalidCharacters': undefined
  'contact.field.message.label': undefined
  'contact.field.message.placeholder': undefined
  'contact.field.message.required': undefined
  'contact.field.message.tooLong': { max: string | number }
  'contact.field.message.invalidCharacters': undefined
  'contact.field.message.shorten': undefined
  'contact.field.invalidEmail': undefined
  'contact.alert.invalid': undefined
  'contact.alert.rateLimited': undefined
  'contact.alert.payloadTooLarge': undefined
  'contact.alert.busy': undefined
  'contact.alert.failed': undefined
  'contact.alert.unreachable': undefined
  'contact.sent.title': undefined
  'contact.sent.description': undefined
  'contact.sent.writeAnother': undefined
  'contact.support.open': undefined
  'contact.support.title': undefined
  'contact.support.close': undefined
  'contact.support.lead': undefined
  'contact.support.email': undefined
  'contact.support.phone': undefined
  'contact.support.address': undefined
  'contact.support.hours': undefined
  'contact.support.tipsTitle': undefined
  'contact.support.tips.link': undefined
  'contact.support.tips.choice': undefined
  'contact.support.tips.browser': undefined
  'contact.support.tips.expected': undefined
  'contact.support.done': undefined
  'blog.hero.eyebrow': undefined
  'blog.hero.title': undefined
  'blog.hero.lead': undefined
  'blog.articles': undefined
  'blog.articlesInEnglish': undefined
  'blog.author': { site: string | number }
  'blog.minRead': { minutes: number }
  'blog.card.read': undefined
  'blog.card.readLabel': { title: string | number }
  'blog.post.back': undefined
  'blog.post.more': undefined
  'blog.outline.title': undefined
  'blog.toolLink.title': undefined
  'blog.toolLink.text': undefined
  'blog.toolLink.action': undefined
  'blog.pagination.label': undefined
  'blog.pagination.previous': undefined
  'blog.pagination.next': undefined
  'blog.pagination.page': { number: string | number; title: string | number }
  'legal.eyebrow': undefined
  'legal.lastUpdated': { date: string | number }
  'legal.toc': undefined
  'legal.englishPrevails': undefined
  'legal.englishVersion': undefined
  'legal.contact.title': undefined
  'legal.contact.email': undefined
  'legal.contact.address': undefined
  'legal.contact.form': undefined
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
  'home.hero.title': undefined
  'home.hero.lead': undefined
  'home.hero.perks.free': undefined
  'home.hero.perks.signUp': undefined
  'home.hero.perks.watermark': undefined
  'home.hero.perks.formats': undefined
  'home.hero.seeFeatures': undefined
  'home.features.eyebrow': undefined
  'home.features.title': undefined
  'home.features.lead': undefined
  'home.features.sizes.title': undefined
  'home.features.sizes.text': undefined
  'home.features.formats.title': undefined
  'home.features.formats.text': undefined
  'home.features.fullHd.title': undefined
  'home.features.fullHd.text': undefined
  'home.features.speed.title': undefined
  'home.features.speed.text': undefined
  'home.features.privacy.title': undefined
  'home.features.privacy.text': undefined
  'home.features.devices.title': undefined
  'home.features.devices.text': undefined
  'home.steps.eyebrow': undefined
  'home.steps.title': undefined
  'home.steps.paste.title': undefined
  'home.steps.paste.text': undefined
  'home.steps.download.title': undefined
  'home.steps.download.text': undefined
  'home.steps.save.title': undefined
  'home.steps.save.text': undefined
  'home.steps.tryIt': undefined
  'home.reviews.eyebrow': undefined
  'home.reviews.title': undefined
  'home.reviews.rating': { max: number; rating: number }
  'home.reviews.quote': { quote: string | number }
  'home.glance.eyebrow': undefined
  'home.glance.title': undefined
  'home.stats.pictures': undefined
  'home.stats.formats': undefined
  'home.stats.signUps': undefined
  'home.useCases.eyebrow': undefined
  'home.useCases.title': undefined
  'home.useCases.creators.title': undefined
  'home.useCases.creators.text': undefined
  'home.useCases.marketers.title': undefined
  'home.useCases.marketers.text': undefined
  'home.useCases.designers.title': undefined
  'home.useCases.designers.text': undefined
  'home.useCases.teachers.title': undefined
  'home.useCases.teachers.text': undefined
  'home.useCases.bloggers.title': undefined
  'home.useCases.bloggers.text': undefined
  'home.useCases.researchers.title': undefined
  'home.useCases.researchers.text': undefined
  'home.comparison.eyebrow': undefined
  'home.comparison.title': { site: string | number }
  'home.comparison.caption': { site: string | number }
  'home.comparison.feature': undefined
  'home.comparison.others': undefined
  'home.comparison.yes': undefined
  'home.comparison.no': undefined
  'home.comparison.free.feature': undefined
  'home.comparison.free.others': undefined
  'home.comparison.fullHd.feature': undefined
  'home.comparison.fullHd.others': undefined
  'home.comparison.formats.feature': undefined
  'home.comparison.formats.others': undefined
  'home.comparison.pixelSize.feature': undefined
  'home.comparison.fileNames.feature': undefined
  'home.comparison.fileNames.others': undefined
  'home.comparison.limits.feature': undefined
  'home.comparison.limits.others': undefined
  'home.comparison.logs.feature': undefined
  'home.comparison.logs.others': undefined
  'home.cta.title': undefined
  'home.cta.lead': undefined
  'home.cta.button': undefined
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
  'feed.caption': { height: string | number; place: string | number; width: string | number }
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
  'tester.pictureName': { name: string | number; number: string | number }
  'tester.checking': undefined
  'tester.hardToRead': { size: string | number }
  'tester.readable': { size: string | number }
  'tester.pictureSize': { height: string | number; width: string | number }
  'tester.pictureSizeCropped': { height: string | number; width: string | number }
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
  'tester.showingVideoBy': { channel: string | number; title: string | number }
  'tester.showingChannel': { channel: string | number; count: number }
  'tester.thisChannel': undefined
  'tester.link.empty': undefined
  'tester.link.playlist': undefined
  'tester.link.channel': undefined
  'tester.link.ambiguous': undefined
  'tester.link.other': undefined
  'tester.lookupFailed': { description: string | number; title: string | number }
  'tester.channelEmpty': undefined
  'tester.durationHint': undefined
  'tester.files.name': { name: string | number }
  'tester.files.list': { last: string | number; rest: string | number }
  'tester.files.listSeparator': undefined
  'tester.files.wrongType': { count: number; names: string | number }
  'tester.files.noRoom': { count: number; max: number; names: string | number }
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
  'results.format': undefined
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
  'results.fileName.legend': undefined
  'results.fileName.byId': undefined
  'results.fileName.byTitle': undefined
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
  'quality.default': undefined
  'quality.mqdefault': undefined
  'quality.hqdefault': undefined
  'quality.sddefault': undefined
  'quality.maxresdefault': undefined
  'quality.fullhd': undefined
  'quality.hq720': undefined
  'quality.original.wide': undefined
  'quality.original.vertical': undefined
  'quality.original.square': undefined
  'quality.original2.wide': undefined
  'quality.original2.vertical': undefined
  'quality.original2.square': undefined
  'quality.mainFrame': { size: string | number }
  'quality.frame': { number: string | number; size: string | number }
  'quality.live': { size: string | number }
  'recent.title': undefined
  'recent.clearAll': undefined
  'recent.private': undefined
  'recent.earlier': undefined
  'recent.later': undefined
  'recent.untitled': { videoId: string | number }
  'recent.remove': { name: string | number }
  'batch.linksLabel': undefined
  'batch.linksPlaceholder': undefined
  'batch.count': { links: number; max: number; unrecognised: number }
  'batch.quality': undefined
  'batch.bestAvailable': undefined
  'batch.qualityOption': { height: string | number; name: string | number; width: string | number }
  'batch.fileNames': undefined
  'batch.nameById': undefined
  'batch.nameByTitle': undefined
  'batch.format': undefined
  'batch.wholePlaylist': undefined
  'batch.submit': undefined
  'batch.cancel': undefined
  'batch.reading': undefined
  'batch.progress': { done: number; megabytes: string | number; total: number }
  'batch.progressLabel': undefined
  'batch.unreachable': undefined
  'batch.failed': undefined
  'batch.cutOff': undefined
  'batch.summary.title': { fileName: string | number; saved: number; videos: number }
  'batch.summary.allSaved': undefined
  'batch.summary.report': undefined
  'batch.summary.saveAgain': undefined
  'batch.zipFileName': undefined
  'batch.reportFileName': undefined
  'batch.status.ok': undefined
  'batch.status.invalidLink': undefined
  'batch.status.noThumbnails': undefined
  'batch.status.qualityMissing': undefined
  'batch.status.upstreamError': undefined
  'batch.status.timeout': undefined
  'batch.status.overloaded': undefined
  'batch.status.duplicate': undefined
  'batch.status.feedNewest15': undefined
  'batch.status.cutAtLimit': { max: number }
  'batch.status.needsApiKey': undefined
  'batch.status.notFound': undefined
  'batch.status.rateLimited': undefined
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
