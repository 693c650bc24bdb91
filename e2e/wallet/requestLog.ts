import { ProviderRpcError, toRpcError } from './transactions.js'
import type { PendingRequest } from './types.js'

type Logged = { id: number; method: string; params: unknown; status: 'pending' | 'ok' | 'error' }

/**
 * The provider's `request`: checks the shape, logs the request with an id (the one `pending()` shows too), lets
 * `answer` answer it, and throws what it throws as a `ProviderRpcError`.
 */
export function createRequestLog(answer: (entry: PendingRequest) => Promise<unknown>) {
  const log: Logged[] = []
  /** One id per request the page makes: `requests()` and `pending()` share it. */
  let nextId = 1
  return {
    request: async (args: unknown): Promise<unknown> => {
      const { method, params } = (args ?? {}) as { method?: unknown; params?: unknown }
      if (typeof method !== 'string') throw new ProviderRpcError(-32600, 'Invalid request: no method')
      const entry: Logged = { id: nextId++, method, params, status: 'pending' }
      log.push(entry)
      try {
        const result = await answer(entry)
        entry.status = 'ok'
        return result
      } catch (error) {
        entry.status = 'error'
        if (error instanceof ProviderRpcError) throw error
        const { code, message, data } = toRpcError(error)
        throw new ProviderRpcError(code, message, data)
      }
    },
    requests: () => log.map((entry) => ({ ...entry })),
  }
}
