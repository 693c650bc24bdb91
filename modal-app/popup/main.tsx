import '../theme/styles.css'
import { createRoot } from 'react-dom/client'
import { serveWalletWindow } from '../connectors/embedded/walletWindowServer.js'
import { applyTheme, DARK_QUERY } from '../theme/applyTheme.js'
import { PopupApp } from './PopupApp.js'

// The wallet window's entry (popup.html, a first-party popup of the modal's origin): what the modal's frame asks it,
// shown and done here. It serves only the frame that opened it (walletWindowServer.ts).
const root = document.getElementById('root')
if (root) {
  // The modal's theme rules hang on `data-wm-root` with `data-theme` on the same element; the system's scheme, kept.
  root.dataset.wmRoot = ''
  const theme = () => applyTheme(root, { mode: undefined, variables: {} })
  theme()
  matchMedia(DARK_QUERY).addEventListener('change', theme)
  createRoot(root).render(<PopupApp server={serveWalletWindow()} />)
}
