import { en } from '../content/ui/en'

/** What went wrong, as the spec words it: status and status text, or the error's message. */
export function errorText(
  pageContext: { abortStatusCode?: number; abortReason?: unknown; errorWhileRendering?: unknown },
  fallback = en.errorScreen.fallback,
): string {
  const { abortStatusCode, abortReason, errorWhileRendering } = pageContext
  if (abortStatusCode) return `${abortStatusCode}${typeof abortReason === 'string' ? ` ${abortReason}` : ''}`
  if (errorWhileRendering instanceof Error) return errorWhileRendering.message
  return fallback
}
