import { FaWhatsapp } from 'react-icons/fa'
import { ui } from '../content/ui'
import { chatLink } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'

/** Floating chat-app button: opens a chat with the business phone in a new tab. */
export function ChatButton() {
  const locale = useLocale()
  return (
    <a className="chat-button" href={chatLink(locale)} target="_blank" rel="noopener noreferrer" aria-label={ui(locale).chatButton}>
      {/* The spec's icon: size 40, white. fill, not color: react-icons turns color into an inline style attribute. */}
      <FaWhatsapp size={40} fill="white" aria-hidden="true" focusable="false" />
    </a>
  )
}
