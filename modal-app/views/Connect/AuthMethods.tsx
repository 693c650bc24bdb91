import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { authFrameFor } from '../../connectors/embedded/auth/authFrame.js'
import { EMBEDDED_INFO } from '../../connectors/embedded/embeddedInfo.js'
import { Button } from '../../ui/Button/Button.js'
import { useApp, useWallet } from '../context.js'
import { cooldownLeft, cooldownText, isEmail, markSent, type ShownError, shownError } from './authErrors.js'
import { type LoginStep, LoginSteps } from './LoginSteps.js'
import { EMAIL_FIELD, ErrorText } from './OtpEntry.js'
import { currentTelegramPlatform, socialsOnTelegram } from './telegram.js'

type Method = 'email' | 'social' | 'wallet'

/**
 * SPEC §2: email, social, wallet; wallet first when a browser wallet is installed; the host's order wins.
 * @internal exported for its tests
 */
export function methodOrder(
  override: readonly Method[] | undefined,
  walletDetected: boolean,
): readonly Method[] {
  if (override) return override
  return walletDetected ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

/** The providers the auth server logs in with (SPEC §3's social providers; Farcaster is not one of them). */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * Connect with email and social login (issue 23), where the deployment has an auth server: SPEC §2's three methods
 * in their order, with `wallets` (the wallet method) among them; a chosen login then walks its steps (code, device
 * approval, the social popup) in place, and the wallet opens through the embedded connector.
 */
export function ConnectMethods({ wallets, walletDetected }: { wallets: ReactNode; walletDetected: boolean }) {
  const features = useApp((state) => state.config.features)
  const authUrl = useApp((state) => state.config.embeddedWallet?.authUrl)
  const origin = useApp((state) => state.origin)
  const wallet = useWallet()
  const [step, setStep] = useState<LoginStep | undefined>(undefined)
  if (authUrl === undefined) return <>{wallets}</>
  const frame = authFrameFor(authUrl, origin)
  const openWallet = () => {
    setStep(undefined)
    wallet.connect(EMBEDDED_INFO.id)
  }
  if (step) return <LoginSteps frame={frame} step={step} setStep={setStep} onLoggedIn={openWallet} />

  const socials = socialsOnTelegram(
    features.socials.filter((provider) => provider in PROVIDER_NAMES),
    currentTelegramPlatform(),
  )
  const sections = methodOrder(features.connectMethodsOrder, walletDetected).map((method) => {
    if (method === 'wallet') return <div key="wallet">{wallets}</div>
    if (method === 'email')
      return features.email ? (
        <EmailForm key="email" frame={frame} onStep={setStep} onLoggedIn={openWallet} />
      ) : null
    return socials.length === 0 ? null : (
      <SocialButtons key="social" providers={socials} frame={frame} onStep={setStep} />
    )
  })
  return <div className="flex flex-col gap-4">{sections}</div>
}

type Frame = ReturnType<typeof authFrameFor>

function EmailForm(props: { frame: Frame; onStep(step: LoginStep): void; onLoggedIn(): void }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<ShownError>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!isEmail(address)) return setError({ message: 'Enter a valid email address' })
    const left = cooldownLeft(address)
    if (left > 0) return setError({ message: cooldownText(left) })
    setError(undefined)
    setBusy(true)
    try {
      const { action } = await props.frame.request('CONNECT_EMAIL', { email: address })
      if (action === 'CONNECT') return props.onLoggedIn()
      markSent(address)
      props.onStep(
        action === 'VERIFY_DEVICE' ? { kind: 'device', email: address } : { kind: 'code', email: address },
      )
    } catch (failure) {
      setError(shownError(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={`${id}-email`} className="sr-only">
        Email
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="Email"
          value={email}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className={EMAIL_FIELD}
        />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          Continue
        </Button>
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </form>
  )
}

function SocialButtons(props: { providers: readonly string[]; frame: Frame; onStep(step: LoginStep): void }) {
  const [error, setError] = useState<ShownError>()
  function start(provider: string) {
    // Opened in the click itself (no await before it): the frame has the user's activation only now.
    const popup = window.open('about:blank', 'wallet-modal-social', 'popup,width=480,height=640')
    if (!popup) return setError({ message: 'The login window was blocked: allow pop-ups here and try again' })
    setError(undefined)
    props.onStep({ kind: 'social', provider, popup })
  }
  return (
    <section aria-label="Log in with a social account" className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        {props.providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            onClick={() => start(provider)}
            className={
              props.providers.length % 2 === 1 && provider === props.providers.at(-1) ? 'col-span-2' : ''
            }
          >
            <span className="sr-only">Continue with </span>
            {PROVIDER_NAMES[provider]}
          </Button>
        ))}
      </div>
      <ErrorText error={error} />
    </section>
  )
}
