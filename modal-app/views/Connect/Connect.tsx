import { useState } from 'react'
import { PROVIDER_NAMESPACE } from '../../config/namespaces/supportedNamespace.js'
import type { BrowserWallet } from '../../store/store.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useApp } from '../context.js'
import { lazyView } from '../lazyView.js'
import { ConnectNotes, ConnectWalletGroups } from './connectParts.js'
import { useWalletConnectRow, WalletConnectRow } from './WalletConnectRow.js'
import { WalletList } from './WalletList.js'

const NO_WALLETS: readonly BrowserWallet[] = []

/** Email and social login beside the wallets (issue 23): a chunk loaded only where the deployment has an auth server. */
const ConnectMethods = lazyView(() => import('./AuthMethods.js').then((module) => module.ConnectMethods))

/** Until the groups' chunk is there (an opening in the first milliseconds): the page's wallets and WalletConnect. */
function GroupsLoading({ wallets }: { wallets: readonly BrowserWallet[] }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      {wallets.length === 0 ? null : <WalletList wallets={wallets} />}
      <WalletConnectRow />
      <p className="flex items-center justify-center gap-2 py-2 text-muted text-xs">
        <Spinner size={14} /> Loading wallets…
      </p>
    </div>
  )
}

function WalletGroupsColumn({ wallets }: { wallets: readonly BrowserWallet[] }) {
  return (
    <div className="flex flex-col gap-2">
      <ConnectWalletGroups wallets={wallets} fallback={<GroupsLoading wallets={wallets} />} />
    </div>
  )
}

/** The verified origin as the user reads a site: `app.example.com`, or the whole origin when not https. */
function siteOf(origin: string): string {
  return origin.startsWith('https://') ? origin.slice('https://'.length) : origin
}

/**
 * SPEC §2's Connect view: wallets, and email and social login where the deployment's embedded wallet has an auth
 * server (`embeddedWallet.authUrl`); without one they are not shown (a button that can only fail tells the user
 * something broke), and debug mode says why (config/unbuiltOptions.ts).
 */
export function Connect() {
  const metadata = useApp((state) => state.config.metadata)
  const origin = useApp((state) => state.origin)
  // Connect offers the wallets of the namespace being connected: the catalogue on the provider's (eip155), the
  // page's wallets of that namespace (Wallet Standard's) on the others.
  const namespace = useApp((state) => state.namespace)
  const wallets = useApp((state) => state.hostWallets[state.namespace] ?? NO_WALLETS)
  const walletConnect = useWalletConnectRow()
  const enableWallets = useApp((state) => state.config.enableWallets)
  const legalCheckbox = useApp((state) => state.config.features.legalCheckbox)
  const withLogin = useApp((state) => state.config.embeddedWallet?.authUrl !== undefined)
  // SPEC §1's legal checkbox: ticked before any connection, for this opening of Connect.
  const [agreed, setAgreed] = useState(false)
  // `enableWallets: false`: no wallet method, and its groups' chunk is never loaded.
  const walletGroups = enableWallets ? <WalletGroupsColumn wallets={wallets} /> : null

  return (
    <div className="flex flex-col">
      {legalCheckbox ? (
        <div className="px-4 pt-1 pb-3">
          <ConnectNotes place="top" agreed={agreed} onChange={setAgreed} fallback={null} />
        </div>
      ) : null}
      {/* A disabled fieldset disables every connect button in it (wallets, email, socials), until the legal
          checkbox is ticked. */}
      {enableWallets || withLogin ? (
        <fieldset disabled={legalCheckbox && !agreed} className="min-w-0 disabled:opacity-50">
          <section aria-label="Wallets" className="px-4 pt-1 pb-5">
            {namespace !== PROVIDER_NAMESPACE ? (
              enableWallets ? (
                // WalletConnect sessions carry the solana and bip122 namespaces too; an empty list need not say so beside it.
                <div className="flex flex-col gap-2">
                  {wallets.length === 0 && walletConnect ? null : <WalletList wallets={wallets} />}
                  <WalletConnectRow />
                </div>
              ) : null
            ) : withLogin ? (
              <ConnectMethods
                wallets={walletGroups}
                walletDetected={wallets.length > 0}
                fallback={walletGroups}
              />
            ) : (
              walletGroups
            )}
          </section>
        </fieldset>
      ) : null}
      <ConnectNotes place="bottom" fallback={null} />
      {/* The name is the dapp's claim; the site is the origin the handshake verified, never metadata.url. */}
      <footer className="border-line border-t px-4 py-3 text-center text-muted text-xs">
        Connecting to{' '}
        {metadata === undefined ? null : (
          <>
            <span className="font-semibold text-fg">{metadata.name}</span> ·{' '}
          </>
        )}
        <span className="font-semibold text-fg">{siteOf(origin)}</span>
      </footer>
    </div>
  )
}
