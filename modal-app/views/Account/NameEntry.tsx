import type { NetworkEntry } from '../../config/types.js'
import { Button } from '../../ui/Button/Button.js'
import { useActions, useCanOpen } from '../context.js'
import { useProfileName } from './AccountIdentity.js'

/**
 * Account's entry to name registration (issue 25.1, AppKit's "Choose name" in the account's profile area): an
 * eip155 account (SPEC §9) with the Blockchain API (a project id) and no profile name yet.
 */
export function NameEntry({ network, address }: { network: NetworkEntry; address: string }) {
  const actions = useActions()
  const canOpen = useCanOpen('RegisterAccountName')
  const profileName = useProfileName(network, address)
  if (!canOpen || network.chainNamespace !== 'eip155' || profileName.data !== null) return null
  return (
    <section
      aria-label="Account name"
      className="flex items-center gap-3 rounded-card bg-surface px-4 py-3 text-left text-sm"
    >
      <p className="min-w-0 flex-1 break-words">Get a name for your account, in place of its address.</p>
      <Button size="md" onClick={() => actions.push('RegisterAccountName')}>
        Choose name
      </Button>
    </section>
  )
}
