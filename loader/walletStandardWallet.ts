import type { SolanaTransactionVersion } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import type { WalletStandardHost } from './walletStandardScript.js'

/** What the modal answers to `wallet_standardInfo`: the wallet to register, and its accounts now. */
export type ModalWalletInfo = {
  name: string
  icon: string
  chains: IdentifierString[]
  accounts: { address: string; publicKey: Uint8Array; chains: IdentifierString[] }[]
}

const SOLANA_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const satisfies IdentifierString[]
const TRANSACTION_VERSIONS: readonly SolanaTransactionVersion[] = ['legacy', 0]

type Listener = (properties: StandardEventsChangeProperties) => void

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

type Call = (method: string, params?: object) => Promise<unknown>

/** Runs `method` once per input, in order, with the input's account named by its address. */
const each =
  <Input extends { account: WalletAccount }>(call: Call, method: string) =>
  async (...inputs: readonly Input[]) => {
    const outputs = []
    for (const { account, ...rest } of inputs)
      outputs.push(await call(method, { ...rest, pubkey: account.address }))
    return outputs as never
  }

/**
 * `solana:signIn`: connect and Sign-In With Solana in one step. The modal writes the message for the page's real
 * origin (the input's domain is ignored) and the user's wallet signs it; the account is the one now connected.
 */
const signInFeature = (call: Call, refresh: () => Promise<void>, accountsNow: () => WalletAccount[]) => ({
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

/**
 * The modal as one Wallet Standard wallet (ARCHITECTURE.md, "Solana and Bitcoin"): each feature is a request to
 * the modal through the loader, which the user approves in the modal or in their own wallet. `update` takes the
 * modal's answer to `wallet_standardInfo` and emits `change` for what changed.
 */
export function createModalWallet(request: WalletStandardHost[0], first: ModalWalletInfo) {
  let info = first
  let accounts: WalletAccount[] = []
  const listeners = new Set<Listener>()
  const call = (method: string, params?: object) =>
    request(params === undefined ? { method } : { method, params: params as Record<string, unknown> })
  const refresh = async () => update((await call('wallet_standardInfo')) as ModalWalletInfo)

  function update(next: ModalWalletInfo) {
    const changed: {
      -readonly [K in keyof StandardEventsChangeProperties]: StandardEventsChangeProperties[K]
    } = {}
    const addresses = (list: readonly { address: string }[]) => list.map((account) => account.address)
    if (!sameList(next.chains, info.chains)) changed.chains = next.chains
    if (!sameList(addresses(next.accounts), addresses(accounts))) {
      accounts = next.accounts.map((account) => Object.freeze({ ...account, features: SOLANA_FEATURES }))
      changed.accounts = accounts
    }
    info = next
    if (changed.chains || changed.accounts) for (const listener of [...listeners]) listener(changed)
  }

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
          await call(input?.silent ? 'solana_accounts' : 'solana_requestAccounts')
          await refresh()
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await call('solana_disconnect')
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
      'solana:signIn': signInFeature(call, refresh, () => accounts),
      'solana:signMessage': { version: '1.0.0', signMessage: each(call, 'solana_signMessage') },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signTransaction: each(call, 'solana_signTransaction'),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: each(call, 'solana_signAndSendTransaction'),
      },
    },
  }
  update(first)
  return { wallet, refresh }
}
