/** The terms of service, as data for the legal page components. */
import type { Site } from '#core/site.ts'
import { CONTACT_SECTION_ID, type LegalDocument } from './legal.ts'

export function termsOfService({
  name,
  host,
  contact,
}: Pick<Site, 'name' | 'host' | 'contact'>): LegalDocument {
  return {
    title: 'Terms of Service',
    contactLead:
      'Questions about these terms, or a copyright concern? Write to us and a person will reply.',
    intro: [
      `These terms govern your use of ${host === name ? name : `${name} at ${host}`}. We have tried to write them so that they can actually be read; if anything is unclear, ask us before you rely on it.`,
    ],
    summary: {
      title: 'The short version',
      items: [
        `${name} is free. Use it fairly, legally and without flooding it with automated requests.`,
        'Thumbnails belong to their creators. Downloading one does not give you the right to reuse it: that is your responsibility.',
        'The service comes “as is”, without guarantees, and our liability is limited as far as the law allows.',
      ],
    },
    sections: [
      {
        id: 'acceptance',
        title: 'Acceptance of these terms',
        blocks: [
          {
            p: [
              'By using the site you agree to these terms and to our ',
              { text: 'Privacy Policy', href: '/privacy-policy' },
              '. If you do not agree, please do not use the service. If you use it for an organisation, you confirm that you may accept these terms on its behalf.',
            ],
          },
          {
            p: 'You must be old enough to enter into a binding agreement where you live, or use the service with the permission of a parent or guardian.',
          },
        ],
      },
      {
        id: 'the-service',
        title: 'The service',
        blocks: [
          {
            p: `${name} lets you paste a link to a public YouTube video and download the thumbnail images that YouTube already publishes for it, in the sizes that exist, as JPG, PNG or WebP. It is free, needs no account and adds no watermark. The Full HD size is upscaled from the largest original, and we label it that way.`,
          },
          {
            p: 'We only fetch the public thumbnail images. We do not download, copy or store videos, audio, or any private content.',
          },
          {
            p: `${name} is an independent tool. It is not affiliated with, endorsed by or sponsored by YouTube or Google. YouTube is a trademark of Google LLC.`,
          },
        ],
      },
      {
        id: 'acceptable-use',
        title: 'Acceptable use',
        blocks: [
          { p: 'When you use the service, you agree not to:' },
          {
            list: [
              'break any law, or infringe anyone’s rights, including copyright, trademark, privacy and publicity rights;',
              'send automated traffic at a volume that slows the service down for others, or try to get around our rate limits;',
              'probe, scan or attack our systems, or try to use our server to reach any other system;',
              'interfere with the site’s security features or introduce malicious code;',
              'present the service as your own, or suggest that we endorse you or your work;',
              'use the contact form to send spam, harassment or unlawful content.',
            ],
          },
          {
            p: 'Reasonable use of the service from your own scripts and projects is welcome, provided it stays within these terms and the limits described under Availability and limits.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Intellectual property and copyright',
        blocks: [
          {
            p: [
              { strong: 'Thumbnails belong to their owners.' },
              ' Every thumbnail is the work of the creator who made it, or of whoever holds its rights. Downloading an image through our service gives you no licence to it, and we claim no ownership of it.',
            ],
          },
          {
            p: [
              { strong: 'You are responsible for how you use what you download.' },
              ' Uses such as reference, research, commentary, criticism, teaching or news reporting may be allowed under fair use or fair dealing, depending on where you live. Republishing someone else’s thumbnail, using it commercially or presenting it as your own usually needs the owner’s permission. When in doubt, ask the creator.',
            ],
          },
          {
            p: `Our own material, including the site’s design, code, text, logo and the name ${name}, belongs to us. You are welcome to link to us; please do not copy the site or use our logo in a way that suggests we endorse you.`,
          },
          {
            p: [
              'If you believe your rights are being infringed, tell us using the details in ',
              { text: 'Contact us', href: `#${CONTACT_SECTION_ID}` },
              '. Thumbnails are hosted by YouTube, not by us, so for removal of an image itself YouTube is usually the right place to ask; we will still answer every notice and do what we reasonably can.',
            ],
          },
        ],
      },
      {
        id: 'no-warranty',
        title: 'No warranty',
        blocks: [
          {
            p: [
              'The service is provided ',
              { strong: '“as is” and “as available”' },
              '. We work hard to keep it fast and accurate, but we do not promise that it will be uninterrupted or error-free, or that a given video will have a given size. To the fullest extent the law allows, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
            ],
          },
          {
            p: 'Thumbnails come from YouTube, so we cannot guarantee their content, accuracy, availability or quality.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation of liability',
        blocks: [
          {
            p: `To the fullest extent the law allows, ${name} and the people who run it are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data or goodwill, that arise from your use of the service or your inability to use it. Because the service is free, our total liability for any claim about it is limited to fifty US dollars (US$50).`,
          },
          {
            p: 'If someone makes a claim against us because you used the service in breach of these terms, you agree to cover our reasonable costs of dealing with it, to the extent the law allows.',
          },
          {
            p: 'Nothing in these terms limits liability that the law does not allow to be limited, such as liability for fraud, or removes the rights you have as a consumer under the law of the country where you live.',
          },
        ],
      },
      {
        id: 'availability-and-limits',
        title: 'Availability and limits',
        blocks: [
          {
            p: 'There are no usage limits for people: download as many thumbnails as you need. To keep it that way for everyone, our server limits how many requests a single address can make in a short time. Unusual floods of requests are slowed down or refused, and you may be asked to try again a little later.',
          },
          {
            p: 'We may change, pause or discontinue any part of the service at any time, for maintenance, security or any other reason, usually without notice. We may block access for anyone who breaks these terms.',
          },
          {
            p: 'YouTube can change how it publishes thumbnails at any time, which may change which sizes are available for a video.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        blocks: [
          {
            p: 'We may update these terms from time to time. The “Last updated” date at the top shows when they last changed, and we will announce significant changes on the site. If you keep using the service after a change takes effect, you accept the updated terms.',
          },
        ],
      },
      {
        id: 'governing-terms',
        title: 'Governing terms',
        blocks: [
          {
            p: 'These terms and our Privacy Policy are the whole agreement between you and us about the service. If a court finds any part of them unenforceable, the rest stays in effect. If we do not enforce a term straight away, we have not given up the right to enforce it later.',
          },
          {
            p: `These terms are governed by the law of the place where the operator of ${name} is established${contact.address ? ', as shown in the postal address below,' : ''} without regard to its conflict-of-law rules. If you are a consumer, you keep the protection of the mandatory law of the country where you live. Before going to court, please write to us: most problems can be solved with one email.`,
          },
        ],
      },
    ],
  }
}
