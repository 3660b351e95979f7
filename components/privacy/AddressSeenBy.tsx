// The privacy notice's list of the services that see a visitor's internet address: every origin a visitor's browser
// talks to besides this site, read from the build's own variables (lib/browserServices.js, the list the
// Content-Security-Policy allows), with what each is for. A service this build does not use is not named; one it
// uses cannot be left out.
import { privacyPageWords } from '../../content/ui/privacy'
import { browserServices, type BROWSER_SERVICES } from '../../lib/browserServices.js'
import { useLocale } from '../../renderer/useLocale'

type ServiceVariable = (typeof BROWSER_SERVICES)[number]['variable']

/**
 * The build's values. Read when the notice is drawn, never when the module loads: the editor's script bundles the
 * page components without Vite, where import.meta.env is undefined (a read at load stopped the whole editor).
 */
function buildEnv(): Record<ServiceVariable, string | undefined> {
  const env: Partial<Record<ServiceVariable, string>> = import.meta.env ?? {}
  return {
    VITE_TESTIMONIALS_URL: env.VITE_TESTIMONIALS_URL,
    VITE_VITALS_URL: env.VITE_VITALS_URL,
  }
}

export function AddressSeenBy({ env = buildEnv() }: { env?: Record<string, string | undefined> }) {
  const words = privacyPageWords(useLocale()).seenBy
  const services = browserServices(env)
  if (!services.length) return <p className="address-seen-by">{words.none}</p>
  return (
    <div className="address-seen-by">
      <p>{words.intro}</p>
      <ul>
        {services.map((service) => (
          <li key={service.origin}>
            <strong lang="en">{service.host}</strong>: {service.purposes.map((purpose) => words.purpose[purpose]).join('; ')}
          </li>
        ))}
      </ul>
    </div>
  )
}
