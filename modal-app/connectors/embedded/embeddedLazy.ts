import { lazily } from '../../lib/lazily.js'
import type { EvmAccount, EvmConnector } from '../types.js'
import type { EmbeddedDeps } from './embeddedConnector.js'
import { EMBEDDED_INFO } from './embeddedInfo.js'

/** The passkey wallet's connector, and `lock` (the modal closed): a no-op until its code has loaded. */
export type EmbeddedConnector = EvmConnector & { lock(): void }

/**
 * The passkey wallet's connector (embeddedConnector.ts) as the registry and the session hold it, with its code
 * (WebAuthn, the vault's client, the request decoders) fetched on first use: only deployments that offer it pay.
 */
export function createLazyEmbeddedConnector(deps: EmbeddedDeps): EmbeddedConnector {
  let loaded: EmbeddedConnector | undefined
  const real = lazily(() =>
    import('./embeddedConnector.js').then(({ createEmbeddedConnector }) => {
      loaded = createEmbeddedConnector(deps)
      return loaded
    }),
  )
  const listeners = new Set<Parameters<EvmConnector['onEvent']>[0]>()
  const relay = (connector: EvmConnector) =>
    connector.onEvent((event) => {
      for (const listener of [...listeners]) listener(event)
    })
  const ready = lazily(() => real().then(relay))
  const use = async () => {
    await ready()
    return real()
  }
  return {
    namespace: 'eip155',
    info: EMBEDDED_INFO,
    storageKey: EMBEDDED_INFO.id,
    connect: async (): Promise<EvmAccount> => (await use()).connect(),
    restore: async () => (await use()).restore(),
    disconnect: async () => (await use()).disconnect(),
    switchNetwork: async (network) => (await use()).switchNetwork(network),
    request: async (args) => (await use()).request(args),
    onEvent(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    lock() {
      loaded?.lock()
    },
  }
}
