import type { FormName } from '../../lib/outbox/store'
import { enquiryForm, feedbackForm, vendorForm } from './forms'
import { LeadForm } from './LeadForm'

const FORMS = { enquiry: enquiryForm, vendor: vendorForm, feedback: feedbackForm }

/** A form as an island: chosen by name, since its definition (with its submit function) cannot travel as JSON. */
export function FormIsland({ formId }: { formId: FormName }) {
  return <LeadForm form={FORMS[formId]} />
}
