// The real services the forms use in the browser (tests pass fakes to lib/leads.ts instead).
import type { LeadReport, LeadServices } from '../../lib/leads'
import { carryByWorker, pageTransport } from '../../lib/outbox/pending'
import { browserStore } from '../../lib/outbox/store'

export function browserServices(locale: string, report: (lead: LeadReport) => void): LeadServices {
  return {
    ...pageTransport,
    store: browserStore,
    carry: () => carryByWorker(),
    locale,
    report,
    // Every page is pre-rendered HTML: the thank-you page is an ordinary page load.
    navigate: (url) => window.location.assign(url),
    alert: (message) => window.alert(message),
    log: (...args) => console.error(...args),
  }
}
