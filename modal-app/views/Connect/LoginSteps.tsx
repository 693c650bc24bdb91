import { useEffect, useRef, useState } from 'react'
import type { AuthFrame } from '../../connectors/embedded/auth/authFrame.js'
import { Button } from '../../ui/Button/Button.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { cooldownLeft, cooldownText, markSent, type ShownError, shownError } from './authErrors.js'
import { ErrorText, OtpEntry } from './OtpEntry.js'

/** A login under way: the mailed code, the mailed device-approval link, or the social popup. */
export type LoginStep =
  | { kind: 'code'; email: string }
  | { kind: 'device'; email: string }
  | { kind: 'social'; provider: string; popup: Window }

type StepProps<K extends LoginStep['kind']> = {
  frame: AuthFrame
  step: Extract<LoginStep, { kind: K }>
  setStep(step: LoginStep | undefined): void
  onLoggedIn(): void
}

export function LoginSteps(props: StepProps<LoginStep['kind']>) {
  const { step } = props
  const back = (
    <Button variant="ghost" onClick={() => props.setStep(undefined)}>
      Back
    </Button>
  )
  return (
    <section aria-label="Log in" className="flex flex-col gap-4">
      {step.kind === 'code' ? (
        <CodeStep {...props} step={step} />
      ) : step.kind === 'device' ? (
        <DeviceStep {...props} step={step} />
      ) : (
        <SocialStep {...props} step={step} />
      )}
      {step.kind === 'social' ? null : <div className="flex justify-center">{back}</div>}
    </section>
  )
}

/** The mailed 6-digit code of the login. */
function CodeStep({ frame, step, setStep, onLoggedIn }: StepProps<'code'>) {
  async function resend() {
    const left = cooldownLeft(step.email)
    if (left > 0) throw new Error(cooldownText(left))
    const { action } = await frame.request('CONNECT_EMAIL', { email: step.email })
    if (action === 'CONNECT') return onLoggedIn()
    markSent(step.email)
    if (action === 'VERIFY_DEVICE') setStep({ kind: 'device', email: step.email })
  }
  return (
    <OtpEntry
      heading="Enter the code"
      email={step.email}
      submit={async (otp) => {
        await frame.request('CONNECT_OTP', { otp })
        onLoggedIn()
      }}
      resend={resend}
    />
  )
}

/** SPEC §4's VERIFY_DEVICE: the mailed link approves this device; CONNECT_DEVICE waits (≤25 s a request) for it. */
function DeviceStep({ frame, step, setStep }: StepProps<'device'>) {
  const [error, setError] = useState<ShownError>()
  useEffect(() => {
    let stopped = false
    void (async () => {
      try {
        while (!stopped) {
          const { action } = await frame.request('CONNECT_DEVICE', {})
          if (action === 'VERIFY_OTP' && !stopped) return setStep({ kind: 'code', email: step.email })
        }
      } catch (failure) {
        if (!stopped) setError(shownError(failure))
      }
    })()
    return () => {
      stopped = true
    }
  }, [frame, step.email, setStep])
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <h2 className="font-semibold text-lg">Approve this device</h2>
      <p className="text-muted text-sm">
        Approve the login link we sent to{' '}
        <span className="break-all font-semibold text-fg">{step.email}</span>. The link expires in 20 minutes.
      </p>
      {error ? (
        <ErrorText error={error} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted text-sm">
          <Spinner size={14} /> Waiting for your approval…
        </p>
      )}
    </div>
  )
}

/** The social login's popup, opened in the click: the provider's page goes there; the flow is redeemed here. */
function SocialStep({ frame, step, setStep, onLoggedIn }: StepProps<'social'>) {
  const [error, setError] = useState<ShownError>()
  // The flow starts once per step: a new callback from a re-render must not start it again.
  const loggedIn = useRef(onLoggedIn)
  loggedIn.current = onLoggedIn
  const { popup, provider } = step
  useEffect(() => {
    let stopped = false
    void (async () => {
      try {
        const { uri } = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider })
        if (stopped) return
        popup.location.href = uri
        for (;;) {
          const answer = await frame.request('CONNECT_SOCIAL', { uri })
          if (stopped) return
          if ('user' in answer) {
            popup.close()
            return loggedIn.current()
          }
        }
      } catch (failure) {
        if (stopped) return
        popup.close()
        setError(shownError(failure))
      }
    })()
    return () => {
      stopped = true
    }
  }, [frame, popup, provider])
  const cancel = () => {
    popup.close()
    setStep(undefined)
  }
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <h2 className="font-semibold text-lg">{error ? 'Login failed' : 'Continue in the login window'}</h2>
      {error ? (
        <ErrorText error={error} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted text-sm">
          <Spinner size={14} /> Waiting for the login window…
        </p>
      )}
      <Button variant="ghost" onClick={cancel}>
        {error ? 'Back' : 'Cancel'}
      </Button>
    </div>
  )
}
