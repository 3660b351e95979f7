import { useId, useState } from 'react'
import type { FaqItem } from '../../content/schema'

/** FAQ accordion: each question a button inside a heading; collapsed (+) by default, a click toggles (-). */
export function Faq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const id = useId()
  const toggle = (i: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(i)) next.add(i)
      return next
    })
  return (
    <div className="faq">
      {items.map((item, i) => {
        const expanded = open.has(i)
        return (
          <div key={item.question} className={`faq__item${expanded ? ' faq__item--open' : ''}`}>
            <h3 className="faq__question">
              <button type="button" aria-expanded={expanded} aria-controls={`${id}-${i}`} onClick={() => toggle(i)}>
                <span>{item.question}</span>
                <span className="faq__sign" aria-hidden="true">
                  {expanded ? '-' : '+'}
                </span>
              </button>
            </h3>
            <div id={`${id}-${i}`} className="faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
