// The real services the forms use in the browser (tests pass fakes to lib/leads.ts instead).
import emailjs from '@emailjs/browser'
import { navigate } from 'vike/client/router'
import { emailjsConfig } from '../../lib/endpoints'
import type { LeadServices } from '../../lib/leads'

let initialised = false

/** EmailJS is initialised once; every init() resets its settings. Locally its origin is this site (the stand-in). */
function emailjsReady() {
  if (!initialised) {
    emailjs.init(emailjsConfig.local ? { publicKey: emailjsConfig.publicKey, origin: window.location.origin } : { publicKey: emailjsConfig.publicKey })
    initialised = true
  }
  return emailjs
}

export function browserServices(): LeadServices {
  return {
    fetch: (...args) => window.fetch(...args),
    sendEmail: (serviceId, templateId, params) => emailjsReady().send(serviceId, templateId, params),
    navigate: (url) => navigate(url),
    alert: (message) => window.alert(message),
    log: (...args) => console.error(...args),
  }
}
