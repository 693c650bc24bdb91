// The demo's test wallet switch (demo.html, "Test wallet"): when on, the page loads /test-wallet.js (the e2e
// tests' EIP-6963 wallet, anvil account #0) before the loader, as an extension would inject it, and this panel is
// its UI: each request waits for Approve or Reject here. The choice is remembered in this page's localStorage.
import { loadScript } from './load-script.js'

const STORAGE_KEY = 'demo:testWallet'
const $ = (id) => document.getElementById(id)

/** Sets the switch from the saved choice, and loads the wallet when it is on. */
export async function setUpTestWallet(chains, showError) {
  const toggle = $('test-wallet-switch')
  toggle.checked = readChoice()
  toggle.addEventListener('change', () => {
    saveChoice(toggle.checked)
    // A wallet cannot un-announce itself: turning it off takes a reload. Turning it on announces it at once.
    if (!toggle.checked) location.reload()
    else loadTestWallet(chains).catch(showError)
  })
  if (toggle.checked) await loadTestWallet(chains)
}

async function loadTestWallet(chains) {
  if (window.testWallet) return
  window.testWalletConfig = { chains: chains.map(({ id, rpcUrl }) => ({ id, rpcUrl })) }
  await loadScript('./test-wallet.js')
  void answerRequests()
}

/** One request at a time, oldest first, as a wallet's popup shows them. */
async function answerRequests() {
  for (;;) {
    const request = await window.testWallet.nextPending()
    const { action, detail } = window.DemoActions.summarizeRequest(request.method, request.params)
    $('test-wallet-action').textContent = `${location.host} asks you to ${action}`
    $('test-wallet-method').textContent = request.method
    $('test-wallet-detail').textContent = detail
    const approved = await decision()
    try {
      if (approved) await window.testWallet.approve(request.id)
      else window.testWallet.reject(request.id)
    } catch (error) {
      // Already answered elsewhere (the wallet dropped it): nothing is waiting for this click.
      console.warn('test wallet:', error)
    }
  }
}

function decision() {
  const ask = $('test-wallet-ask')
  ask.hidden = false
  return new Promise((resolve) => {
    const answer = (approved) => {
      ask.hidden = true
      $('test-wallet-approve').onclick = null
      $('test-wallet-reject').onclick = null
      resolve(approved)
    }
    $('test-wallet-approve').onclick = () => answer(true)
    $('test-wallet-reject').onclick = () => answer(false)
  })
}

function readChoice() {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

function saveChoice(on) {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on')
    else localStorage.removeItem(STORAGE_KEY)
  } catch {}
}
