import { MILESTONES, releaseDay } from '#app/content/about.ts'
import { Rich, useT } from '#app/i18n/i18n.tsx'

/** Why the site exists, and when its first version shipped (the timeline's first entry). */
export function AboutStory({ siteName, lang }: { siteName: string; lang: string }) {
  const t = useT()
  const first = MILESTONES[0]
  return (
    <section aria-labelledby="story-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
            {t('about.story.eyebrow')}
          </p>
          <h2 id="story-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('about.story.title')}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
            <p>{t('about.story.why')}</p>
            <p>
              {t('about.story.what', { site: siteName })}
              {first && (
                <>
                  {' '}
                  <Rich
                    text={t('about.story.firstVersion', { day: releaseDay(first.date, lang) })}
                    tags={{ time: (text) => <time dateTime={first.date}>{text}</time> }}
                  />
                </>
              )}
            </p>
            <p>{t('about.story.today')}</p>
          </div>
        </div>
        <StoryIllustration />
      </div>
    </section>
  )
}

/** Three thumbnail frames of decreasing size: the "every size it keeps" idea, drawn. */
function StoryIllustration() {
  const frames = [
    { x: 20, y: 20, w: 280, h: 158, label: '1280×720', fill: '#cc0000' },
    { x: 150, y: 120, w: 150, h: 112, label: '640×480', fill: '#a50000' },
    { x: 30, y: 196, w: 96, h: 54, label: '320×180', fill: '#880808' },
  ]
  return (
    <div className="rounded-3xl bg-slate-950 p-6 shadow-xl sm:p-10" aria-hidden="true">
      <svg viewBox="0 0 320 270" className="h-auto w-full" focusable="false">
        {frames.map((frame) => (
          <g key={frame.label}>
            <rect
              x={frame.x}
              y={frame.y}
              width={frame.w}
              height={frame.h}
              rx="10"
              fill={frame.fill}
              stroke="#fff"
              strokeOpacity="0.25"
            />
            <PlayMark frame={frame} />
            <text
              x={frame.x + 10}
              y={frame.y + frame.h - 10}
              fill="#fff"
              fontSize="12"
              fontWeight="700"
              fontFamily="system-ui, sans-serif"
            >
              {frame.label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  )
}

/** A play triangle sized to its frame, nudged up so it clears the size label. */
function PlayMark({ frame }: { frame: { x: number; y: number; w: number; h: number } }) {
  const size = Math.min(frame.w, frame.h) * 0.18
  const cx = frame.x + frame.w / 2
  const cy = frame.y + frame.h / 2 - size * 0.4
  return (
    <path
      d={`M${cx - size * 0.4} ${cy - size / 2}v${size}l${size * 0.85} ${-size / 2}z`}
      fill="#fff"
    />
  )
}
