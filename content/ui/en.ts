// The interface's words in English (the shape and what each word is for: words.ts).
import type { UiWords } from './words'

/** A slide's or picture's place in its list (the picture viewer's too). */
const position = (n: number | string, total: number | string) => `${n} of ${total}`

export const en: UiWords = {
  skipLink: 'Skip to content',
  position,
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
  },
  viewer: { close: 'Close', previous: 'Previous picture', next: 'Next picture', position },
  forms: {
    choose: 'Choose…',
    honeypot: 'Leave this field empty',
    problems: {
      missing: 'Please fill this in.',
      notChosen: 'Please choose one.',
      email: 'Please write the e-mail address in full, like name@gmail.com.',
      invalid: 'Please check what you wrote here.',
      onlyStart: 'Please write your message after the first line.',
    },
    help: {
      reach: 'Rather talk to us directly? Call ',
      afterPhone: ' or ',
      whatsapp: 'write to us on WhatsApp',
      end: '.',
      noScript: 'Scripts are turned off in this browser, so this form cannot send. Please call us or write to us on WhatsApp:',
      notStarted:
        'This form could not load on this connection, so it cannot send yet. What you typed is kept on this phone. We keep trying; you can also tap “Try again”.',
      tryAgain: 'Try again',
    },
    enquiry: {
      title: 'Enquiry form',
      submit: 'Send Enquiry',
      labels: {
        name: 'Your name',
        email: 'E-mail',
        phone: 'Phone',
        city: 'City',
        service: 'Event',
        message: 'Tell us about your celebration',
      },
    },
    vendor: {
      title: 'Vendor registration form',
      submit: 'Register as Vendor',
      labels: {
        name: 'Name or business name',
        email: 'E-mail',
        phone: 'Phone',
        service: 'Service category',
        address: 'Address',
        message: 'About your work',
      },
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
    seenBy: {
      intro: 'Your phone also talks to these services directly, so each of them sees the address of your internet connection:',
      none: 'This copy of our site uses none of these services: its forms and reviews talk to the site itself alone.',
      purpose: {
        email: 'carries each enquiry to our inbox as an e-mail',
        enquirySheet: 'writes each enquiry as a row of our spreadsheet',
        vendorSheet: 'writes each vendor registration as a row of our spreadsheet',
        feedbackSheet: 'writes each feedback as a row of our spreadsheet',
        reviews: 'gives the home page the reviews we publish',
        vitals: 'receives how quickly our pages open on your phone, and nothing you type',
      },
    },
  },
  enquiryBlock: {
    next: (hours) =>
      `We call you within ${hours} hours to hear about your function; the figures follow once we know the date, the venue and what you need.`,
    quotation: 'Ask for a quotation',
    whatsapp: 'Ask on WhatsApp',
    newTab: '(opens in a new tab)',
    whatsappText: (service, address) => `Vanakkam! I would like a quotation for ${service}.\n${address}`,
    messageStart: (service) => `About ${service}:\n`,
  },
  outbox: {
    sending: 'Sending...',
    slow: 'Still sending: our service is slow to answer. It is kept on this phone, so nothing is lost; please wait a moment.',
    savedWhileOpen:
      'Saved on this phone: it will be sent when you are back online, while a page of our site is open, or else the next time you open one',
    retryingWhileOpen:
      'Saved on this phone: our service did not answer just now, so we will try again in a few minutes while a page of our site is open, or else the next time you open one',
    busy: 'Saved on this phone. Our site has just had a great many forms from your network at once, so it is waiting a minute: yours will go by itself in a minute or two while a page of our site is open. In a hurry? Send it on WhatsApp, or call us.',
    sent: 'Sent',
    notSaved: 'It could not be sent, and this browser cannot keep it for later. Everything you typed is still here.',
    invalid: (fields) => `Please check these before sending: ${fields}. Everything you typed is still here.`,
    whatsapp: 'Send it on WhatsApp instead',
    clearForm: 'Clear the form',
    lead: { enquiry: 'Your enquiry', vendor: 'Your vendor registration', feedback: 'Your feedback' },
    whatsappHeading: {
      enquiry: 'Enquiry from the website',
      vendor: 'Vendor registration from the website',
      feedback: 'Feedback from the website',
    },
    reference: 'ref.',
    fields: {
      enquiry: { name: 'Name', phone: 'Phone', email: 'E-mail', city: 'City', service: 'Event', message: 'Message' },
      vendor: { name: 'Name', phone: 'Phone', email: 'E-mail', service: 'Service', address: 'Address', message: 'Message' },
      feedback: { name: 'Name', work: 'Work', message: 'Message' },
    },
  },
  alerts: {
    enquiryFailed: 'Failed to send message or save data. Please try again later.',
    feedbackSent: 'Data sent successfully',
  },
}
