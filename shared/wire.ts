import { isAllowedApply, isAnswer } from './endpoint.js'
import type { Caller } from './protocol.js'

/**
 * The loader's side of the bridge: comlink's wire protocol (an `APPLY` of one method name with `RAW` arguments,
 * answered by a `RAW` value with the same `id`) without comlink's runtime. The loader never uses what that
 * runtime is for — proxies, transfers, finalizers, property paths — and this project forbids them on the bridge,
 * while its 1.8 KB gzip would not leave the loader's 3 KB budget room for the host-wallet features. The modal
 * answers with stock `Comlink.expose` and calls with stock `Comlink.wrap`, both behind shared/endpoint.ts.
 */
export function createCaller<Api extends { [M in keyof Api]: (...args: never[]) => unknown }>(
  port: MessagePort,
  /** Gets the port's messages that are not answers (the modal's one-way events). */
  // biome-ignore lint/suspicious/noExplicitAny: the receiver parses them
  onOther?: (data: any) => void,
): Caller<Api> {
  const pending = new Map<string, (value: never) => void>()
  let lastId = 0
  // `onmessage` (one listener per port) starts the port too.
  port.onmessage = ({ data }) => {
    if (!isAnswer(data)) return onOther?.(data)
    pending.get(data.id)?.(data.value as never)
    pending.delete(data.id)
  }
  return (method, ...args) =>
    new Promise((resolve) => {
      const id = `${++lastId}`
      pending.set(id, resolve)
      port.postMessage({
        id,
        type: 'APPLY',
        path: [method],
        argumentList: args.map((value) => ({ type: 'RAW', value })),
      })
    })
}

/**
 * Answers comlink `APPLY` calls of the allow-listed `methods` of `api` with `RAW` values; drops everything else,
 * as `exposeEndpoint` does. A method that throws answers `null`: served methods report failures in their value.
 */
export function serve<Api extends object>(
  port: MessagePort,
  api: Api,
  methods: readonly (keyof Api & string)[],
) {
  port.onmessage = ({ data }) => {
    if (!isAllowedApply(data, methods)) return
    const method = api[data.path[0] as keyof Api] as (...args: unknown[]) => unknown
    ;(async () =>
      method.apply(
        api,
        data.argumentList.map((arg: { value: unknown }) => arg.value),
      ))()
      .catch(() => null)
      .then((value) => port.postMessage({ id: data.id, type: 'RAW', value }))
  }
}
