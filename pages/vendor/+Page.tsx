import Body from '../../content/pages/vendor.mdx'
import { interactivePage } from '../../components/ContentPage'

export default interactivePage(Body)
