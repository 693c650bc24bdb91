import { type ReactNode, useId, useState, useSyncExternalStore } from 'react'
import type { WalletWindowServer, WindowState } from '../connectors/embedded/walletWindowServer.js'
import type { PendingApproval } from '../store/store.js'
import { Button } from '../ui/Button/Button.js'
import { AlertIcon, CheckIcon, InfoIcon, WalletIcon } from '../ui/Icon/icons.js'
import { KeyIcon } from '../ui/Icon/viewIcons.js'
import { Spinner } from '../ui/Spinner/Spinner.js'
import { RequestDetails } from '../views/ApproveTransaction/RequestDetails.js'

const SIGN_TITLES = {
  message: 'Sign a message',
  typedData: 'Sign typed data',
  transaction: 'Send a transaction',
  batch: 'Send a batch of calls',
} as const

/** The wallet window (popup.html): the request its frame sent, or what it is waiting for. */
export function PopupApp({ server }: { server: WalletWindowServer }) {
  const state = useSyncExternalStore(server.subscribe, server.get)
  return (
    <div className="min-h-dvh bg-bg font-sans text-fg">
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-6">
        <p className="flex items-center gap-2 text-muted text-sm">
          <WalletIcon size={16} /> Wallet · {location.host}
        </p>
        <Screen state={state} server={server} />
      </main>
    </div>
  )
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section role="status" className="flex flex-col items-center gap-3 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-surface text-muted">
        {icon}
      </span>
      <h1 className="font-semibold text-lg">{title}</h1>
      {children}
    </section>
  )
}

function Screen({ state, server }: { state: WindowState; server: WalletWindowServer }) {
  switch (state.phase) {
    case 'refused':
      return (
        <Notice icon={<AlertIcon />} title="Nothing to do here">
          <p className="text-muted text-sm">{state.reason}</p>
        </Notice>
      )
    case 'waiting':
      return (
        <Notice icon={<Spinner size={20} />} title="Waiting for the wallet's request…">
          <p className="text-muted text-sm">Keep this window open: the request shows here.</p>
        </Notice>
      )
    case 'done':
      return (
        <Notice icon={<CheckIcon />} title="Done">
          <p className="text-muted text-sm">{state.message}</p>
          <Button variant="secondary" onClick={() => window.close()}>
            Close this window
          </Button>
        </Notice>
      )
    case 'revealed':
      return <Revealed address={state.address} secret={state.key} onHide={server.hide} />
    case 'request':
    case 'working':
      return <Request state={state} server={server} />
  }
}

type Shown = Extract<WindowState, { phase: 'request' | 'working' }>

function Request({ state, server }: { state: Shown; server: WalletWindowServer }) {
  const headingId = useId()
  const working = state.phase === 'working'
  const { request } = state
  const copy = textsOf(state)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} className="font-semibold text-xl">
        {copy.title}
      </h1>
      {request.kind === 'sign' ? (
        <>
          <div className="flex flex-col gap-1 text-sm">
            <p className="text-muted">
              Requested by <span className="break-all font-semibold text-fg">{request.origin}</span>
            </p>
            <p className="text-muted">
              Network{' '}
              <span className="font-semibold text-fg">
                {request.network.name} (chain {request.approval.chainId})
              </span>
            </p>
          </div>
          <dl className="flex flex-col gap-2">
            <RequestDetails
              pending={{ id: 0, request: request.approval, phase: 'idle' } satisfies PendingApproval}
              origin={request.origin}
              currency={request.network.currency}
            />
          </dl>
        </>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          {copy.body.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {request.kind === 'export' ? (
            <p role="alert" className="flex items-start gap-2 rounded-control bg-danger/10 p-2">
              <AlertIcon size={16} className="mt-0.5 shrink-0 text-danger" />
              <span>
                Anyone who sees this key controls every asset of {request.wallets[0]?.address}. Never share
                it, never type it into a website, and reveal it only where nobody can see your screen.
              </span>
            </p>
          ) : null}
        </div>
      )}
      <p role="status" aria-live="polite" className="min-h-10 text-sm">
        {working ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size={14} /> Confirm with your passkey…
          </span>
        ) : state.error ? (
          <span className="inline-flex items-center gap-1">
            <AlertIcon size={14} className="text-danger" /> {state.error}
          </span>
        ) : null}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" fullWidth disabled={working} onClick={server.reject}>
          {request.kind === 'sign' ? 'Reject' : 'Cancel'}
        </Button>
        <Button fullWidth disabled={working} onClick={server.approve}>
          {copy.action}
        </Button>
      </div>
    </section>
  )
}

function textsOf(state: Shown): { title: string; body: string[]; action: string } {
  const { request } = state
  switch (request.kind) {
    case 'sign':
      return { title: SIGN_TITLES[request.approval.shown.kind], body: [], action: 'Approve' }
    case 'create':
      return {
        title: 'Create your wallet',
        body: [
          'Your device makes a passkey for this wallet: only that passkey can open it.',
          'A synced passkey (iCloud Keychain, Google Password Manager, a password manager) survives a lost device.',
        ],
        action: 'Create a passkey',
      }
    case 'export':
      return {
        title: "Export your wallet's key",
        body: [
          'The private key lets any wallet app open this wallet. It is shown in this window only, after your passkey, and is never sent to the app.',
        ],
        action: 'Reveal the key',
      }
    case 'addPasskey':
      return state.unlocked
        ? {
            title: 'Add a passkey',
            body: ['Your wallet is open. Now make the new passkey, on this device or another authenticator.'],
            action: 'Create the new passkey',
          }
        : {
            title: 'Add a passkey',
            body: [
              'A second passkey opens the same wallet, so losing one authenticator does not lose your funds.',
              'First confirm with a passkey that already opens it.',
            ],
            action: 'Continue',
          }
  }
}

function Revealed({ address, secret, onHide }: { address: string; secret: string; onHide: () => void }) {
  const headingId = useId()
  const [copied, setCopied] = useState(false)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} className="flex items-center gap-2 font-semibold text-xl">
        <KeyIcon size={20} /> Your wallet's key
      </h1>
      <p className="text-muted text-sm">
        The private key of <span className="break-all font-semibold text-fg">{address}</span>. Keep it
        offline; anyone with it controls this wallet.
      </p>
      <textarea
        readOnly
        aria-label="Private key"
        rows={3}
        value={secret}
        className="resize-none break-all rounded-inner bg-surface p-3 font-mono text-sm"
      />
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {copied ? (
          <span className="inline-flex items-center gap-1">
            <InfoIcon size={14} /> Copied. Clear your clipboard once it is stored.
          </span>
        ) : null}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          fullWidth
          onClick={() =>
            navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => {},
            )
          }
        >
          Copy
        </Button>
        <Button fullWidth onClick={onHide}>
          Hide the key
        </Button>
      </div>
    </section>
  )
}
