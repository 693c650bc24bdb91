import { Button } from '../../ui/Button/Button.js'
import { CheckIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useActions, useApp } from '../context.js'

/**
 * SPEC §2's RegisterAccountNameSuccess: shown as the registration starts (SPEC §4), while the wallet signs and the
 * API registers; then the name is the account's. A failure returns to RegisterAccountName (flows/names).
 */
export function RegisterAccountNameSuccess() {
  const actions = useActions()
  const registration = useApp((state) => state.nameRegistration)
  if (registration === undefined || registration.phase === 'failed')
    return (
      <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <p className="text-muted text-sm">No name is being registered.</p>
        <Button onClick={() => actions.replace('RegisterAccountName')}>Choose a name</Button>
      </div>
    )
  if (registration.phase === 'pending')
    return (
      <div role="status" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <Spinner size={32} />
        <p className="font-semibold">Registering {registration.name}</p>
        <p className="text-muted text-sm">Sign the message in your wallet to prove the account is yours.</p>
      </div>
    )
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-surface text-success">
        <CheckIcon size={28} />
      </span>
      <p role="status" className="break-all font-semibold text-lg">
        {registration.name} is yours
      </p>
      <p className="text-muted text-sm">Your account shows it in place of its address.</p>
      <Button size="lg" fullWidth onClick={() => actions.open({ view: 'Account' })}>
        Back to account
      </Button>
    </div>
  )
}
