// The e-mail step of an enquiry through EmailJS's own SDK, for the pages and the service worker alike. Loaded
// only when a lead is sent, so no page downloads the SDK before a form is used.
import type { EmailStep } from './store'

export async function sendEmailStep(step: EmailStep): Promise<unknown> {
  const { default: emailjs } = await import('@emailjs/browser')
  // Every init() resets EmailJS's settings; the origin can be set only here (the local stand-in's, when used).
  emailjs.init(step.origin ? { publicKey: step.publicKey, origin: step.origin } : { publicKey: step.publicKey })
  return emailjs.send(step.serviceId, step.templateId, step.params)
}
