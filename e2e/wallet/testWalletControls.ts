import { numberToHex } from 'viem'
import type { ApprovalQueue } from './approvalQueue.js'
import type { ProviderEvents } from './providerEvents.js'
import type { Eip1193Provider, Eip6963ProviderInfo, TestWalletControls } from './types.js'
import type { WalletState } from './walletState.js'

/** `window.testWallet`: the wallet's own UI, as tests drive it. */
export function createTestWalletControls(wallet: {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
  address: `0x${string}`
  state: WalletState
  events: ProviderEvents
  approvals: ApprovalQueue
  requests: TestWalletControls['requests']
  announce(): void
}): TestWalletControls {
  const { state, approvals } = wallet
  return {
    info: wallet.info,
    provider: wallet.provider,
    get account() {
      return wallet.address
    },
    get chainId() {
      return state.chainId
    },
    get connected() {
      return state.connected
    },
    pending: approvals.pending,
    approve: approvals.approve,
    reject: approvals.reject,
    autoApprove: approvals.autoApprove,
    nextPending: approvals.nextPending,
    requests: wallet.requests,
    disconnect: () => state.disconnectSite(),
    connect: () => {
      wallet.events.emit('connect', { chainId: numberToHex(state.chainId) })
      state.setConnected(true)
    },
    switchChain: (id) => state.setChain(id),
    announce: wallet.announce,
  }
}
