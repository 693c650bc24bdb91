// The demo dapp (npm start). Reads the local stack from ./stack.json (written by e2e/stack/demoStack.ts), loads
// loader.js from the modal's origin (or from ?modal=<url>), and shows WalletModal's state live. With a wallet
// connected it signs a message (and checks the signature) and sends ETH, through WalletModal.provider.
import { setUpTestWallet } from './demo-test-wallet.js'
import { loadScript } from './load-script.js'

const STATE_FIELDS = ['open', 'view', 'status', 'address', 'caipAddress', 'chainId', 'namespace']
const PROVIDER_EVENTS = ['connect', 'disconnect', 'accountsChanged', 'chainChanged']
const MESSAGE = 'Hello from the demo dapp'
/** Anvil's account #2: neither demo wallet's, so a send moves ETH somewhere visible. */
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const $ = (id) => document.getElementById(id)

main().catch(showError)

async function main() {
  const stack = await fetch('./stack.json').then((response) => {
    if (!response.ok) throw new Error(`stack.json: HTTP ${response.status}`)
    return response.json()
  })
  const modalUrl = folderUrl(new URLSearchParams(location.search).get('modal') || stack.modalUrl)
  $('modal-url').textContent = modalUrl
  renderChains(stack.chains)
  if (stack.phoneWalletUrl) $('phone-wallet-link').href = `${stack.phoneWalletUrl}/`

  await loadScript('./demo-actions.js')
  // Before the loader, as an extension injects itself before the page's scripts.
  await setUpTestWallet(stack.chains, showError)
  await loadScript(new URL('loader.js', modalUrl).href)
  const { WalletModal } = window
  await WalletModal.init({
    networks: stack.chains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: false,
    })),
    // The demo's funded ERC-20 (e2e/stack/demoStack.ts), for Account's Tokens tab and Send.
    tokens: Object.fromEntries(
      stack.chains
        .filter((chain) => chain.token)
        .map((chain) => [`eip155:${chain.id}`, { address: chain.token }]),
    ),
    metadata: {
      name: 'Demo dapp',
      description: 'Wallet modal demo',
      url: location.origin,
      icons: [],
    },
    // Email and social login go through the demo's auth server (codes are printed on `npm start`'s console); its
    // social providers are local stand-ins for Google and GitHub.
    features: { socials: ['google', 'github'] },
  })

  renderState(WalletModal.getState())
  WalletModal.subscribe(renderState)
  for (const event of PROVIDER_EVENTS) {
    WalletModal.provider.on(event, (data) => logEvent(event, data))
  }

  wireButtons(WalletModal)
  $('connect').disabled = false
}

/** The page's buttons: the modal's views, and what a dapp does with a connected wallet. */
function wireButtons(WalletModal) {
  const run = (action) => () => {
    $('error').hidden = true
    Promise.resolve().then(action).catch(showError)
  }
  $('connect').addEventListener(
    'click',
    run(() => WalletModal.openWalletModal()),
  )
  $('account').addEventListener(
    'click',
    run(() => WalletModal.openWalletModal({ view: 'Account' })),
  )
  $('networks').addEventListener(
    'click',
    run(() => WalletModal.openWalletModal({ view: 'Networks' })),
  )
  $('disconnect').addEventListener(
    'click',
    run(() => WalletModal.disconnect()),
  )
  $('sign').addEventListener(
    'click',
    run(async () => {
      const address = WalletModal.getState().address
      const { signature, verified } = await window.DemoActions.signMessage(
        WalletModal.provider,
        address,
        MESSAGE,
      )
      const verdict = verified ? `Signature verified: signed by ${address}` : 'Signature does NOT verify'
      logResult(verified, verdict, signature)
    }),
  )
  $('send').addEventListener(
    'click',
    run(async () => {
      const from = WalletModal.getState().address
      const sent = await window.DemoActions.sendEther(WalletModal.provider, from, RECIPIENT, '0.001')
      const ok = sent.status === 'success'
      logResult(ok, `Transaction ${ok ? 'mined' : 'reverted'} in block ${sent.blockNumber}`, sent.hash)
    }),
  )
}

function logResult(ok, summary, detail) {
  const item = document.createElement('li')
  item.dataset.ok = String(ok)
  const label = document.createElement('strong')
  label.textContent = summary
  const code = document.createElement('code')
  code.textContent = detail
  item.append(label, ' ', code)
  $('results').prepend(item)
}

function renderState(state) {
  const list = $('state')
  list.replaceChildren()
  for (const field of STATE_FIELDS) {
    const term = document.createElement('dt')
    term.textContent = field
    const value = document.createElement('dd')
    value.textContent = state[field] === undefined ? '—' : String(state[field])
    if (state[field] === undefined) value.className = 'muted'
    list.append(term, value)
  }
  const connected = state.status === 'connected'
  const status = $('status')
  status.dataset.status = state.status
  status.textContent = connected ? `Connected · ${shortAddress(state.address)}` : capitalize(state.status)
  $('connect').hidden = connected
  $('account').hidden = !connected
  $('networks').hidden = !connected
  $('disconnect').hidden = !connected
  $('wallet-actions').hidden = !connected || state.namespace !== 'eip155'
}

function renderChains(chains) {
  $('chains').replaceChildren(
    ...chains.map((chain) => {
      const item = document.createElement('li')
      const name = document.createElement('strong')
      name.textContent = `${chain.name} (${chain.id})`
      const url = document.createElement('code')
      url.textContent = chain.rpcUrl
      item.append(name, url)
      return item
    }),
  )
}

function logEvent(name, data) {
  const item = document.createElement('li')
  const time = document.createElement('time')
  time.textContent = new Date().toLocaleTimeString()
  const label = document.createElement('strong')
  label.textContent = name
  const detail = document.createElement('code')
  detail.textContent = JSON.stringify(data)
  item.append(time, label, detail)
  $('events').prepend(item)
}

function showError(error) {
  const box = $('error')
  box.textContent =
    error && error.code !== undefined ? `${error.message} (code ${error.code})` : String(error)
  box.hidden = false
  if ($('status').dataset.status === 'loading') {
    $('status').dataset.status = 'error'
    $('status').textContent = 'Error'
  }
}

function folderUrl(url) {
  const parsed = new URL(url, location.href)
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/'
  return parsed.href
}

function shortAddress(address) {
  return address ? `${address.slice(0, 6)}…${address.slice(-4)}` : ''
}

function capitalize(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : ''
}
