// Each test file of the endpoint starts with the database as the migrations make it (worker/migrations/).
import { applyD1Migrations, env } from 'cloudflare:test'

await applyD1Migrations(env.LEADS, env.TEST_MIGRATIONS)

// Nothing leaves the machine: a request no test answers (tests/worker/support.ts, services) fails as offline.
globalThis.fetch = async (input) => {
  throw new TypeError(`No network in the endpoint's tests: ${input instanceof Request ? input.url : String(input)}`)
}
