// The hosted services a visitor's browser talks to, each set by a variable of the build (.env.example). Each of them
// sees the address of the visitor's internet connection. The form services (EmailJS, the sheet) are not among them:
// a lead goes to the site's own endpoint (/api/leads), which calls them from the server. The Content-Security-Policy lets the browser reach exactly
// these origins (build-steps/security-headers.mjs) and the privacy notice names exactly these, in both editions
// (components/privacy/AddressSeenBy.tsx): one list, so neither can leave one out.

/** @typedef {'reviews' | 'vitals'} ServicePurpose */

export const BROWSER_SERVICES = /** @type {const} */ ([
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
    const origin = URL.canParse(value) ? new URL(value).origin : undefined
    if (!origin || origin === 'null') continue
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), service.purpose])
  }
  return [...byOrigin].map(([origin, purposes]) => ({ origin, host: new URL(origin).host, purposes }))
}
