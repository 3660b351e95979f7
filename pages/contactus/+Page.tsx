import en from '../../content/pages/contactus.mdx'
import ta from '../../content/ta/pages/contactus.mdx'
import { interactivePage } from '../../components/ContentPage'
import { LeadFormIsland } from '../../components/forms/LeadFormIsland'

/** <EnquiryForm /> in content/pages/contactus.mdx and its Tamil mirror: it starts at the first touch (or with a saved draft). */
const EnquiryForm = () => <LeadFormIsland formId="enquiry" />

export default interactivePage({ en, ta }, { EnquiryForm })
