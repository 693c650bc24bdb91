import {
  type ChangeEvent,
  type ClipboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Button } from '../../ui/Button/Button.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { type ShownError, shownError } from './authErrors.js'

/** An error under a field or a step: SPEC §8's alert title when there is one, then what to do. */
export function ErrorText({ id, error }: { id?: string; error: ShownError | undefined }) {
  if (!error) return null
  return (
    <p id={id} role="alert" className="text-danger text-sm">
      {error.title ? <strong className="block">{error.title}</strong> : null}
      {error.message}
    </p>
  )
}

/** An email field of the auth views (login and update). */
export const EMAIL_FIELD =
  'h-12 w-full min-w-0 rounded-control border border-line bg-surface px-3 text-base outline-none transition-colors focus-visible:border-accent aria-[invalid=true]:border-danger'

const CODE_LENGTH = 6
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH)

type OtpEntryProps = {
  heading: string
  /** Where the code went: shown in the description. */
  email: string
  /** Sends the whole code; throws what the field then shows. */
  submit(otp: string): Promise<void>
  /** Asks for another code; throws what the field then shows. Without it, no Resend button. */
  resend?(): Promise<void>
  /** More actions under the field (Back, Cancel). */
  children?: ReactNode
}

/**
 * A mailed 6-digit code (SPEC §5, the login's and the email update's): one field labelled "Code" (typed, pasted or
 * filled in by the system), sent once whole; a wrong code empties it and says why, with the attempts left.
 */
export function OtpEntry({ heading, email, submit, resend, children }: OtpEntryProps) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<ShownError>()
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // A new step (another address's code) starts empty and focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the step
  useEffect(() => {
    setCode('')
    setError(undefined)
    input.current?.focus()
  }, [email])

  async function verify(otp: string) {
    setBusy(true)
    setError(undefined)
    try {
      await submit(otp)
    } catch (failure) {
      setError(shownError(failure))
      setCode('')
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }
  const take = (text: string) => {
    const digits = digitsOf(text)
    setCode(digits)
    if (digits.length === CODE_LENGTH && !busy) void verify(digits)
  }
  async function again() {
    if (!resend) return
    setError(undefined)
    try {
      await resend()
    } catch (failure) {
      setError(shownError(failure))
    }
  }
  return (
    <>
      <div className="flex flex-col gap-1 text-center">
        <h2 className="font-semibold text-lg">{heading}</h2>
        <p className="text-muted text-sm">
          We sent a 6-digit code to <span className="break-all font-semibold text-fg">{email}</span>. It
          expires in 10 minutes.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-code`} className="font-semibold text-sm">
          Code
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          disabled={busy}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => take(event.target.value)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault()
            take(event.clipboardData.getData('text'))
          }}
          className="h-14 w-full rounded-control border border-line bg-surface px-3 text-center font-mono text-2xl tracking-[0.5em] outline-none transition-colors focus-visible:border-accent aria-[invalid=true]:border-danger"
        />
        {busy ? (
          <p role="status" className="flex items-center justify-center gap-2 text-muted text-sm">
            <Spinner size={14} /> Checking the code…
          </p>
        ) : null}
        <ErrorText id={`${id}-error`} error={error} />
      </div>
      <div className="flex justify-center gap-2">
        {resend ? (
          <Button variant="secondary" onClick={again} disabled={busy}>
            Resend code
          </Button>
        ) : null}
        {children}
      </div>
    </>
  )
}
