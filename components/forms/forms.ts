// The three forms: their fields (all required, per the spec), submit labels and what sending does.
import { emailOrigin, endpoints } from '../../lib/endpoints'
import { submitEnquiry, submitFeedback, submitVendor, type LeadServices, type Outcome, type Values } from '../../lib/leads'
import type { FormName } from '../../lib/outbox/store'

export interface Field {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select'
  options?: readonly string[]
  autoComplete?: string
  /** Spans both columns on wide screens. */
  wide?: boolean
}

export interface FormDefinition {
  id: FormName
  title: string
  submitLabel: string
  fields: Field[]
  submit: (values: Values, services: LeadServices) => Promise<Outcome>
}

/** The events an enquiry can be about, from the spec. */
export const ENQUIRY_SERVICES = ['Baby Shower', 'Birthday Celebration', 'Engagement', 'House Warming', 'Puberty', 'Wedding Event'] as const
/** The vendor categories, from the spec. */
export const VENDOR_CATEGORIES = ['Catering', 'Photography', 'Decoration', 'Makeup', 'DJ'] as const

const name: Field = { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' }
const email: Field = { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' }
const phone: Field = { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' }

export const enquiryForm: FormDefinition = {
  id: 'enquiry',
  title: 'Enquiry form',
  submitLabel: 'Send Enquiry',
  fields: [
    name,
    email,
    phone,
    { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
    { name: 'service', label: 'Event', type: 'select', options: ENQUIRY_SERVICES, wide: true },
    { name: 'message', label: 'Tell us about your celebration', type: 'textarea', wide: true },
  ],
  submit: (values, services) => submitEnquiry(values, { ...endpoints, emailOrigin: emailOrigin() }, services),
}

export const vendorForm: FormDefinition = {
  id: 'vendor',
  title: 'Vendor registration form',
  submitLabel: 'Register as Vendor',
  fields: [
    { ...name, label: 'Name or business name' },
    email,
    phone,
    { name: 'service', label: 'Service category', type: 'select', options: VENDOR_CATEGORIES },
    { name: 'address', label: 'Address', type: 'textarea', autoComplete: 'street-address', wide: true },
    { name: 'message', label: 'About your work', type: 'textarea', wide: true },
  ],
  submit: (values, services) => submitVendor(values, endpoints, services),
}

export const feedbackForm: FormDefinition = {
  id: 'feedback',
  title: 'Feedback Form',
  submitLabel: 'Send Feedback',
  fields: [name, { name: 'work', label: 'Designation or job role', type: 'text', autoComplete: 'organization-title' }, { name: 'message', label: 'Your feedback', type: 'textarea', wide: true }],
  submit: (values, services) => submitFeedback(values, endpoints, services),
}
