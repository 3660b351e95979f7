import en from '../../content/pages/contactus.mdx'
import ta from '../../content/ta/pages/contactus.mdx'
import { interactivePage } from '../../components/ContentPage'
import { FormIsland } from '../../components/forms/FormIsland'
import { Island } from '../../components/islands/Island'

/** <EnquiryForm /> in content/pages/contactus.mdx and its Tamil mirror: it starts at the first touch (or with a saved draft). */
const EnquiryForm = () => <Island name="LeadForm" component={FormIsland} trigger="interaction" props={{ formId: 'enquiry' }} />

export default interactivePage({ en, ta }, { EnquiryForm })
