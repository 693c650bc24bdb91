import { INTERNAL, UNRECOGNIZED_CHAIN } from '../../../shared/errors/codes.js'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import { isRecord } from '../../../shared/guards.js'
import type { HostWallet } from '../../../shared/protocol.js'
import type { NetworkEntry } from '../../config/types.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { EvmAccount, EvmConnector } from '../types.js'
import type { HostWalletProvider } from './hostWallet.js'

/** EIP-3326's and EIP-3085's `chainId`: the network's id as a 0x-prefixed hex quantity. */
const chainIdHex = (network: NetworkEntry) => `0x${Number(network.id).toString(16)}`

/** The key a host wallet is remembered by: EIP-6963 uuids change on every page load, rdns does not. */
const hostWalletKey = (wallet: HostWallet) => wallet.rdns || `name:${wallet.name}`

const firstAccount = (accounts: unknown): string => {
  const [first] = Array.isArray(accounts) ? accounts : []
  if (typeof first !== 'string')
    throw new ProviderRpcError(INTERNAL, 'The wallet answered without an account')
  return first
}

/** Whether a switch failed because the wallet does not know the chain (4902; MetaMask Mobile nests it). */
function isUnknownChain(error: unknown): boolean {
  if (!isRecord(error)) return false
  const original = isRecord(error.data) ? error.data.originalError : undefined
  return error.code === UNRECOGNIZED_CHAIN || (isRecord(original) && original.code === UNRECOGNIZED_CHAIN)
}

/** EIP-3085's `wallet_addEthereumChain` parameter for a network the app lists. */
function addChainParameter(network: NetworkEntry) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: chainIdHex(network),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.default.http.slice(0, 1),
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * A wallet in the host page (EIP-6963, or the legacy `window.ethereum`), spoken to in EIP-1193 through the
 * loader. What it reports is the page's word: the session checks it.
 */
export function createHostWalletConnector(wallet: HostWallet, provider: HostWalletProvider): EvmConnector {
  const events = createConnectorEvents<EvmAccount>()
  let account: EvmAccount | undefined
  const chainId = async () => Number(await provider.request({ method: 'eth_chainId' }))
  const report = (next: EvmAccount) => {
    account = next
    events.emit({ type: 'account', account: next })
  }
  const end = () => {
    if (account === undefined) return
    account = undefined
    events.emit({ type: 'disconnected' })
  }
  provider.on('accountsChanged', (accounts) => {
    if (account === undefined) return
    if (!Array.isArray(accounts) || accounts.length === 0) return end()
    report({ address: String(accounts[0]), chainId: account.chainId })
  })
  provider.on('chainChanged', (chain) => {
    if (account !== undefined) report({ address: account.address, chainId: Number(chain) })
  })
  provider.on('disconnect', end)

  return {
    namespace: 'eip155',
    info: {
      id: wallet.uuid,
      name: wallet.name,
      icon: wallet.icon,
      rdns: wallet.rdns || undefined,
      type: wallet.uuid === 'injected' ? 'INJECTED' : 'ANNOUNCED',
    },
    storageKey: hostWalletKey(wallet),
    async connect() {
      const address = firstAccount(await provider.request({ method: 'eth_requestAccounts' }))
      account = { address, chainId: await chainId() }
      return account
    },
    async restore() {
      const accounts = await provider.request({ method: 'eth_accounts' })
      if (!Array.isArray(accounts) || accounts.length === 0) return undefined
      account = { address: firstAccount(accounts), chainId: await chainId() }
      return account
    },
    async disconnect() {
      account = undefined
      // MetaMask's MIP-2 disconnect; wallets without it may never answer, so it is not awaited.
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => {})
    },
    async switchNetwork(network) {
      const params = [{ chainId: chainIdHex(network) }]
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params })
      } catch (error) {
        if (!isUnknownChain(error)) throw error
        await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameter(network)] })
      }
      const current = await chainId()
      if (account !== undefined) report({ address: account.address, chainId: current })
      if (current !== Number(network.id))
        throw new ProviderRpcError(INTERNAL, `The wallet did not switch to ${network.name}`)
    },
    request: (args) => provider.request(args),
    onEvent: events.on,
  }
}
