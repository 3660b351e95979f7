// The form's proof of work (worker/challenge.ts): the site's endpoint gives a signed challenge, and this finds its
// number, in the background from the visitor's first touch of a form, so the answer is ready long before Send.
// Each lead carries its own answer (the endpoint takes an answer once). Loaded only with the forms and with a
// lead waiting on the phone (lib/leads.ts), never by a page that merely shows content.

export const CHALLENGE_ENDPOINT = '/api/challenge'
/** An answer older than this is not given to a lead: the endpoint takes one for a day (CHALLENGE_LIFE_MS). */
export const PROOF_FRESH_MS = 20 * 3_600_000
/** The performance entry each answer leaves behind (its duration: the time the phone worked on it). */
export const PROOF_MEASURE = 'thoranam:proof-of-work'
/** Numbers tried at once: the hashing runs off the page's thread, and the page answers taps between batches. */
const BATCH = 50

export interface Proof {
  /** The answer as the endpoint reads it: base64 JSON {algorithm, challenge, number, salt, signature}. */
  answer: string
  at: number
}

let next: Promise<Proof> | undefined

async function solve(): Promise<Proof> {
  const response = await fetch(CHALLENGE_ENDPOINT, { cache: 'no-store' })
  if (!response.ok) throw new Error(`No challenge (${response.status})`)
  const { algorithm, challenge, maxnumber, salt, signature } = await response.json()
  const at = Date.now()
  const started = performance.now()
  const encoder = new TextEncoder()
  const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
  for (let first = 0; first <= maxnumber; first += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, maxnumber - first + 1) }, (_, index) => first + index)
    const digests = await Promise.all(numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(salt + number))))
    const found = digests.findIndex((digest) => hex(digest) === challenge)
    if (found >= 0) {
      const number = numbers[found]
      // How long it took on this phone (npm run proof:time reads it): from the challenge's arrival to its answer.
      performance.measure?.(PROOF_MEASURE, { start: started, detail: { tried: number + 1 } })
      return { answer: btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })), at }
    }
  }
  throw new Error('The challenge has no answer')
}

/** Starts finding an answer for the next lead, unless one is ready or on its way. */
export function startProof(): void {
  if (next) return
  const solving = solve()
  next = solving
  // No answer (no network): the next lead asks again.
  solving.catch(() => next === solving && (next = undefined))
}

/** The answer for one lead (the one found in the background, or a new one): each answer goes to one lead only. */
export async function takeProof(): Promise<Proof> {
  startProof()
  const proof = next!
  next = undefined
  const ready = await proof
  return Date.now() - ready.at < PROOF_FRESH_MS ? ready : takeProof()
}
