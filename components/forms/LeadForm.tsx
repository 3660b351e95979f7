import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useHydrated } from 'vike-react/useHydrated'
import { HONEYPOT_FIELD, type LeadServices, type Values } from '../../lib/leads'
import { browserServices } from './browserServices'
import type { FormDefinition } from './forms'

const emptyValues = (form: FormDefinition): Values => Object.fromEntries([...form.fields.map((field) => [field.name, '']), [HONEYPOT_FIELD, '']])

/**
 * One form component for the enquiry, vendor and feedback forms. All fields are required (browser check; a
 * field of only spaces counts as empty). While sending, the button is disabled: one click, one lead. A failure
 * keeps every value and says so.
 */
export function LeadForm({ form, services }: { form: FormDefinition; services?: LeadServices }) {
  const [values, setValues] = useState<Values>(() => emptyValues(form))
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  // Until the page's script has started, sending would be a plain browser submit that reloads the page and
  // loses the visitor's text: the button waits for it (a fraction of a second).
  const hydrated = useHydrated()
  const element = useRef<HTMLFormElement>(null)
  const id = (name: string) => `${form.id}-${name}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    // Spaces alone are no answer: trim, then let the browser give its own required-field message.
    const trimmedValues = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]))
    flushSync(() => setValues(trimmedValues))
    if (!element.current!.reportValidity()) return
    setSending(true)
    setFailed(false)
    try {
      const outcome = await form.submit(trimmedValues, services ?? browserServices())
      if (outcome === 'cleared') setValues(emptyValues(form))
      if (outcome === 'kept') setFailed(true)
    } finally {
      setSending(false)
    }
  }

  return (
    <form ref={element} className="lead-form" aria-label={form.title} onSubmit={onSubmit} noValidate={false}>
      <div className="lead-form__grid">
        {form.fields.map((field) => {
          const common = {
            id: id(field.name),
            name: field.name,
            required: true,
            autoComplete: field.autoComplete,
            value: values[field.name],
            onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [field.name]: e.target.value })),
          }
          return (
            <div key={field.name} className={`lead-form__field${field.wide ? ' lead-form__field--wide' : ''}`}>
              <label htmlFor={common.id}>{field.label}</label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={4} />
              ) : field.type === 'select' ? (
                <select {...common}>
                  <option value="">Choose…</option>
                  {field.options!.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} type={field.type} />
              )}
            </div>
          )
        })}
        {/* Honeypot: hidden from people, filled in by bots; a filled one is silently dropped (lib/leads.ts). */}
        <div className="lead-form__honeypot" aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={id(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values[HONEYPOT_FIELD]}
            onChange={(e) => setValues((current) => ({ ...current, [HONEYPOT_FIELD]: e.target.value }))}
          />
        </div>
      </div>
      <p className="lead-form__status" role="status">
        {failed && 'It could not be sent just now. Everything you typed is still here: please try again in a moment, or call or message us.'}
      </p>
      <button type="submit" className="button button--primary lead-form__submit" disabled={sending || !hydrated}>
        {sending ? 'Sending…' : form.submitLabel}
      </button>
    </form>
  )
}
