import en from '../../content/pages/review.mdx'
import ta from '../../content/ta/pages/review.mdx'
import { interactivePage } from '../../components/ContentPage'
import { FormIsland } from '../../components/forms/FormIsland'
import { Island } from '../../components/islands/Island'

/** <FeedbackForm /> in content/pages/review.mdx and its Tamil mirror: it starts at the first touch (or with a saved draft). */
const FeedbackForm = () => <Island name="LeadForm" component={FormIsland} trigger="interaction" props={{ formId: 'feedback' }} />

export default interactivePage({ en, ta }, { FeedbackForm })
