/**
 * The demo's phone wallet (`e2e/pages/phone-wallet.html`, bundled to `/phone-wallet.js` by `build.ts`): the e2e
 * WalletConnect wallet (`../walletconnect/wallet.ts`, `@walletconnect/sign-client` with a viem account) in a
 * browser tab, with a person's UI. It pairs from a pasted `wc:` link, shows who asks and what, and signs and sends
 * on the local anvils only when the person presses Approve. Reads the relay and the chains from `./stack.json`.
 */
import type { SessionTypes } from '@walletconnect/types'
import type { Hex } from 'viem'
import {
  startWallet,
  type TestWcWallet,
  type WalletProposal,
  type WalletRequest,
} from '../walletconnect/wallet.js'
import { summarizeRequest } from './requestSummary.js'

/** Anvil's account #1 (0x70997970C51812dc3A010C7d01b50e0d17dc79C8): the demo's test wallet holds #0. */
const ANVIL_KEY_1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

type PhoneStack = {
  relayUrl: string
  projectId: string
  chains: { id: number; name: string; rpcUrl: string }[]
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T

main().catch(showError)

async function main() {
  const response = await fetch('./stack.json')
  if (!response.ok) throw new Error(`stack.json: HTTP ${response.status}`)
  const stack = (await response.json()) as PhoneStack
  const wallet = await startWallet({
    relayUrl: stack.relayUrl,
    projectId: stack.projectId,
    privateKey: ANVIL_KEY_1,
    chains: stack.chains.map(({ id, rpcUrl }) => ({ id, rpcUrl })),
    name: 'Phone Wallet (demo)',
  })
  $('address').textContent = wallet.address
  wirePairing(wallet)
  wallet.client.on('session_delete', () => renderSessions(wallet))
  renderSessions(wallet)
  void answerProposals(wallet)
  void answerRequests(wallet)
}

function wirePairing(wallet: TestWcWallet) {
  const input = $<HTMLInputElement>('uri')
  const pair = $<HTMLButtonElement>('pair')
  const sync = () => {
    pair.disabled = !input.value.trim().startsWith('wc:')
  }
  input.addEventListener('input', sync)
  $('paste').addEventListener('click', () => {
    navigator.clipboard.readText().then((text) => {
      input.value = text.trim()
      sync()
    }, showError)
  })
  $('pair-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const uri = input.value.trim()
    hideError()
    pair.disabled = true
    wallet.pair(uri).then(
      () => {
        input.value = ''
        log(`Paired; waiting for the dapp's connection request`)
      },
      (error: unknown) => {
        sync()
        showError(error)
      },
    )
  })
  $('status').dataset.status = 'ready'
  $('status').textContent = 'Ready to pair'
}

/** One connection request at a time, oldest first, each waiting for Approve or Reject. */
async function answerProposals(wallet: TestWcWallet) {
  for (;;) {
    const proposal = await wallet.nextProposal()
    showProposal(proposal)
    const approved = await decision('proposal')
    try {
      if (approved) {
        const session = await wallet.approve({ id: proposal.id })
        log(`Connected to ${session.peer.metadata.name}`)
      } else {
        await wallet.reject(proposal.id)
        log(`Refused ${proposal.proposer.name}`)
      }
    } catch (error) {
      showError(error)
    }
    renderSessions(wallet)
  }
}

/** One request at a time, oldest first: carried out (signed, sent on anvil) only on Approve. */
async function answerRequests(wallet: TestWcWallet) {
  for (;;) {
    const request = await wallet.nextRequest()
    showRequest(wallet, request)
    const approved = await decision('request')
    try {
      if (!approved) {
        await wallet.rejectRequest(request.id)
        log(`Rejected ${request.method}`)
        continue
      }
      const outcome = await wallet.approveRequest(request.id)
      log(
        outcome.ok
          ? `${request.method} → ${JSON.stringify(outcome.result)}`
          : `${request.method} failed: ${outcome.error.message} (code ${outcome.error.code})`,
      )
    } catch (error) {
      showError(error)
    }
  }
}

/** Resolves with the person's answer on the `kind` card (true for Approve), then hides the card. */
function decision(kind: 'proposal' | 'request'): Promise<boolean> {
  const card = $(kind)
  card.hidden = false
  return new Promise((resolve) => {
    const answer = (approved: boolean) => () => {
      card.hidden = true
      approve.removeEventListener('click', onApprove)
      reject.removeEventListener('click', onReject)
      resolve(approved)
    }
    const approve = $(`${kind}-approve`)
    const reject = $(`${kind}-reject`)
    const onApprove = answer(true)
    const onReject = answer(false)
    approve.addEventListener('click', onApprove)
    reject.addEventListener('click', onReject)
  })
}

function showProposal({ proposer, chains }: WalletProposal) {
  $('proposal-title').textContent = `${proposer.name || 'An unnamed app'} wants to connect`
  $('proposal-name').textContent = proposer.name || 'An unnamed app'
  $('proposal-url').textContent = proposer.url
  $('proposal-chains').textContent = `Chains: ${chains.join(', ') || 'none named'}`
}

function showRequest(wallet: TestWcWallet, { topic, method, params, chainId }: WalletRequest) {
  const peer = wallet.sessions().find((session) => session.topic === topic)?.peer.metadata.name
  const { action, detail } = summarizeRequest(method, params)
  $('request-title').textContent = `${peer ?? 'The dapp'} asks you to ${action}`
  $('request-method').textContent = method
  $('request-chain').textContent = `on chain ${chainId}`
  $('request-detail').textContent = detail
}

function renderSessions(wallet: TestWcWallet) {
  $('sessions').replaceChildren(...wallet.sessions().map((session) => sessionItem(wallet, session)))
  const count = wallet.sessions().length
  $('status').dataset.status = count ? 'connected' : 'ready'
  $('status').textContent = count ? `Connected · ${count} session${count > 1 ? 's' : ''}` : 'Ready to pair'
}

function sessionItem(wallet: TestWcWallet, session: SessionTypes.Struct): HTMLLIElement {
  const item = document.createElement('li')
  const name = document.createElement('span')
  name.textContent = `${session.peer.metadata.name} (${session.peer.metadata.url})`
  const disconnect = document.createElement('button')
  disconnect.type = 'button'
  disconnect.textContent = 'Disconnect'
  disconnect.addEventListener('click', () => {
    wallet.disconnect(session.topic).then(() => {
      log(`Disconnected from ${session.peer.metadata.name}`)
      renderSessions(wallet)
    }, showError)
  })
  item.append(name, disconnect)
  return item
}

function log(text: string) {
  const item = document.createElement('li')
  const time = document.createElement('time')
  time.textContent = new Date().toLocaleTimeString()
  const line = document.createElement('code')
  line.textContent = text
  item.append(time, line)
  $('activity').prepend(item)
}

function showError(error: unknown) {
  const box = $('error')
  box.textContent = error instanceof Error ? error.message : String(error)
  box.hidden = false
}

function hideError() {
  $('error').hidden = true
}
