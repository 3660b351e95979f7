// The lead flows and home widgets in Firefox (Debian's firefox-esr) over WebDriver BiDi (tests/support/engine-flows.ts). ENGINES=firefox runs only this engine.
import { engineFlows } from '../support/engine-flows.ts'

engineFlows('firefox')
