import en from '../../content/pages/review.mdx'
import ta from '../../content/ta/pages/review.mdx'
import { interactivePage } from '../../components/ContentPage'
import { feedbackForm } from '../../components/forms/forms'
import { LeadForm } from '../../components/forms/LeadForm'

/** <FeedbackForm /> in content/pages/review.mdx and its Tamil mirror. */
const FeedbackForm = () => <LeadForm form={feedbackForm} />

export default interactivePage({ en, ta }, { FeedbackForm })
