import type { FormName } from '../../content/forms'
import { emailOrigin, endpoints } from '../../lib/endpoints'
import { submitEnquiry, submitFeedback, submitVendor, type LeadServices, type Outcome, type Values } from '../../lib/leads'
import { LeadForm } from './LeadForm'

/** What sending each form does, with this build's services (lib/endpoints.ts). */
const SUBMIT: Record<FormName, (values: Values, services: LeadServices) => Promise<Outcome>> = {
  enquiry: (values, services) => submitEnquiry(values, { ...endpoints, emailOrigin: emailOrigin() }, services),
  vendor: (values, services) => submitVendor(values, endpoints, services),
  feedback: (values, services) => submitFeedback(values, endpoints, services),
}

/** A form as an island: chosen by name, since its submit function cannot travel as JSON. */
export function FormIsland({ formId }: { formId: FormName }) {
  return <LeadForm form={formId} submit={SUBMIT[formId]} />
}
