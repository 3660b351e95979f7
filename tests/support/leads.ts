// The lead tests' shared steps: filling the three forms as a visitor does, and reading what the business got:
// the requests the stand-ins of EmailJS and SheetDB kept (every one, repeats included, as the real services do).
import type { Page } from 'playwright-core'
import { FORMS, type FieldOf, type FormName } from '../../content/forms.js'
import type { Locale } from '../../content/editions.ts'
import { UI } from '../../content/ui/index.ts'
import type { createStandIn } from '../../tools/stand-in.mjs'

type StandIn = ReturnType<typeof createStandIn>

export function acceptDialogs(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    dialog.accept().catch(() => {}) // the page may already be gone
  })
  return messages
}

export const formStatus = (page: Page) => page.locator('form [role=status]').innerText()

/** The requests the stand-ins kept for the lead with this name: its e-mails and its rows (each a list of rows). */
export function keptFor(standIn: StandIn, name: string) {
  const ids = new Set(standIn.kept.filter(({ row }) => row?.Name === name || row?.from_name === name).map(({ id }) => id))
  const of = (service: string) => standIn.kept.filter((entry) => entry.service === service && ids.has(entry.id)).map(({ row }) => row!)
  return { ids: [...ids], emails: of('email'), rows: (form: FormName) => of(form) }
}

/** What the phone keeps of waiting leads (lib/leads.ts), in this page's browser profile. */
export const waitingOnPhone = (page: Page): Promise<{ id: string; form: string; values: Record<string, string> }[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('thoranam:leads:waiting') ?? '[]'))

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
