// How the tests and scripts start Debian's Chromium (test tools cannot download their own browser here).
import fs from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** @returns {import('playwright-core').LaunchOptions} */
export function launchOptions() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}. Install it with "apt-get install -y chromium" (Debian) or set CHROMIUM_PATH.`)
  }
  return {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  }
}
