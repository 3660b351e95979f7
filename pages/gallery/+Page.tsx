import Body from '../../content/pages/gallery.mdx'
import { interactivePage } from '../../components/ContentPage'

export default interactivePage(Body)
