import Body from '../../content/pages/vendor.mdx'
import { interactivePage } from '../../components/ContentPage'
import { vendorForm } from '../../components/forms/forms'
import { LeadForm } from '../../components/forms/LeadForm'

/** <VendorForm /> in content/pages/vendor.mdx. */
const VendorForm = () => <LeadForm form={vendorForm} />

export default interactivePage(Body, { VendorForm })
