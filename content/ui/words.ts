// The shape of a word book: every interface word of the site and of its messages (menus, buttons, form labels,
// widget controls, the outbox's status lines, alerts, the WhatsApp message). One book per language (en.ts,
// ta.ts), each typed by this interface: a word missing in one language is a type error (npm run typecheck).
// Page copy lives in the MDX and YAML files under content/; the Tamil terms follow docs/tamil-glossary.md.
import type { Locale } from '../editions'
import type { FieldOf, FormName, OptionValue } from '../forms.js'
import type { galleryCategories } from '../galleryCategories'

type GalleryCategory = (typeof galleryCategories)[number]

export interface UiWords {
  skipLink: string
  /** A slide's or picture's place in its list, such as "2 of 5". */
  position: (n: number, total: number) => string
  header: {
    trustedSince: (year: number) => string
    call: (phone: string) => string
    email: (email: string) => string
    whatsapp: string
    chatNewTab: string
    joinVendor: string
    homeSuffix: string
    menu: string
    mainNav: string
  }
  footer: { nav: string; onSocial: (name: string, label: string) => string }
  chatButton: string
  /**
   * The bar at the foot of a phone's screen (components/ReachBar.tsx): its name for screen readers and its two
   * short labels (its third, the quote, is the header's "Get Quotation", content/data/navigation.yaml).
   */
  reachBar: { label: string; call: string; whatsapp: string }
  breadcrumb: string
  contactCards: { visit: string; call: string; write: string }
  notFoundHint: (label: string) => string
  home: {
    highlights: string
    playHighlights: string
    pauseHighlights: string
    previousSlide: string
    nextSlide: string
    servicesNav: string
    /** The about teaser's button (the spec's "ABOUT US"). */
    aboutButton: string
    numbers: string
    reviews: string
    playReviews: string
    pauseReviews: string
    /** What a screen reader calls the rotating hero and reviews (aria-roledescription), and one of their items. */
    carousel: string
    slide: string
    /** Said under a review shown in the other edition's language, in that language's name. */
    writtenIn: Record<Locale, string>
  }
  gallery: {
    filter: string
    all: string
    /** The filter's buttons, by category (content/galleryCategories.ts). */
    categories: Record<GalleryCategory, string>
    /** How many pictures are shown, and of which category. */
    count: (n: number, category?: string) => string
  }
  /** The picture viewer (components/viewer/): any picture of a page's rows, its project grid or the gallery, opened large. */
  viewer: ViewerWords
  /** Each form's words (content/forms.js names its forms, fields and options). */
  forms: { [F in FormName]: FormWords<F> } & {
    choose: string
    honeypot: string
    /** Beside a field the form will not send as it is, after Send (components/forms/LeadForm.tsx): read with the field. */
    problems: {
      /** A text field left empty (or only spaces). */
      missing: string
      /** A drop-down left at its first line. */
      notChosen: string
      /** An e-mail address the browser cannot read as one. */
      email: string
      /** A value that breaks the form's rules (content/forms.js) though the browser takes it (a 9-digit phone). */
      invalid: string
      /** The enquiry's message that is only the first line the page's enquiry block wrote. */
      onlyStart: string
    }
    /** Beside every form, in the HTML (components/forms/FormHelp.tsx): how to reach the business when the form cannot send. */
    help: {
      /** Always shown: "{reach}<the phone number>{afterPhone}<whatsapp>{end}" (only the number is the phone's link). */
      reach: string
      afterPhone: string
      whatsapp: string
      end: string
      /** Shown when scripts are turned off: why the send button does nothing. */
      noScript: string
      /** Shown when the form's script could not be downloaded: what was typed is kept, the form is tried again. */
      notStarted: string
      tryAgain: string
    }
    /** How each stored option value (the spec's English) is shown. */
    options: Record<OptionValue, string>
  }
  errorScreen: { heading: string; fallback: string; home: string }
  /** The privacy notice's words outside its page (content/pages/privacy.mdx). */
  privacy: {
    /** Under each form: what its details are used for, then a link to the privacy page. */
    formNotice: Record<'enquiry' | 'vendor' | 'feedback', string>
    formNoticeLink: string
    /** Who answers questions about personal data (the founder, from content/data/site.yaml). */
    contactRole: (business: string) => string
  }
  /** The enquiry block that ends every event and service page (components/EnquiryBlock.tsx), and what it hands the contact form. */
  enquiryBlock: {
    /** What happens next, with the reply time the contact page promises (content/data/site.yaml). */
    next: (hours: number) => string
    quotation: string
    whatsapp: string
    /** Read after the WhatsApp link's name: it opens in a new tab. */
    newTab: string
    /** WhatsApp's prefilled text: the service and the full address of the page it was sent from. */
    whatsappText: (service: string, address: string) => string
    /** The editable line the contact form's message starts with when opened from a page's block. */
    messageStart: (service: string) => string
  }
  /** The lead's status and the WhatsApp way out (lib/leads.ts, lib/whatsapp.ts). The English status lines are the business's, word for word. */
  outbox: OutboxWords
  /** The spec's two alerts (the English ones word for word): an enquiry that could not be sent, a feedback that was. */
  alerts: { enquiryFailed: string; feedbackSent: string }
}

/**
 * The picture viewer's words. The pages write them beside their pictures (components/viewer/words.ts), so the
 * viewer's code carries no word book.
 */
export interface ViewerWords {
  close: string
  previous: string
  next: string
  /** The picture's place among the page's pictures, as `position`; given "{n}" and "{total}" it is the pattern the viewer fills in. */
  position: (n: number | string, total: number | string) => string
}

/** A form's title (its accessible name), its button and each field's label, by the field names of content/forms.js. */
interface FormWords<F extends FormName> {
  title: string
  submit: string
  labels: Record<FieldOf<F>, string>
}

/** What the form tells the visitor of its lead (lib/leads.ts): the status line and the WhatsApp message. */
export interface OutboxWords {
  sending: string
  /** No answer yet after 15 s: the request goes on (a slow service is not a failed one). */
  slow: string
  /** Kept on the phone because the visitor's phone was offline: it goes while a page of the site is open, or the next time one is. */
  savedWhileOpen: string
  /** Kept on the phone because the site's endpoint did not take it (the visitor's network was fine). */
  retryingWhileOpen: string
  /**
   * Kept on the phone because the endpoint had too many posts from the visitor's network just now (429): it goes
   * by itself in a minute or two; WhatsApp and a call are offered beside it.
   */
  busy: string
  /** The endpoint has it (a 2xx): the business has it. */
  sent: string
  /** Said when a lead could not be sent and could not be kept on this device either. */
  notSaved: string
  /** The endpoint refused some fields' values (given their labels, joined): nothing was kept, the words stay. */
  invalid: (fields: string) => string
  whatsapp: string
  clearForm: string
  /** One lead, named for the visitor ("Your enquiry"). */
  lead: Record<FormName, string>
  /** First line of the WhatsApp message, and the labels of its lines. */
  whatsappHeading: Record<FormName, string>
  reference: string
  /** Each field's label in the WhatsApp message, per form: the enquiry's service is a function, the vendor's a trade. */
  fields: { [F in FormName]: Record<FieldOf<F>, string> }
}

/** The privacy page's own words (content/ui/privacy-en.ts, privacy-ta.ts), apart from the book every page loads. */
export interface PrivacyPageWords {
  /** The "remove what this phone keeps" control on the privacy page (components/privacy/DeviceData.tsx). */
  device: {
    remove: string
    checking: string
    /** A lead still waiting to be sent: the visitor is told before it is removed. */
    unsent: (n: number) => string
    lead: Record<'enquiry' | 'vendor' | 'feedback', string>
    sendOnWhatsApp: (lead: string) => string
    removeAnyway: string
    keep: string
    kept: string
    removed: (drafts: number, leads: number) => string
    nothing: string
  }
  /** The services that see a visitor's internet address, as this build uses them (components/privacy/AddressSeenBy.tsx). */
  seenBy: {
    intro: string
    /** This build uses none: its forms and reviews talk to the site alone. */
    none: string
    purpose: Record<'reviews' | 'vitals', string>
  }
}
