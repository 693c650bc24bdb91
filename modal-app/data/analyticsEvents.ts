/**
 * SPEC §7's analytics events the modal reports: what happened, never who (the connected address is added when an
 * event is sent, and nothing else of the user). `MODAL_CREATED` is not one of them: it is never sent.
 */
export type AnalyticsEvent =
  | { event: 'MODAL_OPEN' | 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { event: 'CONNECT_SUCCESS'; properties: { namespace: string; method: string; name: string } }
  | { event: 'CONNECT_ERROR'; properties: { message: string } }
  | { event: 'DISCONNECT_SUCCESS' | 'DISCONNECT_ERROR'; properties: { namespace: string } }
  | { event: 'ERROR_FETCH_TRANSACTIONS'; properties: { network: string } }

/** Events kept while nothing listens (analytics not loaded yet, or off): the oldest go first. */
const MAX_PENDING = 20

let pending: AnalyticsEvent[] = []
let listener: ((event: AnalyticsEvent) => void) | undefined

/**
 * Reports an event where it happens. It goes to the analytics client (state/analytics.ts) once that listens, which
 * decides with the config of that moment whether it is sent; until then it waits, bounded.
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (listener) listener(event)
  else pending = [...pending.slice(1 - MAX_PENDING), event]
}

/** The analytics client's subscription: the events that waited, then each new one. One listener at a time. */
export function onTrackedEvent(next: (event: AnalyticsEvent) => void): void {
  listener = next
  const waited = pending
  pending = []
  for (const event of waited) next(event)
}
