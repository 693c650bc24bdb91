import type { Endpoint } from 'comlink'

/**
 * An endpoint for `Comlink.expose` that admits only `APPLY` of an allow-listed, single-segment method name with
 * a few plain (`RAW`) arguments. Everything else is dropped: `GET`, `SET`, `CONSTRUCT`, `ENDPOINT`, `RELEASE` (which
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
    // comlink's listener is a function (never an object with `handleEvent`).
    addEventListener: (_type, listener: EventListener) =>
      port.addEventListener('message', (event) => {
        const data = event.data
        if (isAllowedApply(data, methods) && hasPlainArguments(data)) listener(event)
        else onDrop?.(event.data)
      }),
    // comlink removes its listener only on RELEASE, which never gets through.
    removeEventListener: () => {},
    start: () => port.start(),
  }
}

/**
 * A comlink `APPLY` of one allow-listed, single-segment method name: the check both ends make (the loader's
 * `serve` too, whose peer is the modal). It does not look at the arguments; see {@link hasPlainArguments}.
 */
// biome-ignore lint/suspicious/noExplicitAny: hostile input, checked field by field
export function isAllowedApply(data: any, methods: readonly string[]): boolean {
  return (
    data?.type === 'APPLY' &&
    typeof data.id === 'string' &&
    data.path?.length === 1 &&
    methods.includes(data.path[0]) &&
    Array.isArray(data.argumentList)
  )
}

/** A comlink answer: a plain (`RAW`) value with the string `id` of the call it answers. Both ends parse answers so. */
// biome-ignore lint/suspicious/noExplicitAny: hostile input, checked field by field
export function isAnswer(data: any): data is { id: string; type: 'RAW'; value: unknown } {
  return typeof data?.id === 'string' && data.type === 'RAW'
}

/** The most arguments any bridge method takes (ModalApi and HostApi methods take at most two). */
const MAX_ARGUMENTS = 4

/**
 * What stock `Comlink.expose` needs beyond {@link isAllowedApply}: a real path array, and plain (`RAW`) arguments
 * only, at most {@link MAX_ARGUMENTS}, in a dense array. comlink would turn a `HANDLER` argument into a proxy, and a
 * sparse `argumentList` with a huge `length` costs the receiver seconds (the length is checked before any loop).
 */
// biome-ignore lint/suspicious/noExplicitAny: hostile input, checked field by field
function hasPlainArguments(data: any): boolean {
  const { argumentList } = data
  if (!Array.isArray(data.path) || argumentList.length > MAX_ARGUMENTS) return false
  for (let index = 0; index < argumentList.length; index++) {
    if (!(index in argumentList)) return false
    const argument = argumentList[index]
    if (argument?.type !== 'RAW') return false
  }
  return true
}

/**
 * An endpoint for `Comlink.wrap` on a port whose peer is untrusted: it admits only plain (`RAW`) responses, so
 * the peer cannot hand us a proxy (a `HANDLER` answer) or any message comlink would act on.
 */
export function wrapEndpoint(port: MessagePort): Endpoint {
  return {
    postMessage: (message, transfer) => port.postMessage(message, transfer || []),
    addEventListener: (_type, listener: EventListener) =>
      port.addEventListener('message', (event) => {
        if (isAnswer(event.data)) listener(event)
      }),
    removeEventListener: () => {},
    start: () => port.start(),
  }
}
