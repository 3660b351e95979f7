import en from '../../content/pages/review.mdx'
import ta from '../../content/ta/pages/review.mdx'
import { interactivePage } from '../../components/ContentPage'
import { LeadFormIsland } from '../../components/forms/LeadFormIsland'

/** <FeedbackForm /> in content/pages/review.mdx and its Tamil mirror: it starts at the first touch (or with a saved draft). */
const FeedbackForm = () => <LeadFormIsland formId="feedback" />

export default interactivePage({ en, ta }, { FeedbackForm })
