import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/contact'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/contact',
    title: `Contact Us | ${site.name}`,
    description: `Questions, feedback or a problem with a download? Write to the ${site.name} team: we answer within one business day.`,
    keywords: ['contact thumbgrab', 'youtube thumbnail downloader support'],
  }))
}

export default function Contact() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-20 text-center sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Contact Us</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
        Questions, feedback or a download that did not work? We read every message.
      </p>
    </section>
  )
}
