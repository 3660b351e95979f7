import en from '../../content/pages/vendor.mdx'
import ta from '../../content/ta/pages/vendor.mdx'
import { interactivePage } from '../../components/ContentPage'
import { FormIsland } from '../../components/forms/FormIsland'
import { Island } from '../../components/islands/Island'

/** <VendorForm /> in content/pages/vendor.mdx and its Tamil mirror: it starts at the first touch (or with a saved draft). */
const VendorForm = () => <Island name="LeadForm" component={FormIsland} trigger="interaction" props={{ formId: 'vendor' }} />

export default interactivePage({ en, ta }, { VendorForm })
