// What the outbox tells the visitor, in both languages of the site. The English status lines are the ones the
// business asked for, word for word.
import type { FormName } from './store'

export type Locale = 'en' | 'ta'

export interface OutboxText {
  sending: string
  saved: string
  sent: string
  /** Said when a lead could not be sent and could not be kept on this device either. */
  notSaved: string
  /** Said when a service refused a lead: it stays on this device but is not retried by itself. */
  refused: string
  whatsapp: string
  clearForm: string
  /** One lead, named for the visitor ("Your enquiry"). */
  lead: Record<FormName, string>
  /** First line of the WhatsApp message, and the labels of its lines. */
  whatsappHeading: Record<FormName, string>
  reference: string
  fields: Record<string, string>
}

export const OUTBOX_TEXT: Record<Locale, OutboxText> = {
  en: {
    sending: 'Sending...',
    saved: 'Saved on this phone: it will be sent as soon as you are back online',
    sent: 'Sent',
    notSaved: 'It could not be sent, and this browser cannot keep it for later. Everything you typed is still here.',
    refused: 'Our system could not accept it. It is kept on this phone; please send it on WhatsApp instead.',
    whatsapp: 'Send it on WhatsApp instead',
    clearForm: 'Clear the form',
    lead: { enquiry: 'Your enquiry', vendor: 'Your vendor registration', feedback: 'Your feedback' },
    whatsappHeading: { enquiry: 'Enquiry from the website', vendor: 'Vendor registration from the website', feedback: 'Feedback from the website' },
    reference: 'ref.',
    fields: { name: 'Name', phone: 'Phone', email: 'E-mail', city: 'City', service: 'Event', address: 'Address', work: 'Work', message: 'Message' },
  },
  ta: {
    sending: 'அனுப்புகிறோம்...',
    saved: 'இந்தப் போனில் சேமித்து வைத்திருக்கிறோம்: இணைய இணைப்பு வந்ததும் தானாகவே அனுப்பிவிடுவோம்',
    sent: 'அனுப்பிவிட்டோம்',
    notSaved: 'இப்போது அனுப்ப முடியவில்லை; பிறகு அனுப்புவதற்காக இந்தப் பிரவுசரில் சேமிக்கவும் முடியவில்லை. நீங்கள் எழுதியவை எல்லாம் இங்கேயே இருக்கின்றன.',
    refused: 'எங்கள் இணையதளத்தால் இதைப் பெற்றுக்கொள்ள முடியவில்லை. இது இந்தப் போனில் பத்திரமாக இருக்கிறது; வாட்ஸ்அப்பில் அனுப்புங்கள்.',
    whatsapp: 'வாட்ஸ்அப்பில் அனுப்புங்கள்',
    clearForm: 'படிவத்தை அழிக்க',
    lead: { enquiry: 'உங்கள் விழா விவரம்', vendor: 'சேவையாளராக உங்கள் பதிவு', feedback: 'உங்கள் கருத்து' },
    whatsappHeading: { enquiry: 'இணையதளத்திலிருந்து விழா விவரம்', vendor: 'இணையதளத்திலிருந்து சேவையாளர் பதிவு', feedback: 'இணையதளத்திலிருந்து கருத்து' },
    reference: 'குறிப்பு எண்',
    fields: { name: 'பெயர்', phone: 'கைபேசி', email: 'மின்னஞ்சல்', city: 'ஊர்', service: 'வகை', address: 'முகவரி', work: 'பணி', message: 'செய்தி' },
  },
}

export const outboxText = (locale: string | undefined): OutboxText => OUTBOX_TEXT[locale === 'ta' ? 'ta' : 'en']
