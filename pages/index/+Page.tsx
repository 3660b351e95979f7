import Body from '../../content/pages/index.mdx'
import { interactivePage } from '../../components/ContentPage'

export default interactivePage(Body)
