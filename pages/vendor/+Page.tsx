import en from '../../content/pages/vendor.mdx'
import ta from '../../content/ta/pages/vendor.mdx'
import { interactivePage } from '../../components/ContentPage'
import { LeadFormIsland } from '../../components/forms/LeadFormIsland'

/** <VendorForm /> in content/pages/vendor.mdx and its Tamil mirror: it starts at the first touch (or with a saved draft). */
const VendorForm = () => <LeadFormIsland formId="vendor" />

export default interactivePage({ en, ta }, { VendorForm })
