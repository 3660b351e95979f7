// https://vike.dev/onPageTransitionEnd
// After a client-side navigation: menus closed, new content animated in. (Vike itself scrolls to the top.)
import { closeAllMenus } from '../components/header/menus'
import { refreshScrollAnimations } from '../components/scrollAnimations'

export function onPageTransitionEnd() {
  closeAllMenus(document)
  refreshScrollAnimations()
}
