import Body from '../../content/pages/contactus.mdx'
import { interactivePage } from '../../components/ContentPage'

export default interactivePage(Body)
