import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, { path: '/' })
}

export default function Home() {
  return (
    <section
      id="download-section"
      className="bg-gradient-to-b from-brand-50 to-white px-4 py-20 text-center sm:px-6"
    >
      <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        Download YouTube Thumbnails in Every Quality
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
        Paste a video link and save its thumbnail as JPG, PNG or WebP, from 120×90 up to Full HD.
        Free, with no sign-up.
      </p>
    </section>
  )
}
