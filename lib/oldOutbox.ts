// Leads an earlier version of the site left waiting in the browser (IndexedDB "thoranam-leads", posted by the page
// and a service worker straight to the services): each one nothing of which reached the business becomes a
// waiting lead of lib/leads.ts, with its id, so the endpoint delivers it to the services of today; then the old
// store is deleted. A lead one of whose steps got through is dropped: the business has it. Loaded only where the
// old store exists (lib/leadsBoot.ts).
import { WAITING_KEY } from './leadKeys'

interface OldEntry {
  id: string
  form: string
  locale?: string
  createdAt: number
  values: Record<string, string>
  email?: { done: boolean }
  sheet: { done: boolean }
}

export function moveOldOutbox(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.open('thoranam-leads')
    request.onerror = () => resolve()
    request.onsuccess = () => {
      const db = request.result
      if (!db.objectStoreNames.contains('outbox')) return finish(db, resolve)
      const all = db.transaction('outbox').objectStore('outbox').getAll()
      all.onerror = () => finish(db, resolve)
      all.onsuccess = () => {
        const old = (all.result as OldEntry[]).filter((entry) => !entry.email?.done && !entry.sheet?.done)
        try {
          const waiting: { id: string }[] = JSON.parse(localStorage.getItem(WAITING_KEY) ?? '[]')
          const moved = old
            .filter((entry) => !waiting.some((lead) => lead.id === entry.id))
            .map(({ id, form, locale = 'en', values, createdAt }) => ({ id, form, locale, values, keptAt: createdAt }))
          if (moved.length) localStorage.setItem(WAITING_KEY, JSON.stringify([...waiting, ...moved]))
          finish(db, resolve)
        } catch {
          db.close() // storage full or blocked: the old store stays for the next page
          resolve()
        }
      }
    }
  })
}

function finish(db: IDBDatabase, resolve: () => void) {
  db.close()
  indexedDB.deleteDatabase('thoranam-leads')
  resolve()
}
