// The lead flows and home widgets in Chromium through playwright-core (tests/support/engine-flows.ts). ENGINES=chromium runs only this engine.
import { engineFlows } from '../support/engine-flows.ts'

engineFlows('chromium')
