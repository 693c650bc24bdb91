/**
 * The dapp of `e2e/pages/react-dapp.html`, bundled to `/react-dapp.js`: a React app on the hooks of `react.mjs`
 * (issue 25.8). e2e/wallet/build.ts bundles it from the build's `react.mjs` and the `loader.mjs` it imports
 * (dist/modal-app), as a dapp that copies them into its source would; the imports below name the sources for their
 * types only. `serverRender()` renders the markup as a server would (`renderToString`, before the modal has
 * reported anything, as on a server where there is no modal); `hydrate()` hydrates it later, whatever the modal's
 * state by then: a hydration that disagrees with the markup is recorded in `hydrationErrors`.
 *
 * API: `window.WalletModal` (the loader.mjs the hooks use), `window.reactDapp`.
 */
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import * as WalletModal from '../../loader/index.js'
import {
  useDisconnect,
  useWalletInfo,
  useWalletModal,
  useWalletModalAccount,
  useWalletModalState,
  useWalletModalTheme,
} from '../../loader/react.js'

declare global {
  interface Window {
    reactDapp: { serverRender(): void; hydrate(): void; hydrationErrors: string[] }
  }
}

function App() {
  const { open, isOpen } = useWalletModal()
  const { address, isConnected, status, chainId } = useWalletModalAccount()
  const { themeMode } = useWalletModalTheme()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  const { view } = useWalletModalState()
  return (
    <main>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? 'none'}</dd>
        <dt>Chain</dt>
        <dd data-testid="chain">{chainId ?? 'none'}</dd>
        <dt>Wallet</dt>
        <dd data-testid="wallet">{walletInfo ? `${walletInfo.name} (${walletInfo.type})` : 'none'}</dd>
        <dt>Theme</dt>
        <dd data-testid="theme">{themeMode ?? 'unknown'}</dd>
        <dt>Modal</dt>
        <dd data-testid="modal">{isOpen ? `open on ${view}` : 'closed'}</dd>
      </dl>
      <button type="button" onClick={() => open()}>
        Open the wallet modal
      </button>
      <button type="button" disabled={!isConnected} onClick={() => disconnect()}>
        Disconnect
      </button>
    </main>
  )
}

const hydrationErrors: string[] = []
const root = () => {
  const element = document.getElementById('root')
  if (!element) throw new Error('react-dapp.html has no #root')
  return element
}
window.WalletModal = WalletModal
window.reactDapp = {
  hydrationErrors,
  serverRender() {
    root().innerHTML = renderToString(<App />)
  },
  hydrate() {
    hydrateRoot(root(), <App />, { onRecoverableError: (error) => hydrationErrors.push(String(error)) })
  },
}
