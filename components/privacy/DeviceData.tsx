// "Remove what this phone keeps" (the privacy page): clears the site's drafts (lib/drafts.ts) and the leads
// waiting on this phone (lib/leads.ts). A lead that has not reached the business yet is never removed silently: the visitor
// is told first and offered WhatsApp for it, then chooses to remove or keep it.
import { useEffect, useRef, useState } from 'react'
import site from '../../content/data/site.yaml'
import { privacyPageWords } from '../../content/ui/privacy'
import { clearAllDrafts } from '../../lib/drafts'
import { forgetLeads, waitingLeads, type Lead } from '../../lib/leads'
import { whatsappLink } from '../../lib/whatsapp'
import { useLocale } from '../../renderer/useLocale'

type State =
  | { step: 'idle' | 'checking' | 'kept' | 'nothing' }
  | { step: 'unsent'; leads: Lead[] }
  | { step: 'removed'; drafts: number; leads: number }

export function DeviceData() {
  const words = privacyPageWords(useLocale()).device
  const [state, setState] = useState<State>({ step: 'idle' })
  const status = useRef<HTMLDivElement>(null)

  function removeAll() {
    const removedLeads = forgetLeads()
    const drafts = clearAllDrafts()
    setState(drafts + removedLeads ? { step: 'removed', drafts, leads: removedLeads } : { step: 'nothing' })
  }

  function check() {
    setState({ step: 'checking' })
    const leads = waitingLeads()
    if (leads.length) setState({ step: 'unsent', leads })
    else removeAll()
  }

  // The answer replaces the buttons: move focus to it so that keyboard and screen-reader users land on it.
  useEffect(() => {
    if (state.step !== 'idle' && state.step !== 'checking') status.current?.focus()
  }, [state.step])

  return (
    <div className="device-data">
      {(state.step === 'idle' || state.step === 'checking') && (
        // Not disabled until the control runs: a tap before then is held and replayed (components/islands/boot.ts),
        // and React drops a replayed click on a button whose props still say disabled.
        <button type="button" className="button button--primary" onClick={check} disabled={state.step === 'checking'}>
          {words.remove}
        </button>
      )}
      <div className="device-data__status" role="status" ref={status} tabIndex={-1}>
        {state.step === 'checking' && <p>{words.checking}</p>}
        {state.step === 'unsent' && (
          <>
            <p>{words.unsent(state.leads.length)}</p>
            <ul className="device-data__leads">
              {state.leads.map((lead) => (
                <li key={lead.id}>
                  <a className="button button--whatsapp" href={whatsappLink(site.phone, lead)} target="_blank" rel="noopener noreferrer">
                    {words.sendOnWhatsApp(words.lead[lead.form])}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {state.step === 'kept' && <p>{words.kept}</p>}
        {state.step === 'nothing' && <p>{words.nothing}</p>}
        {state.step === 'removed' && <p>{words.removed(state.drafts, state.leads)}</p>}
      </div>
      {state.step === 'unsent' && (
        <p className="device-data__choices">
          <button type="button" className="button button--primary" onClick={removeAll}>
            {words.removeAnyway}
          </button>
          <button type="button" className="button device-data__keep" onClick={() => setState({ step: 'kept' })}>
            {words.keep}
          </button>
        </p>
      )}
    </div>
  )
}
