import Body from '../../content/pages/review.mdx'
import { interactivePage } from '../../components/ContentPage'
import { feedbackForm } from '../../components/forms/forms'
import { LeadForm } from '../../components/forms/LeadForm'

/** <FeedbackForm /> in content/pages/review.mdx. */
const FeedbackForm = () => <LeadForm form={feedbackForm} />

export default interactivePage(Body, { FeedbackForm })
