import { log } from '../lib/log.js'
import type { ConnectorEvent } from './types.js'

/** A connector's event emitter: listeners are called in order, and one that throws does not stop the rest. */
export function createConnectorEvents<Account>() {
  const listeners = new Set<(event: ConnectorEvent<Account>) => void>()
  return {
    emit(event: ConnectorEvent<Account>) {
      for (const listener of [...listeners])
        try {
          listener(event)
        } catch (error) {
          log.error('a connector listener failed', error)
        }
    },
    on(listener: (event: ConnectorEvent<Account>) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
