type Listener = (payload: never) => void

/** The EIP-1193 provider's events: `on`, `removeListener`, and `emit`, which a throwing listener cannot stop. */
export function createProviderEvents() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (payload: unknown) => void)(payload)
        } catch (error) {
          console.error(`testWallet: a '${event}' listener threw`, error)
        }
      }
    },
  }
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>
