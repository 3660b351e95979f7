import en from '../../content/pages/contactus.mdx'
import ta from '../../content/ta/pages/contactus.mdx'
import { interactivePage } from '../../components/ContentPage'
import { enquiryForm } from '../../components/forms/forms'
import { LeadForm } from '../../components/forms/LeadForm'

/** <EnquiryForm /> in content/pages/contactus.mdx and its Tamil mirror. */
const EnquiryForm = () => <LeadForm form={enquiryForm} />

export default interactivePage({ en, ta }, { EnquiryForm })
