// The lead tests' shared steps: filling the three forms as a visitor does, and reading the outbox.
import type { Page } from 'playwright-core'

/** What the outbox (IndexedDB) holds in this page's browser profile. */
export function outbox(page: Page): Promise<{ id: string; form: string; refusedStatus?: number; email?: { done: boolean }; sheet: { done: boolean } }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('thoranam-leads', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('outbox', { keyPath: 'id' })
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll()
          all.onsuccess = () => resolve(all.result)
        }
      }),
  )
}

export function acceptDialogs(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    dialog.accept().catch(() => {}) // the page may already be gone
  })
  return messages
}

export const formStatus = (page: Page) => page.locator('form [role=status]').innerText()

export async function fillEnquiry(page: Page, name: string, message = 'Muhurtham at 6 am, about 400 guests.') {
  await page.getByLabel('Your name', { exact: true }).fill(name)
  await page.getByLabel('E-mail', { exact: true }).fill('family@example.in')
  await page.getByLabel('Phone', { exact: true }).fill('+91 98400 11223')
  await page.getByLabel('City', { exact: true }).fill('Salem')
  await page.getByLabel('Event', { exact: true }).selectOption('Wedding Event')
  await page.getByLabel('Tell us about your celebration', { exact: true }).fill(message)
}
export async function fillVendor(page: Page, name: string) {
  await page.getByLabel('Name or business name', { exact: true }).fill(name)
  await page.getByLabel('E-mail', { exact: true }).fill('vendor@example.in')
  await page.getByLabel('Phone', { exact: true }).fill('98421 00000')
  await page.getByLabel('Service category', { exact: true }).selectOption('Decoration')
  await page.getByLabel('Address', { exact: true }).fill('3, Bazaar Street, Erode')
  await page.getByLabel('About your work', { exact: true }).fill('Flower stages for weddings')
}
export async function fillFeedback(page: Page, name: string) {
  await page.getByLabel('Your name', { exact: true }).fill(name)
  await page.getByLabel('Designation or job role', { exact: true }).fill('Teacher')
  await page.getByLabel('Your feedback', { exact: true }).fill('The stage was beautiful.')
}
