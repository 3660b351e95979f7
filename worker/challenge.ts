// The form's proof of work (ALTCHA's scheme, no third party): GET /api/challenge gives a challenge signed with the
// site's own key (the CHALLENGE_KEY secret); the form's page finds its number in the background while the visitor
// types (lib/proof.ts), and the lead carries the answer. A script that posts leads by the thousand must do that
// work for each one; a family never waits for it.
//   challenge = SHA-256(salt + number), the number drawn at random below maxnumber
//   signature = HMAC-SHA-256(key, challenge)
//   salt      = random hex + "?expires=<unix seconds>" (so the expiry is signed with it)
// The answer is {algorithm, challenge, number, salt, signature} as base64 JSON, as ALTCHA sends it.

/** How many numbers the browser may have to try (it tries half of them on average): docs/forms-and-leads.md gives the time. */
export const CHALLENGE_MAX_NUMBER = 50_000
/** How long a challenge can be answered; the form asks for a new one well before (lib/proof.ts). */
export const CHALLENGE_LIFE_MS = 24 * 3_600_000

export interface Challenge {
  algorithm: 'SHA-256'
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

/** What an answer is worth: a valid one (its challenge, to be used once), or why it is not. */
export type Verdict = { ok: true; challenge: string } | { ok: false; reason: 'no-challenge' | 'forged-challenge' | 'expired-challenge' }

const encoder = new TextEncoder()
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

export const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))

export async function hmac(key: string, text: string): Promise<string> {
  const secret = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', secret, encoder.encode(text)))
}

/** Two hex strings compared in constant time. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

export async function issueChallenge(key: string, now = Date.now(), maxnumber = CHALLENGE_MAX_NUMBER): Promise<Challenge> {
  const random = hex(crypto.getRandomValues(new Uint8Array(12)).buffer as ArrayBuffer)
  const salt = `${random}?expires=${Math.floor((now + CHALLENGE_LIFE_MS) / 1000)}`
  const number = crypto.getRandomValues(new Uint32Array(1))[0] % (maxnumber + 1)
  const challenge = await sha256(salt + number)
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature: await hmac(key, challenge) }
}

/** Checks a lead's answer: signed with our key, its number right, not expired. (Used once: the caller's table.) */
export async function verifyAnswer(key: string, answer: unknown, now = Date.now()): Promise<Verdict> {
  if (typeof answer !== 'string' || !answer) return { ok: false, reason: 'no-challenge' }
  let payload: Record<string, unknown>
  try {
    payload = JSON.parse(atob(answer))
  } catch {
    return { ok: false, reason: 'forged-challenge' }
  }
  const { algorithm, challenge, number, salt, signature } = payload ?? {}
  if (
    algorithm !== 'SHA-256' ||
    typeof challenge !== 'string' ||
    typeof salt !== 'string' ||
    typeof signature !== 'string' ||
    typeof number !== 'number' ||
    !Number.isSafeInteger(number) ||
    !same(await hmac(key, challenge), signature) ||
    !same(await sha256(salt + number), challenge)
  )
    return { ok: false, reason: 'forged-challenge' }
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'))
  if (!expires || expires * 1000 < now) return { ok: false, reason: 'expired-challenge' }
  return { ok: true, challenge }
}
