import Body from '../../content/pages/review.mdx'
import { interactivePage } from '../../components/ContentPage'

export default interactivePage(Body)
