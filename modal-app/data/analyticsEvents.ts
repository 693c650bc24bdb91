/**
 * SPEC §7's analytics events the modal reports: what happened, never who (the connected address is added when an
 * event is sent, and nothing else of the user). `MODAL_CREATED` is not one of them: it is never sent.
 */
export type AnalyticsEvent =
  | { event: 'MODAL_OPEN' | 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { event: 'CONNECT_SUCCESS'; properties: { namespace: string; method: string; name: string } }
  | { event: 'CONNECT_ERROR'; properties: { message: string } }
  | { event: 'DISCONNECT_SUCCESS'; properties: { namespace: string } }
  | { event: 'DISCONNECT_ERROR'; properties: { namespace: string; message: string } }
  | { event: 'ERROR_FETCH_TRANSACTIONS'; properties: { network: string } }

let listener: ((event: AnalyticsEvent) => void) | undefined

/**
 * Reports an event where it happens, to the analytics client (state/analytics.ts), which decides with the config
 * of this moment whether it is sent. Before a config turned analytics on, nothing listens and it is dropped: an
 * event of a time when analytics was off is never sent later.
 */
export function trackEvent(event: AnalyticsEvent): void {
  listener?.(event)
}

/** The analytics client's subscription. One listener at a time. */
export function onTrackedEvent(next: (event: AnalyticsEvent) => void): void {
  listener = next
}
