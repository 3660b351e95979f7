// The interface's own words (menus, buttons, form labels, widget controls, messages) in both editions.
// `UI` is typed by `UiStrings`: a string missing in one language is a type error (npm run typecheck).
// Page copy lives in the MDX and YAML files beside this one; the Tamil terms follow docs/tamil-glossary.md.
import type { ENQUIRY_SERVICES, VENDOR_CATEGORIES } from '../components/forms/forms'
import type { Locale } from '../lib/i18n'
import type { galleryCategories } from './galleryCategories'

type GalleryCategory = (typeof galleryCategories)[number]

export interface UiStrings {
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
    picture: string
    close: string
    previous: string
    next: string
    open: (alt: string) => string
  }
  forms: {
    choose: string
    honeypot: string
    enquiry: FormWords<'name' | 'email' | 'phone' | 'city' | 'service' | 'message'>
    vendor: FormWords<'name' | 'email' | 'phone' | 'service' | 'address' | 'message'>
    feedback: FormWords<'name' | 'work' | 'message'>
    /** How each stored option value (the spec's English, components/forms/forms.ts) is shown. */
    options: Record<(typeof ENQUIRY_SERVICES)[number] | (typeof VENDOR_CATEGORIES)[number], string>
  }
  errorScreen: { heading: string; fallback: string; home: string }
  /** The privacy notice's words outside its page (content/pages/privacy.mdx). */
  privacy: {
    /** Under each form: what its details are used for, then a link to the privacy page. */
    formNotice: Record<'enquiry' | 'vendor' | 'feedback', string>
    formNoticeLink: string
    /** Who answers questions about personal data (the founder, from content/data/site.yaml). */
    contactRole: (business: string) => string
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
}

interface FormWords<F extends string> {
  title: string
  submit: string
  labels: Record<F, string>
}

export const UI: Record<Locale, UiStrings> = {
  en: {
    skipLink: 'Skip to content',
    position: (n, total) => `${n} of ${total}`,
    header: {
      trustedSince: (year) => `Trusted by families since ${year}`,
      call: (phone) => `Call ${phone}`,
      email: (email) => `E-mail ${email}`,
      whatsapp: 'WhatsApp',
      chatNewTab: 'Chat on WhatsApp (opens in a new tab)',
      joinVendor: 'Join as a vendor',
      homeSuffix: ' – Home',
      menu: 'Menu',
      mainNav: 'Main',
    },
    footer: { nav: 'Footer', onSocial: (name, label) => `${name} on ${label} (opens in a new tab)` },
    chatButton: 'Chat with us on WhatsApp (opens in a new tab)',
    breadcrumb: 'Breadcrumb',
    contactCards: { visit: 'Visit us', call: 'Call us', write: 'Write to us' },
    notFoundHint: (label) => `Looking for ${label}? It is here:`,
    home: {
      highlights: 'Highlights',
      playHighlights: 'Play highlights',
      pauseHighlights: 'Pause highlights',
      previousSlide: 'Previous slide',
      nextSlide: 'Next slide',
      servicesNav: 'Services',
      aboutButton: 'ABOUT US',
      numbers: 'Our work in numbers',
      reviews: 'Reviews, one at a time',
      playReviews: 'Play reviews',
      pauseReviews: 'Pause reviews',
      carousel: 'carousel',
      slide: 'slide',
      writtenIn: { en: 'Written in English', ta: 'Written in Tamil' },
    },
    gallery: {
      filter: 'Show pictures of',
      all: 'All',
      categories: {
        Decoration: 'Decoration',
        Photography: 'Photography',
        'Groom Makeup': 'Groom Makeup',
        'Bridal Makeup': 'Bridal Makeup',
        Entertainment: 'Entertainment',
        Gifts: 'Gifts',
      },
      count: (n, category) => `${n} pictures${category ? ` of ${category.toLowerCase()}` : ''}`,
      picture: 'Picture',
      close: 'Close',
      previous: 'Previous picture',
      next: 'Next picture',
      open: (alt) => `Open larger: ${alt}`,
    },
    forms: {
      choose: 'Choose…',
      honeypot: 'Leave this field empty',
      enquiry: {
        title: 'Enquiry form',
        submit: 'Send Enquiry',
        labels: { name: 'Your name', email: 'E-mail', phone: 'Phone', city: 'City', service: 'Event', message: 'Tell us about your celebration' },
      },
      vendor: {
        title: 'Vendor registration form',
        submit: 'Register as Vendor',
        labels: { name: 'Name or business name', email: 'E-mail', phone: 'Phone', service: 'Service category', address: 'Address', message: 'About your work' },
      },
      feedback: {
        title: 'Feedback Form',
        submit: 'Send Feedback',
        labels: { name: 'Your name', work: 'Designation or job role', message: 'Your feedback' },
      },
      options: {
        'Baby Shower': 'Baby Shower',
        'Birthday Celebration': 'Birthday Celebration',
        Engagement: 'Engagement',
        'House Warming': 'House Warming',
        Puberty: 'Puberty',
        'Wedding Event': 'Wedding Event',
        Catering: 'Catering',
        Photography: 'Photography',
        Decoration: 'Decoration',
        Makeup: 'Makeup',
        DJ: 'DJ',
      },
    },
    errorScreen: {
      heading: 'Unexpected Application Error!',
      fallback: 'Something went wrong while showing this page. Please reload it, or go back to the home page.',
      home: 'Go to Home Page',
    },
    privacy: {
      formNotice: {
        enquiry: 'We use these details only to reply to your enquiry and plan your celebration.',
        vendor: 'We use these details only to consider you as a vendor and to call you about work.',
        feedback: 'We may show your feedback with your name and work among the reviews on our home page.',
      },
      formNoticeLink: 'How we keep them, and how to have them removed',
      contactRole: (business) => `founder of ${business}, who looks after your details himself`,
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
    },
    enquiryBlock: {
      next: (hours) => `We reply within ${hours} hours with ideas and a quotation for your date and venue.`,
      quotation: 'Ask for a quotation',
      whatsapp: 'Ask on WhatsApp',
      newTab: '(opens in a new tab)',
      whatsappText: (service, address) => `Vanakkam! I would like a quotation for ${service}.\n${address}`,
      messageStart: (service) => `About ${service}:\n`,
    },
  },
  ta: {
    skipLink: 'உள்ளடக்கத்துக்குச் செல்ல',
    position: (n, total) => `${total}-இல் ${n}`,
    header: {
      trustedSince: (year) => `${year} முதல் குடும்பங்களின் நம்பிக்கை`,
      call: (phone) => `${phone} எண்ணை அழைக்க`,
      email: (email) => `${email} முகவரிக்கு மின்னஞ்சல் அனுப்ப`,
      whatsapp: 'வாட்ஸ்அப்',
      chatNewTab: 'வாட்ஸ்அப்பில் பேச (புதிய பக்கத்தில் திறக்கும்)',
      joinVendor: 'சேவையாளராக இணைய',
      homeSuffix: ' – முகப்பு',
      menu: 'மெனு',
      mainNav: 'முதன்மை மெனு',
    },
    footer: { nav: 'அடிப்பகுதி இணைப்புகள்', onSocial: (name, label) => `${label}-இல் ${name} (புதிய பக்கத்தில் திறக்கும்)` },
    chatButton: 'வாட்ஸ்அப்பில் எங்களுடன் பேசுங்கள் (புதிய பக்கத்தில் திறக்கும்)',
    breadcrumb: 'நீங்கள் இருக்கும் இடம்',
    contactCards: { visit: 'நேரில் வாருங்கள்', call: 'அழையுங்கள்', write: 'எழுதுங்கள்' },
    notFoundHint: (label) => `நீங்கள் தேடியது ${label} பக்கமா? இதோ:`,
    home: {
      highlights: 'சிறப்புக் காட்சிகள்',
      playHighlights: 'காட்சிகளைத் தொடர',
      pauseHighlights: 'காட்சிகளை நிறுத்த',
      previousSlide: 'முந்தைய காட்சி',
      nextSlide: 'அடுத்த காட்சி',
      servicesNav: 'சேவைகள்',
      aboutButton: 'எங்களைப் பற்றி',
      numbers: 'எண்களில் எங்கள் பணி',
      reviews: 'வாடிக்கையாளர் கருத்துகள், ஒவ்வொன்றாக',
      playReviews: 'கருத்துகளைத் தொடர',
      pauseReviews: 'கருத்துகளை நிறுத்த',
      carousel: 'சுழலும் காட்சிகள்',
      slide: 'காட்சி',
      writtenIn: { en: 'ஆங்கிலத்தில் எழுதியது', ta: 'தமிழில் எழுதியது' },
    },
    gallery: {
      filter: 'எந்தப் படங்கள் வேண்டும்',
      all: 'அனைத்தும்',
      categories: {
        Decoration: 'அலங்காரம்',
        Photography: 'புகைப்படம்',
        'Groom Makeup': 'மாப்பிள்ளை மேக்கப்',
        'Bridal Makeup': 'மணப்பெண் மேக்கப்',
        Entertainment: 'கலை நிகழ்ச்சிகள்',
        Gifts: 'ரிட்டர்ன் கிஃப்ட்',
      },
      count: (n, category) => (category ? `${category}: ${n} படங்கள்` : `${n} படங்கள்`),
      picture: 'படம்',
      close: 'மூட',
      previous: 'முந்தைய படம்',
      next: 'அடுத்த படம்',
      open: (alt) => `பெரிதாகப் பார்க்க: ${alt}`,
    },
    forms: {
      choose: 'தேர்ந்தெடுங்கள்…',
      honeypot: 'இந்தப் பெட்டியை நிரப்ப வேண்டாம்',
      enquiry: {
        title: 'விழா விவரப் படிவம்',
        submit: 'விவரங்களை அனுப்புங்கள்',
        labels: { name: 'உங்கள் பெயர்', email: 'மின்னஞ்சல்', phone: 'கைபேசி எண்', city: 'ஊர்', service: 'நிகழ்ச்சி', message: 'உங்கள் விழாவைப் பற்றிச் சொல்லுங்கள்' },
      },
      vendor: {
        title: 'சேவையாளர் பதிவுப் படிவம்',
        submit: 'சேவையாளராகப் பதிவு செய்யுங்கள்',
        labels: { name: 'பெயர் அல்லது நிறுவனப் பெயர்', email: 'மின்னஞ்சல்', phone: 'கைபேசி எண்', service: 'சேவை வகை', address: 'முகவரி', message: 'உங்கள் பணியைப் பற்றி' },
      },
      feedback: {
        title: 'கருத்துப் படிவம்',
        submit: 'கருத்தை அனுப்புங்கள்',
        labels: { name: 'உங்கள் பெயர்', work: 'நீங்கள் செய்யும் பணி அல்லது தொழில்', message: 'உங்கள் கருத்து' },
      },
      options: {
        'Baby Shower': 'வளைகாப்பு',
        'Birthday Celebration': 'பிறந்தநாள் விழா',
        Engagement: 'நிச்சயதார்த்தம்',
        'House Warming': 'கிரகப்பிரவேசம்',
        Puberty: 'மஞ்சள் நீராட்டு விழா',
        'Wedding Event': 'திருமணம்',
        Catering: 'கேட்டரிங்',
        Photography: 'புகைப்படம்',
        Decoration: 'அலங்காரம்',
        Makeup: 'மேக்கப்',
        DJ: 'டிஜே',
      },
    },
    errorScreen: {
      heading: 'எதிர்பாராத பிழை ஏற்பட்டது!',
      fallback: 'இந்தப் பக்கத்தைக் காட்டும்போது ஏதோ தவறு நேர்ந்துவிட்டது. பக்கத்தை மீண்டும் ஏற்றுங்கள், அல்லது முகப்புப் பக்கத்துக்குச் செல்லுங்கள்.',
      home: 'முகப்புப் பக்கத்துக்குச் செல்ல',
    },
    privacy: {
      formNotice: {
        enquiry: 'இந்த விவரங்களை உங்களுக்குப் பதில் சொல்லவும் உங்கள் விழாவைத் திட்டமிடவும் மட்டுமே பயன்படுத்துவோம்.',
        vendor: 'இந்த விவரங்களை உங்களைச் சேவைக் கூட்டாளராகச் சேர்ப்பது பற்றி முடிவு செய்யவும், வேலை பற்றி உங்களை அழைக்கவும் மட்டுமே பயன்படுத்துவோம்.',
        feedback: 'உங்கள் கருத்தை உங்கள் பெயர், பணியுடன் எங்கள் முகப்புப் பக்கத்தில் வாடிக்கையாளர் கருத்துகளோடு காட்டக்கூடும்.',
      },
      formNoticeLink: 'இவற்றை எப்படிப் பாதுகாக்கிறோம், எப்படி நீக்கச் சொல்லலாம்',
      contactRole: (business) => `${business} நிறுவனர்; உங்கள் விவரங்களுக்கு அவரே பொறுப்பு`,
      device: {
        remove: 'இந்தப் போனில் உள்ளவற்றை நீக்குங்கள்',
        checking: 'இந்தப் போனில் என்ன சேமிக்கப்பட்டுள்ளது என்று பார்க்கிறோம்…',
        unsent: (n) =>
          n === 1
            ? 'நீங்கள் எங்களுக்கு எழுதிய ஒரு செய்தி இன்னும் அனுப்பப்படவில்லை. இப்போது நீக்கினால் அது எங்களை வந்து சேராது.'
            : `நீங்கள் எங்களுக்கு எழுதிய ${n} செய்திகள் இன்னும் அனுப்பப்படவில்லை. இப்போது நீக்கினால் அவை எங்களை வந்து சேரா.`,
        lead: { enquiry: 'விழா பற்றிய கேள்வியை', vendor: 'சேவைக் கூட்டாளர் பதிவை', feedback: 'கருத்தை' },
        sendOnWhatsApp: (lead) => `முதலில் ${lead} வாட்ஸ்அப்பில் அனுப்புங்கள்`,
        removeAnyway: 'பரவாயில்லை, எல்லாவற்றையும் நீக்குங்கள்',
        keep: 'இப்போதைக்கு வைத்திருங்கள்',
        kept: 'எதுவும் நீக்கப்படவில்லை. அடுத்த முறை இணைய இணைப்புடன் எங்கள் தளத்தைத் திறக்கும்போது உங்கள் செய்தி அனுப்பப்படும்.',
        removed: (drafts, leads) =>
          `இந்தப் போனிலிருந்து நீக்கப்பட்டவை: நிரப்பி முடிக்காத ${drafts} படிவம்${leads ? `, அனுப்பப்படாத ${leads} செய்தி` : ''}. எங்கள் தளத்தின் எதுவும் இனி இங்கே இல்லை.`,
        nothing: 'இந்தப் போனில் எங்கள் தளத்தின் எதுவும் சேமிக்கப்படவில்லை: நீக்குவதற்கு எதுவும் இல்லை.',
      },
    },
    enquiryBlock: {
      next: (hours) => `${hours} மணி நேரத்துக்குள் உங்களைத் தொடர்புகொண்டு, உங்கள் தேதிக்கும் இடத்துக்கும் ஏற்ற யோசனைகளோடு விலை விவரம் தருகிறோம்.`,
      quotation: 'விலை விவரம் கேளுங்கள்',
      whatsapp: 'வாட்ஸ்அப்பில் கேளுங்கள்',
      newTab: '(புதிய பக்கத்தில் திறக்கும்)',
      whatsappText: (service, address) => `வணக்கம்! ${service} பற்றி விலை விவரம் அறிய விரும்புகிறேன்.\n${address}`,
      messageStart: (service) => `${service} பற்றி:\n`,
    },
  },
}

/** The interface words of an edition. */
export const ui = (locale: Locale | undefined): UiStrings => UI[locale ?? 'en']
