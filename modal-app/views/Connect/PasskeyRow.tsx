import { EMBEDDED_INFO } from '../../connectors/embedded/embeddedInfo.js'
import { openWindowForConnect } from '../../connectors/embedded/walletWindowAccess.js'
import { KeyIcon } from '../../ui/Icon/viewIcons.js'
import { useApp, useWallet } from '../context.js'

/**
 * The passkey wallet (ARCHITECTURE.md, "Embedded wallet"), where the deployment offers it: for visitors with no
 * wallet. The click itself runs the passkey prompt (a cross-origin frame may create a passkey only in a click).
 */
export function PasskeyRow() {
  const wallet = useWallet()
  // In server custody the wallet opens only after an email or social login: no passkey of its own.
  const offered = useApp((state) => state.config.embeddedWallet?.custody === 'passkey')
  if (!offered) return null
  return (
    <button
      type="button"
      onClick={() => {
        // Where the frame cannot make the passkey (Safari), the wallet window opens now, in the click.
        openWindowForConnect()
        wallet.connect(EMBEDDED_INFO.id)
      }}
      className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 hover:bg-surface-strong"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-inner bg-accent text-accent-fg">
        <KeyIcon size={18} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-base">Continue with a passkey</span>
        <span className="block truncate text-muted text-xs">No wallet needed: your device keeps it</span>
      </span>
    </button>
  )
}
