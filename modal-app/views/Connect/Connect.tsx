import { useApp } from '../../state/context.js'
import type { BrowserWallet } from '../../state/store.js'
import { useWalletConnectRow, WalletConnectRow } from './WalletConnectRow.js'
import { WalletGroups } from './WalletGroups.js'
import { WalletList } from './WalletList.js'

const NO_WALLETS: readonly BrowserWallet[] = []

/** The verified origin as the user reads a site: `app.example.com`, or the whole origin when not https. */
function siteOf(origin: string): string {
  return origin.startsWith('https://') ? origin.slice('https://'.length) : origin
}

/**
 * SPEC §2's Connect view. Of its three methods only wallets are built: email and social login need the embedded
 * wallet, so they are not shown (a button that can only fail tells the user something broke), and their options
 * warn that they have no effect yet (config/unbuiltOptions.ts).
 */
export function Connect() {
  const metadata = useApp((state) => state.config.metadata)
  const origin = useApp((state) => state.origin)
  const wallets = useApp((state) => state.wallets ?? NO_WALLETS)
  // Connect offers the wallets of the namespace being connected: on solana and bip122, the page's Wallet Standard
  // wallets of that namespace.
  const namespace = useApp((state) => state.namespace)
  const solanaWallets = useApp((state) => state.solanaWallets ?? NO_WALLETS)
  const bitcoinWallets = useApp((state) => state.bitcoinWallets ?? NO_WALLETS)
  const walletConnect = useWalletConnectRow()
  const standardWallets = namespace === 'solana' ? solanaWallets : bitcoinWallets

  return (
    <div className="flex flex-col">
      <section aria-label="Wallets" className="px-4 pt-1 pb-5">
        {namespace === 'solana' || namespace === 'bip122' ? (
          // WalletConnect sessions carry the solana and bip122 namespaces too; an empty list need not say so beside it.
          <div className="flex flex-col gap-2">
            {standardWallets.length === 0 && walletConnect ? null : <WalletList wallets={standardWallets} />}
            <WalletConnectRow />
          </div>
        ) : (
          <WalletGroups wallets={wallets} />
        )}
      </section>
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
