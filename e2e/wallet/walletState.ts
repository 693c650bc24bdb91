import { numberToHex } from 'viem'
import { unknownChain } from './providerErrors.js'
import type { ProviderEvents } from './providerEvents.js'
import type { ResolvedTestWalletConfig } from './testWalletConfig.js'
import { ProviderRpcError } from './transactions.js'

type SavedState = { connected: boolean; chainId: number; added: [number, string][] }

/**
 * The wallet's site connection, current chain and known chains, persisted per tab (like an extension remembering
 * the site) when `config.persist`; every change emits the EIP-1193 event a wallet emits.
 */
export function createWalletState(
  config: ResolvedTestWalletConfig,
  address: `0x${string}`,
  events: ProviderEvents,
) {
  const storageKey = `testWallet:${config.rdns}:${address}`
  const chains = new Map<number, string>(config.chains.map((chain) => [chain.id, chain.rpcUrl]))
  let chainId = config.chains[0]!.id
  let connected = false
  if (config.persist) {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as SavedState | null
      if (saved) {
        for (const [id, rpcUrl] of saved.added) if (!chains.has(id)) chains.set(id, rpcUrl)
        if (chains.has(saved.chainId)) chainId = saved.chainId
        connected = saved.connected
      }
    } catch {}
  }
  const configured = new Set(chains.keys())
  const save = () => {
    if (!config.persist) return
    try {
      const added = [...chains].filter(([id]) => !configured.has(id))
      sessionStorage.setItem(storageKey, JSON.stringify({ connected, chainId, added }))
    } catch {}
  }
  const setChain = (id: number) => {
    if (!chains.has(id)) throw unknownChain(id)
    if (id === chainId) return
    chainId = id
    save()
    events.emit('chainChanged', numberToHex(id))
  }

  return {
    /** Chain id → RPC URL: the configured chains and those the site added. */
    chains,
    get chainId() {
      return chainId
    },
    get connected() {
      return connected
    },
    setConnected(value: boolean) {
      if (connected === value) return
      connected = value
      save()
      events.emit('accountsChanged', value ? [address] : [])
    },
    setChain,
    /** Adds the chain (or keeps the one known), then switches to it. */
    addChain(id: number, rpcUrl: string | undefined) {
      if (!chains.has(id) && typeof rpcUrl === 'string') chains.set(id, rpcUrl)
      save()
      setChain(id)
    },
    /** The wallet's own "disconnect this site": `accountsChanged([])`, then `disconnect` (4900), even if already. */
    disconnectSite() {
      connected = false
      save()
      events.emit('accountsChanged', [])
      events.emit('disconnect', new ProviderRpcError(4900, 'The provider is disconnected from all chains.'))
    },
  }
}

export type WalletState = ReturnType<typeof createWalletState>
