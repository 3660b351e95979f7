// https://vike.dev/client
// Runs on every page, including the HTML-only ones: scroll animations and keyboard/close behaviour of the menus.
import { enhanceMenus } from '../components/header/menus'
import { startScrollAnimations } from '../components/scrollAnimations'

enhanceMenus(document)
startScrollAnimations()
