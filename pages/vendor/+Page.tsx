import en from '../../content/pages/vendor.mdx'
import ta from '../../content/ta/pages/vendor.mdx'
import { interactivePage } from '../../components/ContentPage'
import { vendorForm } from '../../components/forms/forms'
import { LeadForm } from '../../components/forms/LeadForm'

/** <VendorForm /> in content/pages/vendor.mdx and its Tamil mirror. */
const VendorForm = () => <LeadForm form={vendorForm} />

export default interactivePage({ en, ta }, { VendorForm })
