import type { FormName } from '../../content/forms'
import { LeadForm } from './LeadForm'

/** A form as an island, chosen by name. */
export function FormIsland({ formId }: { formId: FormName }) {
  return <LeadForm form={formId} />
}
