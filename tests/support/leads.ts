// The lead tests' shared steps: filling the three forms as a visitor does, and reading the outbox.
import type { Page } from 'playwright-core'
import { FORMS, type FieldOf, type FormName } from '../../content/forms.js'
import { UI } from '../../content/ui/index.ts'
import type { Locale } from '../../content/editions.ts'

/** What the outbox (IndexedDB) holds in this page's browser profile. */
export function outbox(page: Page): Promise<
  {
    id: string
    form: string
    values: Record<string, string>
    refusedStatus?: number
    email?: { done: boolean }
    sheet: { done: boolean }
  }[]
> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('thoranam-leads', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('outbox', { keyPath: 'id' })
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll()
          all.onsuccess = () => resolve(all.result)
        }
      }),
  )
}

export function acceptDialogs(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    dialog.accept().catch(() => {}) // the page may already be gone
  })
  return messages
}

export const formStatus = (page: Page) => page.locator('form [role=status]').innerText()

/** Values a visitor types in each form, field by field (content/forms.js names the fields). */
export const SAMPLE = {
  enquiry: {
    name: 'Priya Raman',
    email: 'family@example.in',
    phone: '+91 98400 11223',
    city: 'Salem',
    service: 'Wedding Event',
    message: 'Muhurtham at 6 am, about 400 guests.',
  },
  vendor: {
    name: 'Sri Murugan Decorators',
    email: 'vendor@example.in',
    phone: '98421 00000',
    service: 'Decoration',
    address: '3, Bazaar Street, Erode',
    message: 'Flower stages for weddings',
  },
  feedback: { name: 'Arun Kumar', work: 'Teacher', message: 'The stage was beautiful.' },
} satisfies { [F in FormName]: Record<FieldOf<F>, string> }

/**
 * Fills a form as a visitor does: every field of its definition, found by its label in the page's language;
 * a drop-down is chosen by its stored value.
 */
export async function fillForm<F extends FormName>(page: Page, form: F, values: Record<FieldOf<F>, string>, locale: Locale = 'en') {
  const labels: Record<string, string> = UI[locale].forms[form].labels
  const given: Record<string, string> = values
  const fields: readonly { name: string; type: string }[] = FORMS[form].fields
  for (const field of fields) {
    const input = page.getByLabel(labels[field.name], { exact: true })
    if (field.type === 'select') await input.selectOption(given[field.name])
    else await input.fill(given[field.name])
  }
}

export const fillEnquiry = (page: Page, name: string, message = SAMPLE.enquiry.message) =>
  fillForm(page, 'enquiry', { ...SAMPLE.enquiry, name, message })
export const fillVendor = (page: Page, name: string) => fillForm(page, 'vendor', { ...SAMPLE.vendor, name })
export const fillFeedback = (page: Page, name: string) => fillForm(page, 'feedback', { ...SAMPLE.feedback, name })
