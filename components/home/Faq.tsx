import type { FaqItem } from '../../content/schema'

/**
 * FAQ accordion: each question a <details> disclosure, its heading inside the <summary>; collapsed (+) by default,
 * a click toggles it (-). Plain HTML: it opens without JavaScript, and the browser's find-in-page opens the answer
 * it finds. Items open independently. The + and - are both in the HTML; the stylesheet shows the one that fits.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary className="faq__toggle">
            <h3 className="faq__question">{item.question}</h3>
            <span className="faq__sign" aria-hidden="true">
              <span className="faq__plus">+</span>
              <span className="faq__minus">-</span>
            </span>
          </summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}
