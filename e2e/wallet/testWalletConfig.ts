import { type Hex, isHex } from 'viem'
import type { TestWalletChain, TestWalletConfig } from './types.js'

/** Anvil's account #0 (0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266). */
const ANVIL_KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** The test wallet's configuration with every default filled in. */
export type ResolvedTestWalletConfig = Required<Omit<TestWalletConfig, 'chains'>> & {
  chains: TestWalletChain[]
}

/** The page's query parameters for the test wallet (see `TestWalletConfig`). */
function configFromQuery(query: URLSearchParams): TestWalletConfig {
  const flag = (name: string) => (query.has(name) ? ['1', 'true', ''].includes(query.get(name)!) : undefined)
  const fromQuery: TestWalletConfig = {}
  const queryChains = query.getAll('walletChain').flatMap((entry) => {
    const comma = entry.indexOf(',')
    const id = Number(entry.slice(0, comma))
    return comma > 0 && Number.isSafeInteger(id) ? [{ id, rpcUrl: entry.slice(comma + 1) }] : []
  })
  if (queryChains.length) fromQuery.chains = queryChains
  else if (query.get('rpc')) {
    fromQuery.chains = [{ id: 31337, rpcUrl: query.get('rpc')! }]
    if (query.get('rpc2')) fromQuery.chains.push({ id: 31338, rpcUrl: query.get('rpc2')! })
  }
  const legacy = flag('walletLegacy')
  if (legacy !== undefined) fromQuery.legacy = legacy
  const announce = flag('walletAnnounce')
  if (announce !== undefined) fromQuery.announce = announce
  const autoApprove = flag('walletAutoApprove')
  if (autoApprove !== undefined) fromQuery.autoApprove = autoApprove
  const confirmSwitch = flag('walletConfirmSwitch')
  if (confirmSwitch !== undefined) fromQuery.confirmSwitch = confirmSwitch
  const persist = flag('walletPersist')
  if (persist !== undefined) fromQuery.persist = persist
  const key = query.get('walletKey')
  if (key && isHex(key)) fromQuery.privateKey = key
  return fromQuery
}

/** `window.testWalletConfig` over the page's query parameters, over the defaults. */
export function readConfig(): ResolvedTestWalletConfig {
  const merged: TestWalletConfig = {
    ...configFromQuery(new URLSearchParams(location.search)),
    ...window.testWalletConfig,
  }
  return {
    chains: merged.chains?.length ? merged.chains : [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    legacy: merged.legacy ?? false,
    announce: merged.announce ?? true,
    privateKey: merged.privateKey ?? ANVIL_KEY_0,
    autoApprove: merged.autoApprove ?? false,
    confirmSwitch: merged.confirmSwitch ?? false,
    persist: merged.persist ?? true,
    name: merged.name ?? 'Test Wallet',
    rdns: merged.rdns ?? 'dev.wallet-modal.test',
  }
}
