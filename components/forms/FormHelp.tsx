// Beside every form, in the pre-rendered HTML and outside the form's island (so it needs no script and React
// never touches it): how to reach the business when the form cannot send. Its phone and WhatsApp links work
// without scripts. With scripts turned off it says why the send button does nothing (<noscript>); when the form's
// own script could not be downloaded, components/islands/startProblems.ts shows the <template>'s words in its
// status line and takes them away once the form runs.
import { ui } from '../../content/ui'
import { chatLink, phoneText, site } from '../../renderer/site'
import { useLocale } from '../../renderer/useLocale'

export function FormHelp() {
  const locale = useLocale()
  const words = ui(locale).forms.help
  return (
    <div className="lead-form-help" data-island-help="">
      <div className="lead-form-help__problem" role="status" data-island-problem="" />
      <template>
        <p>{words.notStarted}</p>
        <p>
          <button type="button" className="button button--primary" data-try-again="">
            {words.tryAgain}
          </button>
        </p>
      </template>
      <noscript>
        <p className="lead-form-help__noscript">{words.noScript}</p>
      </noscript>
      <p className="lead-form-help__reach">
        {words.reach}
        <a href={`tel:${site.phone}`}>{phoneText()}</a>
        {words.afterPhone}
        <a href={chatLink(locale)} target="_blank" rel="noopener noreferrer">
          {words.whatsapp}
        </a>
        {words.end}
      </p>
    </div>
  )
}
