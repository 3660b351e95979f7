// The three forms: their fields (all required, per the spec) and what sending does. What each field is called
// in each edition is in content/ui.ts (forms); the stored values stay the spec's English in both editions.
import { emailOrigin, endpoints } from '../../lib/endpoints'
import { submitEnquiry, submitFeedback, submitVendor, type LeadServices, type Outcome, type Values } from '../../lib/leads'
import type { FormName } from '../../lib/outbox/store'
import { ENQUIRY_EVENTS } from '../../content/enquiryEvents'

export interface Field {
  name: string
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select'
  /** The values stored, as the spec gives them; shown in the page's language (content/ui.ts, forms.options). */
  options?: readonly string[]
  autoComplete?: string
  /** Spans both columns on wide screens. */
  wide?: boolean
}

export interface FormDefinition {
  id: FormName
  fields: Field[]
  submit: (values: Values, services: LeadServices) => Promise<Outcome>
}

/** The events an enquiry can be about, from the spec (content/enquiryEvents.ts). */
export const ENQUIRY_SERVICES = ENQUIRY_EVENTS
/** The vendor categories, from the spec. */
export const VENDOR_CATEGORIES = ['Catering', 'Photography', 'Decoration', 'Makeup', 'DJ'] as const

const name: Field = { name: 'name', type: 'text', autoComplete: 'name' }
const email: Field = { name: 'email', type: 'email', autoComplete: 'email' }
const phone: Field = { name: 'phone', type: 'tel', autoComplete: 'tel' }

export const enquiryForm: FormDefinition = {
  id: 'enquiry',
  fields: [
    name,
    email,
    phone,
    { name: 'city', type: 'text', autoComplete: 'address-level2' },
    { name: 'service', type: 'select', options: ENQUIRY_SERVICES, wide: true },
    { name: 'message', type: 'textarea', wide: true },
  ],
  submit: (values, services) => submitEnquiry(values, { ...endpoints, emailOrigin: emailOrigin() }, services),
}

export const vendorForm: FormDefinition = {
  id: 'vendor',
  fields: [
    name,
    email,
    phone,
    { name: 'service', type: 'select', options: VENDOR_CATEGORIES },
    { name: 'address', type: 'textarea', autoComplete: 'street-address', wide: true },
    { name: 'message', type: 'textarea', wide: true },
  ],
  submit: (values, services) => submitVendor(values, endpoints, services),
}

export const feedbackForm: FormDefinition = {
  id: 'feedback',
  fields: [name, { name: 'work', type: 'text', autoComplete: 'organization-title' }, { name: 'message', type: 'textarea', wide: true }],
  submit: (values, services) => submitFeedback(values, endpoints, services),
}
