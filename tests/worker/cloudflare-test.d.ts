// The few parts of the Workers test runtime (@cloudflare/vitest-pool-workers) the endpoint's tests use, typed with
// the endpoint's own binding types (worker/env.ts).
declare module 'cloudflare:test' {
  import type { D1Database, Env } from '../../worker/env.ts'
  export const env: Env & { TEST_MIGRATIONS: { name: string; queries: string[] }[] }
  export function applyD1Migrations(db: D1Database, migrations: { name: string; queries: string[] }[]): Promise<void>
}
