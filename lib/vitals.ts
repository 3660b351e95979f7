// Core Web Vitals of real visits, sent with navigator.sendBeacon to VITE_VITALS_URL when it is set. When it is
// not set, nothing is loaded and nothing is sent.
export interface VitalsMetric {
  name: string
  value: number
  rating?: string
  id: string
}

type Reporter = (callback: (metric: VitalsMetric) => void) => void

/** Sends one metric as JSON: its name, value, rating, id and the page it was measured on. */
export function beaconSender(url: string, sendBeacon: (url: string, data: Blob) => boolean, pathname: () => string) {
  return (metric: VitalsMetric) => {
    const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, page: pathname() })
    sendBeacon(url, new Blob([body], { type: 'application/json' }))
  }
}

export async function reportVitals(
  url: string | undefined,
  load: () => Promise<Record<'onCLS' | 'onINP' | 'onLCP' | 'onFCP' | 'onTTFB', Reporter>> = () => import('web-vitals'),
) {
  if (!url || typeof navigator === 'undefined' || !navigator.sendBeacon) return
  const vitals = await load()
  const send = beaconSender(
    url,
    (target, data) => navigator.sendBeacon(target, data),
    () => window.location.pathname,
  )
  for (const report of [vitals.onCLS, vitals.onINP, vitals.onLCP, vitals.onFCP, vitals.onTTFB]) report(send)
}
