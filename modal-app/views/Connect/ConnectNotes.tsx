import { useId } from 'react'
import { ExternalIcon } from '../../ui/Icon/viewIcons.js'
import { useApp } from '../context.js'

/** Where "New to wallets?" leads: a neutral guide to what a wallet is and how to choose one. */
const WALLET_GUIDE_URL = 'https://ethereum.org/en/wallets/'

const LINK_CLASS = 'font-semibold text-fg underline underline-offset-2'

/** The app's terms and privacy links, as a phrase: "the Terms of Service and the Privacy Policy". */
function LegalLinks() {
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = useApp((state) => state.config.legal)
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
  return (
    <>
      {terms === undefined ? null : <>the {link(terms, 'Terms of Service')}</>}
      {terms !== undefined && privacy !== undefined ? ' and ' : null}
      {privacy === undefined ? null : <>the {link(privacy, 'Privacy Policy')}</>}
    </>
  )
}

/**
 * `features.legalCheckbox` (SPEC §1): the box the user ticks, agreeing to the app's terms and privacy policy,
 * before any connection; until then Connect's methods are disabled (views/Connect/Connect.tsx).
 */
function LegalCheckbox({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
  const id = useId()
  return (
    <div className="flex items-start gap-3 rounded-control bg-surface px-3 py-2.5 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={agreed}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-accent"
      />
      <label htmlFor={id} className="text-muted">
        I agree to <LegalLinks />
      </label>
    </div>
  )
}

/**
 * Connect's notes under its methods: that wallets are off (`enableWallets: false`), the app's legal links when
 * there is no checkbox to tick, and SPEC §1's wallet guide ("New to wallets?", `enableWalletGuide`).
 */
function Notes() {
  const walletsOff = useApp((state) => !state.config.enableWallets)
  const guide = useApp((state) => state.config.enableWalletGuide)
  const legal = useApp(
    (state) =>
      !state.config.features.legalCheckbox &&
      (state.config.legal.termsConditionsUrl !== undefined ||
        state.config.legal.privacyPolicyUrl !== undefined),
  )
  return (
    <div className="flex flex-col gap-2 px-4 pb-4 text-center text-muted text-xs empty:hidden">
      {walletsOff ? <p role="note">This app does not offer wallet connections.</p> : null}
      {legal ? (
        <p>
          By connecting, you agree to <LegalLinks />.
        </p>
      ) : null}
      {guide && !walletsOff ? (
        <p>
          New to wallets?{' '}
          <a href={WALLET_GUIDE_URL} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
            Learn what a wallet is
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalIcon size={12} className="ml-1 inline align-[-1px]" />
          </a>
        </p>
      ) : null}
    </div>
  )
}

type ConnectNotesProps =
  | { place: 'top'; agreed: boolean; onChange: (agreed: boolean) => void }
  | { place: 'bottom' }

/** Connect's parts of this chunk: above the methods, the legal checkbox; under them, the notes. */
export function ConnectNotes(props: ConnectNotesProps) {
  return props.place === 'top' ? <LegalCheckbox agreed={props.agreed} onChange={props.onChange} /> : <Notes />
}
