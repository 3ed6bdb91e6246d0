import { COMPARISON } from '#app/content/home.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { Icon } from './home-icons.tsx'
import { SectionHeading } from '../section-heading.tsx'

/** Section 6: feature, our tool, others — seven rows. */
export function Comparison({ siteName }: { siteName: string }) {
  const t = useT()
  return (
    <section aria-labelledby="compare-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading
        id="compare-title"
        eyebrow={t('home.comparison.eyebrow')}
        title={t('home.comparison.title', { site: siteName })}
      />
      <div className="mx-auto mt-12 max-w-4xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-start text-sm sm:text-base">
          <caption className="sr-only">{t('home.comparison.caption', { site: siteName })}</caption>
          <thead className="bg-ink text-white">
            <tr>
              <th scope="col" className="px-4 py-4 font-semibold sm:px-6">
                {t('home.comparison.feature')}
              </th>
              <th scope="col" className="px-3 py-4 text-center font-semibold sm:px-6">
                {siteName}
              </th>
              <th scope="col" className="px-3 py-4 text-center font-semibold sm:px-6">
                {t('home.comparison.others')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {COMPARISON.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-4 py-4 font-medium sm:px-6">
                  {t(`home.comparison.${row.id}.feature`)}
                </th>
                <td className="px-3 py-4 text-center sm:px-6">
                  <span className="inline-flex size-7 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                    <Icon name="check" className="size-4" />
                    <span className="sr-only">{t('home.comparison.yes')}</span>
                  </span>
                </td>
                <td className="px-3 py-4 text-center text-slate-600 sm:px-6">
                  {row.others === 'no' ? (
                    <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                      <Icon name="cross" className="size-4" />
                      <span className="sr-only">{t('home.comparison.no')}</span>
                    </span>
                  ) : (
                    t(`home.comparison.${row.id}.others`)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
