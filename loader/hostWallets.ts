import type { HostMessage, HostWallet, RequestArguments, Result } from '../shared/protocol.js'
import { WALLET_EVENTS } from '../shared/protocol.js'

type Provider = {
  request(args: RequestArguments): Promise<unknown>
  on?(event: string, listener: (data: unknown) => void): void
}
/** What the page announced: the descriptor the modal gets, and the provider it never does. */
type Announced = [info: HostWallet, provider: Provider]

/** The legacy `window.ethereum`, listed only when no wallet announces itself over EIP-6963. */
const LEGACY = 'injected'
const announced = new Map<string, Announced>()
const watched = new WeakSet<Provider>()
const legacy = () => (window as { ethereum?: Provider }).ethereum

function watch(uuid: string, provider: Provider, send: (message: HostMessage) => void) {
  if (watched.has(provider)) return
  watched.add(provider)
  for (const name of WALLET_EVENTS)
    provider.on?.(name, (data) => {
      const { code, message } = (data ?? {}) as { code?: unknown; message?: unknown }
      // A disconnect carries an error object: send its code and message, which survive cloning.
      send({ type: 'walletEvent', uuid, name, data: name === 'disconnect' ? { code, message } : data })
    })
}

/**
 * Discovers the host page's wallets over EIP-6963, announcements that come late included, and calls `changed`
 * whenever the list grows. `own` (the loader's provider) is never listed.
 */
export function discoverWallets(own: object, send: (message: HostMessage) => void, changed: () => void) {
  const onAnnounce = (event: { detail?: unknown }) => {
    const { info, provider } = (event.detail as { info?: HostWallet; provider?: Provider } | undefined) ?? {}
    if (!info?.uuid || provider === own || !provider?.request || announced.has(info.uuid)) return
    announced.set(info.uuid, [
      { uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns },
      provider,
    ])
    watch(info.uuid, provider, send)
    changed()
  }
  addEventListener('eip6963:announceProvider', onAnnounce as EventListener)
  dispatchEvent(new Event('eip6963:requestProvider'))
  // wallet-standard.js announces the page's Wallet Standard wallets through this, out of dapps' sight.
  return onAnnounce
}

/** Descriptors only: the modal never gets the providers themselves. */
export function listWallets(own: object, send: (message: HostMessage) => void): HostWallet[] {
  const wallets = [...announced.values()].map(([info]) => info)
  const fallback = legacy()
  if (!wallets.length && fallback?.request && fallback !== own) {
    watch(LEGACY, fallback, send)
    // Only the uuid: the modal reads a missing name as "Browser Wallet", and a missing icon or rdns as none.
    wallets.push({ uuid: LEGACY } as HostWallet)
  }
  return wallets
}

/** Forwards a request to a host wallet; its own UI asks the user. Errors come back as data, never thrown. */
export async function walletRequest(uuid: string, args: RequestArguments): Promise<Result<unknown>> {
  const provider = uuid === LEGACY ? legacy() : announced.get(uuid)?.[1]
  try {
    if (!provider) throw { code: 4900, message: 'Wallet not found' }
    return { result: await provider.request(args) }
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    return { error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? error) } }
  }
}
