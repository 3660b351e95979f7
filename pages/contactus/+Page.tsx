import Body from '../../content/pages/contactus.mdx'
import { interactivePage } from '../../components/ContentPage'
import { enquiryForm } from '../../components/forms/forms'
import { LeadForm } from '../../components/forms/LeadForm'

/** <EnquiryForm /> in content/pages/contactus.mdx. */
const EnquiryForm = () => <LeadForm form={enquiryForm} />

export default interactivePage(Body, { EnquiryForm })
