import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import type { WalletStandardHost } from './walletStandardScript.js'

/** The features the modal may call on a proxied wallet, by request method. */
const FORWARDED = [
  'standard:connect',
  'standard:disconnect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
]

type Method = (...args: unknown[]) => Promise<unknown>

/** An account as plain data: wallets may hand out class instances or proxies, which do not clone. */
const plainAccount = (account: WalletAccount) => ({
  address: account.address,
  publicKey: Uint8Array.from(account.publicKey),
  chains: [...account.chains],
  features: [...account.features],
})

/**
 * A host Wallet Standard wallet as an EIP-1193-shaped provider, for the loader's host-wallet bridge: a request's
 * method names the feature (`solana:signMessage`) or is `accounts` (the wallet's authorised accounts), its params the input with the account by `pubkey` (for
 * `bitcoin:signTransaction`, each `inputsToSign` entry's account by its `address`); errors go back with the
 * wallet's code when it gave one.
 */
function toProvider(wallet: Wallet) {
  const accountsChanged = new Set<(accounts: string[]) => void>()
  const events = wallet.features['standard:events'] as StandardEventsFeature['standard:events'] | undefined
  events?.on('change', ({ accounts }) => {
    if (accounts) for (const listener of accountsChanged) listener(accounts.map((account) => account.address))
  })
  const accountOf = (address: unknown) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw { code: 4100, message: `${wallet.name} has no connected account ${String(address)}` }
    return account
  }
  return {
    on(event: string, listener: (accounts: string[]) => void) {
      if (event === 'accountsChanged') accountsChanged.add(listener)
    },
    async request({ method, params }: { method: string; params?: unknown }) {
      // The accounts the wallet has authorised this page for (Wallet Standard's `accounts`): a Bitcoin wallet has no
      // silent connect, so the modal restores a connection from these.
      if (method === 'accounts') return wallet.accounts.map(plainAccount)
      const feature = wallet.features[method as `${string}:${string}`] as Record<string, Method> | undefined
      const run = feature?.[method.slice(method.indexOf(':') + 1)]
      if (!run || !FORWARDED.includes(method))
        throw { code: 4200, message: `${wallet.name} does not support ${method}` }
      if (method === 'standard:connect' || method === 'bitcoin:connect') {
        const { accounts } = (await run.call(feature, params)) as { accounts: WalletAccount[] }
        return { accounts: accounts.map(plainAccount) }
      }
      if (method === 'standard:disconnect') {
        await run.call(feature)
        return null
      }
      const { pubkey, inputsToSign, ...input } = (params ?? {}) as {
        pubkey?: unknown
        inputsToSign?: { address: unknown }[]
      }
      const [output] = (await run.call(
        feature,
        inputsToSign
          ? {
              ...input,
              inputsToSign: inputsToSign.map(({ address, ...rest }) => ({
                ...rest,
                account: accountOf(address),
              })),
            }
          : { ...input, account: accountOf(pubkey) },
      )) as unknown[]
      return output
    },
  }
}

/**
 * Proxies the host page's Wallet Standard wallets into the modal, as the loader does EIP-6963 wallets: one with a
 * Solana chain and `standard:connect` as `ws:solana:<n>`, one with `bitcoin:connect` as `ws:bitcoin:<n>` (a wallet
 * with both is offered twice); the uuid tells the modal its namespace. Each is offered through the loader's
 * `announce` (dapps never see it). `own`, the modal's own wallet, is never offered.
 */
export function proxyHostWallets(own: Wallet, announce: WalletStandardHost[2]): void {
  const { get, on } = getWallets()
  const proxied = new Set<Wallet>()
  let count = 0
  const offer = (wallet: Wallet, namespace: string) => {
    const info = { uuid: `ws:${namespace}:${++count}`, name: wallet.name, icon: wallet.icon, rdns: '' }
    announce({ detail: { info, provider: toProvider(wallet) } })
  }
  const add = (wallet: Wallet) => {
    if (wallet === own || proxied.has(wallet)) return
    proxied.add(wallet)
    if (wallet.chains.some((chain) => chain.startsWith('solana:')) && wallet.features['standard:connect'])
      offer(wallet, 'solana')
    if (wallet.features['bitcoin:connect']) offer(wallet, 'bitcoin')
  }
  for (const wallet of get()) add(wallet)
  on('register', (...wallets) => {
    for (const wallet of wallets) add(wallet)
  })
}
