// The outbox: every lead is written here, on the visitor's device, before any request is made, and leaves only
// when a service has confirmed it (a 2xx answer). IndexedDB rather than localStorage because the service worker
// (lib/outbox/sw.ts) must read it too, to send leads after every tab is closed.
// This file ships on every page (lib/outbox/boot.ts reads it on load): keep it small.
import type { FormName } from '../../content/forms'

/** One request a lead needs: the e-mail (enquiry only) or the spreadsheet row. */
export interface EmailStep {
  serviceId: string
  templateId: string
  publicKey: string
  /** EmailJS's API origin; the local stand-in's when the site runs without EmailJS keys. */
  origin?: string
  params: Record<string, string>
  done: boolean
  /** Set, and stored, just before the request goes out; cleared when its answer arrives (lib/outbox/send.ts). */
  startedAt?: number
}

export interface SheetStep {
  url: string
  body: unknown
  done: boolean
  /** Set, and stored, just before the request goes out; cleared when its answer arrives (lib/outbox/send.ts). */
  startedAt?: number
}

export interface OutboxEntry {
  /** crypto.randomUUID(): sent as the row's Id column and the e-mail's submission_id, so duplicates show. */
  id: string
  form: FormName
  /** The page's language, so a retry from another page still tells the business which language to answer in. */
  locale: string
  createdAt: number
  /** What the visitor typed (trimmed, no honeypot), for the WhatsApp way out. */
  values: Record<string, string>
  email?: EmailStep
  sheet: SheetStep
  /** Failed tries so far, and when the next automatic one may start (backoff). */
  attempts: number
  nextAttemptAt: number
  /** A service refused the lead (a 4xx other than 408 or 429): it is kept, but not retried automatically. */
  refusedStatus?: number
  /** Why the last try failed, for the visitor: their phone was offline, or the service did not answer. */
  lastFailure?: 'offline' | 'service'
}

/** The storage the outbox needs; tests pass an in-memory one. */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>
  get(id: string): Promise<OutboxEntry | undefined>
  put(entry: OutboxEntry): Promise<void>
  remove(id: string): Promise<void>
}

const DB_NAME = 'thoranam-leads'
const STORE = 'outbox'
let database: Promise<IDBDatabase> | undefined

function open(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  }).catch((error) => {
    database = undefined
    throw error
  })
  return database
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open()
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode)
    const request = action(transaction.objectStore(STORE))
    // Resolve once the write is committed, not merely requested.
    transaction.oncomplete = () => resolve(request.result as T)
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? request.error)
  })
}

/** The outbox in this browser's IndexedDB. Every call rejects when storage is unavailable (private mode, quota). */
export const browserStore: OutboxStore = {
  all: () => run<OutboxEntry[]>('readonly', (store) => store.getAll()),
  get: (id) => run<OutboxEntry | undefined>('readonly', (store) => store.get(id)),
  put: (entry) => run<void>('readwrite', (store) => store.put(entry)),
  remove: (id) => run<void>('readwrite', (store) => store.delete(id)),
}
