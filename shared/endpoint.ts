import type { Endpoint } from 'comlink'

/**
 * An endpoint for `Comlink.expose` that admits only `APPLY` of an allow-listed, single-segment method name with
 * plain (`RAW`) arguments. Everything else is dropped: `GET`, `SET`, `CONSTRUCT`, `ENDPOINT`, `RELEASE` (which
 * would silently unexpose the API, comlink#667), proxied arguments, and anything that is not a comlink message.
 * Stock `expose` walks any path the peer sends, so `constructor.constructor` would run code in our realm.
 */
export function exposeEndpoint(
  port: MessagePort,
  methods: readonly string[],
  onDrop?: (data: unknown) => void,
): Endpoint {
  return {
    postMessage: (message, transfer) => port.postMessage(message, transfer || []),
    addEventListener: (_type, listener) =>
      port.addEventListener('message', (event) => {
        if (isAllowedApply(event.data, methods)) (listener as (event: MessageEvent) => void)(event)
        else onDrop?.(event.data)
      }),
    // comlink removes its listener only on RELEASE, which never gets through.
    removeEventListener: () => {},
    start: () => port.start(),
  }
}

/** A comlink `APPLY` of one allow-listed method name with plain (`RAW`) arguments, and nothing else. */
// biome-ignore lint/suspicious/noExplicitAny: hostile input, checked field by field
export function isAllowedApply(data: any, methods: readonly string[]): boolean {
  return (
    !!data &&
    data.type === 'APPLY' &&
    typeof data.id === 'string' &&
    Array.isArray(data.path) &&
    data.path.length === 1 &&
    methods.includes(data.path[0]) &&
    Array.isArray(data.argumentList) &&
    // biome-ignore lint/suspicious/noExplicitAny: as above
    data.argumentList.every((arg: any) => !!arg && arg.type === 'RAW')
  )
}

/**
 * An endpoint for `Comlink.wrap` on a port whose peer is untrusted: it admits only plain (`RAW`) responses, so
 * the peer cannot hand us a proxy (a `HANDLER` answer) or any message comlink would act on.
 */
export function wrapEndpoint(port: MessagePort): Endpoint {
  return {
    postMessage: (message, transfer) => port.postMessage(message, transfer || []),
    addEventListener: (_type, listener) =>
      port.addEventListener('message', (event) => {
        const data = event.data
        if (data && typeof data.id === 'string' && data.type === 'RAW')
          (listener as (event: MessageEvent) => void)(event)
      }),
    removeEventListener: () => {},
    start: () => port.start(),
  }
}
