// The privacy page's own interface words in English (their shape: words.ts, PrivacyPageWords). Apart from the
// word book every page loads (en.ts): only the privacy page's components draw them.
import type { PrivacyPageWords } from './words'

export const enPrivacyPage: PrivacyPageWords = {
  device: {
    remove: 'Remove what this phone keeps',
    checking: 'Looking at what this phone keeps…',
    unsent: (n) =>
      n === 1
        ? 'One message to us has not been sent yet. If you remove it now, it will never reach us.'
        : `${n} messages to us have not been sent yet. If you remove them now, they will never reach us.`,
    lead: { enquiry: 'enquiry', vendor: 'vendor registration', feedback: 'feedback' },
    sendOnWhatsApp: (lead) => `Send the ${lead} on WhatsApp first`,
    removeAnyway: 'Remove everything anyway',
    keep: 'Keep it for now',
    kept: 'Nothing was removed. Your message will be sent the next time you open our site with a connection.',
    removed: (drafts, leads) =>
      `Removed from this phone: ${drafts === 1 ? 'one unfinished form' : `${drafts} unfinished forms`}${leads ? ` and ${leads === 1 ? 'one unsent message' : `${leads} unsent messages`}` : ''}. Nothing of our site is kept here now.`,
    nothing: 'This phone keeps nothing from our site: there was nothing to remove.',
  },
  seenBy: {
    intro: 'Your phone also talks to these services directly, so each of them sees the address of your internet connection:',
    none: 'This copy of our site uses none of these services: its forms and reviews talk to the site itself alone.',
    purpose: {
      reviews: 'gives the home page the reviews we publish',
      vitals: 'receives how quickly our pages open on your phone, and nothing you type',
    },
  },
}
