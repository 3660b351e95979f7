import { FaWhatsapp } from 'react-icons/fa'
import { chatLink } from '../renderer/site'

/** Floating chat-app button: opens a chat with the business phone in a new tab. */
export function ChatButton() {
  return (
    <a className="chat-button" href={chatLink()} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp (opens in a new tab)">
      {/* The spec's icon: size 40, white. fill, not color: react-icons turns color into an inline style attribute. */}
      <FaWhatsapp size={40} fill="white" aria-hidden="true" focusable="false" />
    </a>
  )
}
