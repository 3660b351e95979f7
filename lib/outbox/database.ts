// Where the outbox lives in the browser: its IndexedDB database and object store, named once. Apart from the
// store's code (./store.ts) so that the check every page makes (./boot.ts) loads only these few lines.
export const DB_NAME = 'thoranam-leads'
export const STORE = 'outbox'

/** Opens the outbox's database, creating its store the first time. */
export function openDatabase(): IDBOpenDBRequest {
  const request = indexedDB.open(DB_NAME, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' })
  return request
}
