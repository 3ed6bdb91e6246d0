import { useEffect, useRef } from 'react'
import { BUG_REPORT_TIPS, BUSINESS_HOURS } from '#app/content/contact.ts'
import type { Site } from '#core/site.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { MailIcon, PhoneIcon, PinIcon } from '../social-icons.tsx'
import { CloseIcon, LifebuoyIcon } from './contact-icons.tsx'

const DIALOG_ID = 'support-details'

/**
 * 'View support details' and its dialog. A native modal <dialog>: the page
 * behind it is inert (focus stays inside), Escape closes it, and focus goes
 * back to the button. `commandfor` opens it without script where supported;
 * the close button is a `method="dialog"` form, which needs no script at all.
 */
export function SupportDialog({ site }: { site: Site }) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const { phone, address } = site.contact
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => wrapFocus(element, event)
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [])
  const open = () => {
    // Browsers with invoker commands open it themselves (commandfor below).
    if ('command' in HTMLButtonElement.prototype) return
    if (!dialog.current?.open) dialog.current?.showModal()
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        {...{ commandfor: DIALOG_ID, command: 'show-modal' }}
        className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-ink px-5 py-3 font-semibold text-white transition-colors hover:bg-slate-800"
      >
        <LifebuoyIcon className="size-5" />
        {t('contact.support.open')}
      </button>
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        aria-labelledby="support-title"
        // Light dismiss: a click on the backdrop closes it too (where supported).
        {...{ closedby: 'any' }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="support-title" className="text-2xl font-extrabold tracking-tight">
              {t('contact.support.title')}
            </h2>
            <form method="dialog">
              <button
                type="submit"
                aria-label={t('contact.support.close')}
                className="-mt-1 -me-2 flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
              >
                <CloseIcon className="size-5" />
              </button>
            </form>
          </div>
          <p className="mt-2 text-slate-600">{t('contact.support.lead')}</p>
          <ul className="mt-6 space-y-4">
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="text-sm font-semibold">{t('contact.support.email')}</p>
                <a
                  href={`mailto:${site.contact.email}`}
                  className="break-all text-brand-700 underline-offset-4 hover:underline"
                >
                  {site.contact.email}
                </a>
              </div>
            </li>
            {phone && (
              <li className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm font-semibold">{t('contact.support.phone')}</p>
                  <a
                    href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {phone}
                  </a>
                </div>
              </li>
            )}
            {address && (
              <li className="flex gap-3">
                <PinIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm font-semibold">{t('contact.support.address')}</p>
                  <address className="text-slate-700 not-italic">{address}</address>
                </div>
              </li>
            )}
          </ul>
          <h3 className="mt-6 text-sm font-bold tracking-wider text-slate-700 uppercase">
            {t('contact.support.hours')}
          </h3>
          <dl className="mt-2 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-200">
            {BUSINESS_HOURS.map((row) => (
              <div key={row} className="flex justify-between gap-4 py-2.5 text-sm">
                <dt className="text-slate-700">{t(`contact.hours.${row}.days`)}</dt>
                <dd className="font-semibold">{t(`contact.hours.${row}.hours`)}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-sm font-bold tracking-wider text-slate-700 uppercase">
            {t('contact.support.tipsTitle')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700 marker:text-brand-600">
            {BUG_REPORT_TIPS.map((tip) => (
              <li key={tip}>{t(`contact.support.tips.${tip}`)}</li>
            ))}
          </ul>
          <form method="dialog" className="mt-8">
            <button
              type="submit"
              className="w-full rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {t('contact.support.done')}
            </button>
          </form>
        </div>
      </dialog>
    </>
  )
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The page behind a modal dialog is inert, but Tab past the last control
 * still leaves for the browser's own toolbar: wrap around instead, as the
 * WAI-ARIA dialog pattern asks (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/).
 */
function wrapFocus(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
