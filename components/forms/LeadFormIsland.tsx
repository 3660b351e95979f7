import type { FormName } from '../../content/forms'
import { Island } from '../islands/Island'
import { FormHelp } from './FormHelp'
import { FormIsland } from './FormIsland'

/** A form as the pages place it: the island (it starts at the first touch, or at once with a saved draft) and, beside it, how to reach the business without it. */
export function LeadFormIsland({ formId }: { formId: FormName }) {
  return (
    <>
      <Island name="LeadForm" component={FormIsland} trigger="interaction" props={{ formId }} />
      <FormHelp />
    </>
  )
}
