/**
 * `wallet-standard.js`: the loader's second script (ARCHITECTURE.md, "Solana and Bitcoin"), loaded from the
 * modal's folder only when the config lists a `solana:` or `bip122:` network. It registers the modal as one
 * Wallet Standard wallet, and proxies the page's own Wallet Standard wallets into the modal. It reaches the modal
 * through the loader that inserted it (`document.currentScript.wm`).
 */
import { registerWallet } from '@wallet-standard/wallet'
import { proxyHostWallets } from './walletStandardProxy.js'
import type { WalletStandardHost } from './walletStandardScript.js'
import { createModalWallet, type ModalWalletInfo } from './walletStandardWallet.js'

const host = (document.currentScript as (HTMLScriptElement & { wm?: WalletStandardHost }) | null)?.wm

/** Set once the wallet is registered: a reloaded modal inserts this script again, and one wallet is enough. */
const REGISTERED = Symbol.for('wallet-modal:wallet-standard')

async function start([request, subscribe, announce]: WalletStandardHost) {
  const page = window as unknown as Record<symbol, boolean>
  if (page[REGISTERED]) return
  page[REGISTERED] = true
  const info = (await request({ method: 'wallet_standardInfo' })) as ModalWalletInfo
  const { wallet, refresh } = createModalWallet(request, info)
  registerWallet(wallet)
  proxyHostWallets(wallet, announce)
  // Accounts and chains follow the modal: every state change may be a connection or a new config.
  subscribe(() => {
    refresh().catch(() => {})
  })
}

if (host)
  start(host).catch((error) => console.error('[wallet-modal] Wallet Standard wallet not registered', error))
