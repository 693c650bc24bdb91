import { useState } from 'react'
import { authFrameFor } from '../../connectors/embedded/auth/authFrame.js'
import { runInWalletWindow } from '../../connectors/embedded/walletWindowAccess.js'
import { Button } from '../../ui/Button/Button.js'
import { KeyIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp } from '../context.js'
import { EmailUpdate } from './EmailUpdate.js'

/**
 * The passkey wallet's own actions in Account: the key's export and a second passkey. Both happen in the wallet
 * window (a first-party popup the dapp's page cannot cover or read), which the click opens; the frame never sees the
 * key. Logged in by email or social login (the deployment's auth server), the user's email and its update too.
 */
export function EmbeddedWalletActions() {
  const actions = useActions()
  const [busy, setBusy] = useState(false)
  const authUrl = useApp((state) => state.config.embeddedWallet?.authUrl)
  const origin = useApp((state) => state.origin)
  const run = (kind: 'exportKey' | 'addPasskey', done: string) => {
    if (busy) return
    setBusy(true)
    runInWalletWindow(kind)
      .then(
        () => actions.showToast(done, 'success'),
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error)
          actions.showToast(message, 'error')
        },
      )
      .finally(() => setBusy(false))
  }
  return (
    <section aria-label="Passkey wallet" className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Button
          variant="secondary"
          fullWidth
          aria-disabled={busy}
          onClick={() => run('addPasskey', 'Your new passkey opens this wallet too')}
        >
          <KeyIcon size={18} />
          Add a passkey
        </Button>
        <Button
          variant="secondary"
          fullWidth
          aria-disabled={busy}
          onClick={() => run('exportKey', 'The key was shown in the wallet window')}
        >
          Export key
        </Button>
      </div>
      <p className="text-center text-muted text-xs">Both open in a new window of the wallet.</p>
      {authUrl === undefined ? null : <EmailUpdate frame={authFrameFor(authUrl, origin)} />}
    </section>
  )
}
