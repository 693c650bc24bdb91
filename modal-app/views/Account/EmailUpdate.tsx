import { type FormEvent, type ReactNode, useId, useState, useSyncExternalStore } from 'react'
import type { AuthFrame } from '../../connectors/embedded/auth/authFrame.js'
import { Button } from '../../ui/Button/Button.js'
import {
  cooldownLeft,
  cooldownText,
  isEmail,
  markSent,
  type ShownError,
  shownError,
} from '../Connect/authErrors.js'
import { EMAIL_FIELD, ErrorText, OtpEntry } from '../Connect/OtpEntry.js'
import { useActions } from '../context.js'

type Step =
  | { kind: 'shown' }
  | { kind: 'address' }
  | { kind: 'primary'; newEmail: string }
  | { kind: 'secondary'; newEmail: string }

/**
 * The logged-in user's email, and SPEC §4's update: a code to the current address (VERIFY_PRIMARY_OTP), then one to
 * the new address (VERIFY_SECONDARY_OTP); the auth server then ends the user's other sessions. The wallet stays the
 * same: it belongs to the user, not to the address.
 */
export function EmailUpdate({ frame }: { frame: AuthFrame }) {
  const user = useSyncExternalStore(frame.subscribe, frame.user)
  const actions = useActions()
  const [step, setStep] = useState<Step>({ kind: 'shown' })
  if (!user) return null
  const cancel = (
    <Button variant="ghost" onClick={() => setStep({ kind: 'shown' })}>
      Cancel
    </Button>
  )
  /** A code to the current address; SPEC §5's cooldown is that address's. */
  const start = async (newEmail: string) => {
    const left = cooldownLeft(user.email)
    if (left > 0) throw new Error(cooldownText(left))
    await frame.request('UPDATE_EMAIL', { newEmail })
    markSent(user.email)
  }

  if (step.kind === 'shown')
    return (
      <section aria-label="Email" className="flex items-center gap-3 rounded-control bg-surface px-3 py-2">
        <div className="min-w-0 flex-1">
          <p className="text-muted text-xs">Email</p>
          <p className="break-all font-semibold text-sm">{user.email}</p>
        </div>
        <Button variant="ghost" onClick={() => setStep({ kind: 'address' })}>
          Update email
        </Button>
      </section>
    )
  return (
    <section aria-label="Update email" className="flex flex-col gap-4 rounded-control border border-line p-4">
      {step.kind === 'address' ? (
        <NewAddress
          current={user.email}
          start={async (newEmail) => {
            await start(newEmail)
            setStep({ kind: 'primary', newEmail })
          }}
        >
          {cancel}
        </NewAddress>
      ) : step.kind === 'primary' ? (
        <OtpEntry
          heading="Confirm your current email"
          email={user.email}
          submit={async (otp) => {
            await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
            markSent(step.newEmail)
            setStep({ kind: 'secondary', newEmail: step.newEmail })
          }}
          resend={() => start(step.newEmail)}
        >
          {cancel}
        </OtpEntry>
      ) : (
        // The new address's code comes once the current one is confirmed; another means starting again.
        <OtpEntry
          heading="Confirm your new email"
          email={step.newEmail}
          submit={async (otp) => {
            const { user: updated } = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
            setStep({ kind: 'shown' })
            actions.showToast(`Your email is now ${updated.email}`, 'success')
          }}
        >
          {cancel}
        </OtpEntry>
      )}
    </section>
  )
}

function NewAddress(props: { current: string; start(newEmail: string): Promise<void>; children: ReactNode }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<ShownError>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!isEmail(address)) return setError({ message: 'Enter a valid email address' })
    if (address.toLowerCase() === props.current.toLowerCase())
      return setError({ message: 'This is already your email' })
    setError(undefined)
    setBusy(true)
    try {
      await props.start(address)
    } catch (failure) {
      setError(shownError(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <h2 className="text-center font-semibold text-lg">Update email</h2>
      <p className="text-center text-muted text-sm">
        We will send a code to <span className="break-all font-semibold text-fg">{props.current}</span>, then
        one to the new address.
      </p>
      <label htmlFor={`${id}-email`} className="font-semibold text-sm">
        New email
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the field the user just asked for
        autoFocus
        value={email}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setEmail(event.target.value)}
        className={EMAIL_FIELD}
      />
      <ErrorText id={`${id}-error`} error={error} />
      <div className="flex justify-center gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          Continue
        </Button>
        {props.children}
      </div>
    </form>
  )
}
