// The outbox: every lead is written here, on the visitor's device, before any request is made, and leaves only
// when a service has confirmed it (a 2xx answer), or when it is too old to keep (LEAD_MAX_AGE_MS, as the privacy
// notice says). IndexedDB rather than localStorage because the service worker (lib/outbox/sw.ts) must read it too,
// to send leads after every tab is closed.
import type { FormName } from '../../content/forms'
import { openDatabase, STORE } from './database'

/** Where one request of a lead stands; each step has its own tries, waits and refusals (lib/outbox/send.ts). */
export interface StepState {
  done: boolean
  /** Set, and stored, just before the request goes out; cleared when its answer arrives (lib/outbox/send.ts). */
  startedAt?: number
  /** Failed tries of this step, and when the next automatic one may start. */
  attempts?: number
  nextAttemptAt?: number
  /** The service refused this step (another 4xx, or its address redirected): tried again only after hours. */
  refusedStatus?: number
}

/** The e-mail step of an enquiry. */
export interface EmailStep extends StepState {
  serviceId: string
  templateId: string
  publicKey: string
  /** EmailJS's API origin; the local stand-in's when the site runs without EmailJS keys. */
  origin?: string
  params: Record<string, string>
}

/** The spreadsheet row. */
export interface SheetStep extends StepState {
  url: string
  body: unknown
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
  /** The lead as a whole, from its steps (lib/outbox/send.ts): failed tries so far, and the next due step. */
  attempts: number
  nextAttemptAt: number
  /** Set while every step not yet done was refused by its service: the visitor is offered WhatsApp. */
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

/** A lead not sent within 7 days of being written is removed from the phone (the privacy notice says so). */
export const LEAD_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
export const isExpired = (entry: OutboxEntry, now: number) => !(now - entry.createdAt <= LEAD_MAX_AGE_MS)

let database: Promise<IDBDatabase> | undefined

function open(): Promise<IDBDatabase> {
  if (database) return database
  const opening: Promise<IDBDatabase> = new Promise<IDBDatabase>((resolve, reject) => {
    const request = openDatabase()
    request.onsuccess = () => {
      const db = request.result
      // The browser may close a connection by itself (iOS, while the tab is in the background; "clear site
      // data"): the next call opens a new one instead of failing for as long as the page lives.
      db.onclose = () => forget(opening)
      db.onversionchange = () => {
        db.close()
        forget(opening)
      }
      resolve(db)
    }
    request.onerror = () => reject(request.error)
  }).catch((error) => {
    forget(opening)
    throw error
  })
  database = opening
  return opening
}

const forget = (connection: Promise<IDBDatabase>) => {
  if (database === connection) database = undefined
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest, again = true): Promise<T> {
  const connection = open()
  const db = await connection
  let transaction: IDBTransaction
  try {
    transaction = db.transaction(STORE, mode)
  } catch (error) {
    // A connection closed without a "close" event (InvalidStateError): open a new one, once.
    forget(connection)
    if (again && (error as DOMException)?.name === 'InvalidStateError') return run(mode, action, false)
    throw error
  }
  return new Promise<T>((resolve, reject) => {
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
