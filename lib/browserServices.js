// The hosted services a visitor's browser talks to, each set by a variable of the build (.env.example). Each of them
// sees the address of the visitor's internet connection. The Content-Security-Policy lets the browser reach exactly
// these origins (build-steps/security-headers.mjs) and the privacy notice names exactly these, in both editions
// (components/privacy/AddressSeenBy.tsx): one list, so neither can leave one out.

/** @typedef {'email' | 'enquirySheet' | 'vendorSheet' | 'feedbackSheet' | 'reviews' | 'vitals'} ServicePurpose */

export const BROWSER_SERVICES = /** @type {const} */ ([
  // EmailJS's address is fixed; its public key says it is used.
  { variable: 'VITE_EMAILJS_PUBLIC_KEY', origin: 'https://api.emailjs.com', purpose: 'email' },
  { variable: 'VITE_ENQUIRY_SHEET_URL', purpose: 'enquirySheet' },
  { variable: 'VITE_VENDOR_SHEET_URL', purpose: 'vendorSheet' },
  { variable: 'VITE_FEEDBACK_SHEET_URL', purpose: 'feedbackSheet' },
  { variable: 'VITE_TESTIMONIALS_URL', purpose: 'reviews' },
  { variable: 'VITE_VITALS_URL', purpose: 'vitals' },
])

/**
 * Every other origin the browser reaches with this build's variables, with what each is for, in the list's order.
 * An address on the site itself (the local stand-in's /api/…) is no other service.
 * @param {Record<string, string | undefined>} env
 * @returns {{ origin: string, host: string, purposes: ServicePurpose[] }[]}
 */
export function browserServices(env) {
  /** @type {Map<string, ServicePurpose[]>} */
  const byOrigin = new Map()
  for (const service of BROWSER_SERVICES) {
    const value = env[service.variable]?.trim()
    if (!value) continue
    const origin = 'origin' in service ? service.origin : URL.canParse(value) ? new URL(value).origin : undefined
    if (!origin || origin === 'null') continue
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), service.purpose])
  }
  return [...byOrigin].map(([origin, purposes]) => ({ origin, host: new URL(origin).host, purposes }))
}
