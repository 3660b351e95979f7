// The lead flows and home widgets in WebKit (WebKitGTK's MiniBrowser) over WebDriver (tests/support/engine-flows.ts). ENGINES=webkit runs only this engine.
import { engineFlows } from '../support/engine-flows.ts'

engineFlows('webkit')
