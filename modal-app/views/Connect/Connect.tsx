import { Fragment, type ReactNode } from 'react'
import type { ConnectMethod } from '../../config/types.js'
import { useApp } from '../../state/context.js'
import type { BrowserWallet } from '../../state/store.js'
import { connectMethodsOrder } from './connectMethodsOrder.js'
import { EmailForm } from './EmailForm.js'
import { SocialButtons } from './SocialButtons.js'
import { WalletGroups } from './WalletGroups.js'

const NO_WALLETS: readonly BrowserWallet[] = []

/** The verified origin as the user reads a site: `app.example.com`, or the whole origin when not https. */
function siteOf(origin: string): string {
  return origin.startsWith('https://') ? origin.slice('https://'.length) : origin
}

export function Connect() {
  const features = useApp((state) => state.config.features)
  const metadata = useApp((state) => state.config.metadata)
  const origin = useApp((state) => state.origin)
  const wallets = useApp((state) => state.wallets ?? NO_WALLETS)

  const methods = connectMethodsOrder({
    override: features.connectMethodsOrder,
    hasInstalledWallet: wallets.some((wallet) => wallet.installed),
    enabled: { email: features.email, social: features.socials.length > 0, wallet: true },
  })
  const groups: Record<ConnectMethod, ReactNode> = {
    email: <EmailForm />,
    social: <SocialButtons providers={features.socials} />,
    wallet: <WalletGroups wallets={wallets} />,
  }

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-4 px-4 pt-1 pb-5">
        {methods.map((method, index) => (
          <Fragment key={method}>
            {index > 0 ? <Divider /> : null}
            <section aria-label={SECTION_LABELS[method]}>{groups[method]}</section>
          </Fragment>
        ))}
      </div>
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

const SECTION_LABELS: Record<ConnectMethod, string> = {
  email: 'Email',
  social: 'Social login',
  wallet: 'Wallets',
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-muted text-xs" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  )
}
