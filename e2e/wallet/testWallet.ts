/**
 * A real EIP-6963 browser wallet for the host page of the e2e tests, bundled to one IIFE (`/test-wallet.js`,
 * built by `e2e/stack/global-setup.ts`). It holds a viem local account (anvil account #0 by default), announces
 * itself over EIP-6963, optionally sets `window.ethereum`, signs with the account and sends transactions to the
 * current chain's anvil, and sends EIP-5792 call batches (`callBatches.ts`). Everything that needs the user waits
 * for `window.testWallet.approve()` / `.reject()`.
 * Configuration: `window.testWalletConfig` or query parameters, see `TestWalletConfig` in `types.ts`.
 *
 * This file installs it; the answers live by concern in `*Answers.ts`, the state in `walletState.ts`, the
 * approvals in `approvalQueue.ts`.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { createApprovalQueue } from './approvalQueue.js'
import { createProviderEvents } from './providerEvents.js'
import { createRequestAnswers } from './requestAnswers.js'
import { createRequestLog } from './requestLog.js'
import { readConfig } from './testWalletConfig.js'
import { createTestWalletControls } from './testWalletControls.js'
import type { Eip1193Provider, Eip6963ProviderInfo } from './types.js'
import { createWalletState } from './walletState.js'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#7c3aed"/>' +
  '<path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#7c3aed"/></svg>'
const ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`

function installTestWallet(): void {
  const config = readConfig()
  const account = privateKeyToAccount(config.privateKey)
  const info: Eip6963ProviderInfo = Object.freeze({
    uuid: crypto.randomUUID(),
    name: config.name,
    icon: ICON,
    rdns: config.rdns,
  })
  const events = createProviderEvents()
  const state = createWalletState(config, account.address, events)
  const approvals = createApprovalQueue(config.autoApprove)
  const answer = createRequestAnswers({ config, account, state, needsApproval: approvals.needsApproval })
  const { request, requests } = createRequestLog(answer)

  const provider: Eip1193Provider & { isTestWallet: true } = {
    isTestWallet: true,
    request: (args) => request(args),
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.removeListener(event, listener)
      return provider
    },
  }
  const announce = () => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  }

  // Controls first, so that whoever hears the announcement finds `window.testWallet`.
  window.testWallet = createTestWalletControls({
    info,
    provider,
    address: account.address,
    state,
    events,
    approvals,
    requests,
    announce,
  })
  if (config.legacy) (window as { ethereum?: Eip1193Provider }).ethereum = provider
  if (config.announce) {
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
}

installTestWallet()
