import type { SolanaTransactionVersion } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { bitcoinFeatures } from './walletStandardBitcoin.js'
import { eachInput, type ModalCall } from './walletStandardCall.js'
import type { WalletStandardHost } from './walletStandardScript.js'

/**
 * What the modal answers to `wallet_standardInfo`: the wallet to register, and its accounts now (a Solana one, a
 * Bitcoin one), each with its chains and the features that serve it.
 */
export type ModalWalletInfo = {
  name: string
  icon: string
  chains: IdentifierString[]
  accounts: {
    address: string
    publicKey: Uint8Array
    chains: IdentifierString[]
    features: IdentifierString[]
  }[]
}

const TRANSACTION_VERSIONS: readonly SolanaTransactionVersion[] = ['legacy', 0]

type Listener = (properties: StandardEventsChangeProperties) => void

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/**
 * `solana:signIn`: connect and Sign-In With Solana in one step. The modal writes the message for the page's real
 * origin (the input's domain is ignored) and the user's wallet signs it; the account is the one now connected.
 */
const signInFeature = (
  call: ModalCall,
  refresh: () => Promise<void>,
  accountsNow: () => WalletAccount[],
) => ({
  version: '1.0.0',
  async signIn(...inputs: readonly object[]) {
    const outputs = []
    for (const input of inputs) {
      const { address, ...signed } = (await call('solana_signIn', input)) as { address: string }
      await refresh()
      const account = accountsNow().find((candidate) => candidate.address === address)
      outputs.push({ account, ...signed, signatureType: 'ed25519' })
    }
    return outputs as never
  },
})

/** The Solana features, forwarded to the modal. */
const solanaFeatures = (
  call: ModalCall,
  refresh: () => Promise<void>,
  accountsNow: () => WalletAccount[],
) => ({
  'solana:signIn': signInFeature(call, refresh, accountsNow),
  'solana:signMessage': { version: '1.0.0', signMessage: eachInput(call, 'solana_signMessage') },
  'solana:signTransaction': {
    version: '1.0.0',
    supportedTransactionVersions: TRANSACTION_VERSIONS,
    signTransaction: eachInput(call, 'solana_signTransaction'),
  },
  'solana:signAndSendTransaction': {
    version: '1.0.0',
    supportedTransactionVersions: TRANSACTION_VERSIONS,
    signAndSendTransaction: eachInput(call, 'solana_signAndSendTransaction'),
  },
})

/**
 * The modal as one Wallet Standard wallet (ARCHITECTURE.md, "Solana and Bitcoin"): each feature is a request to
 * the modal through the loader, which the user approves in the modal or in their own wallet. `update` takes the
 * modal's answer to `wallet_standardInfo` and emits `change` for what changed.
 */
export function createModalWallet(request: WalletStandardHost[0], first: ModalWalletInfo) {
  let info = first
  let accounts: WalletAccount[] = []
  const listeners = new Set<Listener>()
  const call: ModalCall = (method, params) =>
    request(params === undefined ? { method } : { method, params: params as Record<string, unknown> })
  const refresh = async () => update((await call('wallet_standardInfo')) as ModalWalletInfo)

  function update(next: ModalWalletInfo) {
    const changed: {
      -readonly [K in keyof StandardEventsChangeProperties]: StandardEventsChangeProperties[K]
    } = {}
    const addresses = (list: readonly { address: string }[]) => list.map((account) => account.address)
    if (!sameList(next.chains, info.chains)) changed.chains = next.chains
    if (!sameList(addresses(next.accounts), addresses(accounts))) {
      accounts = next.accounts.map((account) => Object.freeze({ ...account }))
      changed.accounts = accounts
    }
    info = next
    if (changed.chains || changed.accounts) for (const listener of [...listeners]) listener(changed)
  }

  const on = (prefix: string) => first.chains.some((chain) => chain.startsWith(prefix))
  const solana = on('solana:')
  const bitcoin = on('bip122:')

  const wallet: Wallet = {
    version: '1.0.0',
    name: first.name,
    icon: first.icon as WalletIcon,
    get chains() {
      return info.chains
    },
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const namespace = solana ? 'solana' : 'bip122'
          await call(input?.silent ? `${namespace}_accounts` : `${namespace}_requestAccounts`)
          await refresh()
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (solana) await call('solana_disconnect')
          if (bitcoin) await call('bip122_disconnect')
          await refresh()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: Listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      ...(solana && solanaFeatures(call, refresh, () => accounts)),
      ...(bitcoin && bitcoinFeatures(call, refresh, () => accounts)),
    },
  }
  update(first)
  return { wallet, refresh }
}
