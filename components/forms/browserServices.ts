// The real services the forms use in the browser (tests pass fakes to lib/leads.ts instead).
import { navigate } from 'vike/client/router'
import type { LeadReport, LeadServices } from '../../lib/leads'
import { pageTransport } from '../../lib/outbox/pending'
import { browserStore } from '../../lib/outbox/store'

export function browserServices(locale: string, report: (lead: LeadReport) => void): LeadServices {
  return {
    ...pageTransport,
    store: browserStore,
    locale,
    report,
    navigate: (url) => navigate(url),
    alert: (message) => window.alert(message),
    log: (...args) => console.error(...args),
  }
}
