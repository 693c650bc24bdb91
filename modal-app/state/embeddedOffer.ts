import { getAddress } from 'viem'
import { createLazyEmbeddedConnector } from '../connectors/embedded/embeddedLazy.js'
import type { AnyConnector } from '../connectors/types.js'
import { lazily } from '../lib/lazily.js'
import type { Actions } from '../navigation/actions.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { networkOf, type Store } from '../store/store.js'

/**
 * The passkey wallet's connector, whose requests wait in the approval queue (state/approvals.ts, loaded with the first
 * request), and which locks whenever the modal closes; `add` puts it in the registry. Answers what ApproveTransaction's
 * buttons call. Loaded only where the deployment offers the wallet (state/connection.ts).
 */
export function offerEmbeddedWallet(
  deps: { store: Store; actions: Actions; storage: KeyValueStorage },
  add: (connector: AnyConnector) => void,
): (id: number, approved: boolean) => void {
  const { store } = deps
  const { origin, config } = store.get()
  const authUrl = config.embeddedWallet?.authUrl
  const approvals = lazily(() =>
    import('./approvals.js').then(({ createApprovals }) => createApprovals(deps)),
  )
  const connector = createLazyEmbeddedConnector({
    storage: deps.storage,
    origin,
    network: () => networkOf(store.get(), 'eip155') ?? store.get().config.defaultNetwork,
    approve: async (request, work) => (await approvals()).submit(request, work),
    smartAccount: {
      networks: () => store.get().config.networks.filter((network) => network.chainNamespace === 'eip155'),
      setup: (network) => {
        const { embeddedWallet, defaultAccountTypes } = store.get().config
        const delegate = embeddedWallet?.smartAccounts[network.caipNetworkId]
        return {
          preferred: defaultAccountTypes.eip155,
          delegate: delegate === undefined ? undefined : getAddress(delegate),
        }
      },
      report: (smartAccount) => store.set({ smartAccount }),
    },
    shownNetwork: () => {
      const network = networkOf(store.get(), 'eip155') ?? store.get().config.defaultNetwork
      return { name: network.name, currency: network.nativeCurrency }
    },
    auth:
      authUrl === undefined
        ? undefined
        : { url: authUrl, custody: config.embeddedWallet?.custody ?? 'passkey' },
  })
  add(connector)
  let open = store.get().open
  store.subscribe(() => {
    if (open && !store.get().open) connector.lock()
    open = store.get().open
  })
  return (id, approved) => {
    approvals()
      .then((loaded) => loaded.decide(id, approved))
      .catch(() => {})
  }
}
