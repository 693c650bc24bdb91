import type { VaultSignRequest } from '../../vault/vault.js'
import type { WrappedWallet } from '../../vault/wrapping.js'
import type { ApprovalRequest } from './prepareRequest.js'

/**
 * The wallet window: a first-party popup of the modal's own origin (popup.html), opened by the modal's frame in a
 * click, where the passkey wallet does what the frame cannot prove or may not do (ARCHITECTURE.md, "Embedded
 * wallet"): approvals where IntersectionObserver v2 is missing or the modal is inline, passkeys where a cross-origin
 * frame cannot make one, the key's export and a second passkey.
 *
 * The two talk by `postMessage` between the frame and the window it opened, nothing else: BroadcastChannel and storage
 * are partitioned by top-level site (the frame is third-party, the window is first-party), and a window reference is
 * what only these two hold. Each side admits a message only when all of these hold:
 * - `event.origin` is the modal's own origin (both documents are), and every message is posted with that exact
 *   `targetOrigin`, so a page of another origin (the dapp's, which is the frame's parent) never receives one;
 * - `event.source` is the window it talks to: the window the frame opened, or the popup's `opener`;
 * - it names the session: 16 random bytes the frame gives the window in its URL's fragment (a window the dapp opened
 *   on popup.html has none that any frame knows), and an answer names its request's random id.
 */
export const WALLET_WINDOW_CHANNEL = 'wallet-modal/wallet-window/v1'

/** The network a request is on, as the window shows it. */
type ShownNetwork = { name: string; currency: { symbol: string; decimals: number } }

/** What the frame asks of the window. `wallets` are the records (one per passkey) of the connected address. */
export type WalletWindowRequest =
  | { kind: 'create' }
  | {
      kind: 'sign'
      wallets: WrappedWallet[]
      approval: ApprovalRequest
      sign: VaultSignRequest
      /** The verified embedding origin (the handshake's). */
      origin: string
      network: ShownNetwork
    }
  | { kind: 'export'; wallets: WrappedWallet[] }
  | { kind: 'addPasskey'; wallets: WrappedWallet[] }

/** What the window answers: never a key (the export shows it in the window and answers that it did). */
export type WalletWindowAnswer =
  | { kind: 'create'; wallet: WrappedWallet }
  | { kind: 'sign'; signature: `0x${string}` }
  | { kind: 'export' }
  | { kind: 'addPasskey'; wallet: WrappedWallet }

/** An error the window answers: `code` 4001 when the user rejected it there. */
type WalletWindowError = { code: number; message: string }

/** Frame → window. */
export type ToWindow =
  | {
      channel: typeof WALLET_WINDOW_CHANNEL
      session: string
      type: 'request'
      id: string
      request: WalletWindowRequest
    }
  /** The modal closed or the frame is going: the window locks its vault (and closes, for `close`). */
  | { channel: typeof WALLET_WINDOW_CHANNEL; session: string; type: 'lock' | 'close' }

/** Window → frame. */
export type FromWindow =
  | { channel: typeof WALLET_WINDOW_CHANNEL; session: string; type: 'ready' }
  | {
      channel: typeof WALLET_WINDOW_CHANNEL
      session: string
      type: 'answer'
      id: string
      answer: WalletWindowAnswer
    }
  | {
      channel: typeof WALLET_WINDOW_CHANNEL
      session: string
      type: 'error'
      id: string
      error: WalletWindowError
    }

/** 16 random bytes as hex: a session or a request id. */
export const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  )

const ID = /^[0-9a-f]{32}$/

/** The message-event fields both sides check (a `MessageEvent`, or a test's stand-in). */
export type Received = { origin: string; source: unknown; data: unknown }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The envelope both directions share, when `event` comes from `peer` on `origin` and names `session`. */
function envelope(event: Received, peer: unknown, origin: string, session: string) {
  if (peer === null || peer === undefined || event.source !== peer || event.origin !== origin)
    return undefined
  const { data } = event
  if (!isRecord(data) || data.channel !== WALLET_WINDOW_CHANNEL || data.session !== session) return undefined
  return data
}

const REQUEST_KINDS = new Set(['create', 'sign', 'export', 'addPasskey'])

/**
 * The popup's reading of a message: a request or a lock from its `opener` on the modal's `origin`, in `session`;
 * anything else (the dapp's page, another window, another session, a malformed message) is undefined.
 */
export function readToWindow(
  event: Received,
  expected: { opener: unknown; origin: string; session: string },
): ToWindow | undefined {
  const data = envelope(event, expected.opener, expected.origin, expected.session)
  if (!data) return undefined
  if (data.type === 'lock' || data.type === 'close') return data as ToWindow
  if (data.type !== 'request' || typeof data.id !== 'string' || !ID.test(data.id)) return undefined
  const { request } = data
  if (!isRecord(request) || typeof request.kind !== 'string' || !REQUEST_KINDS.has(request.kind))
    return undefined
  if (request.kind !== 'create' && !Array.isArray(request.wallets)) return undefined
  return data as ToWindow
}

const HEX_SIGNATURE = /^0x[0-9a-f]{130}$/

const BASE64URL = /^[\w-]{1,1400}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * @internal Exported for its test. A wrapped wallet's record as the window answers it (walletRecords.ts's shape,
 * checked by hand: no valibot here).
 */
export function isWrappedWallet(value: unknown): value is WrappedWallet {
  if (!isRecord(value) || value.version !== 1) return false
  const { credentialId, address, iv, ciphertext } = value
  return (
    Object.keys(value).length === 5 &&
    typeof address === 'string' &&
    ADDRESS.test(address) &&
    [credentialId, iv, ciphertext].every((field) => typeof field === 'string' && BASE64URL.test(field))
  )
}

function isAnswer(answer: unknown): boolean {
  if (!isRecord(answer)) return false
  switch (answer.kind) {
    case 'create':
    case 'addPasskey':
      return isWrappedWallet(answer.wallet)
    case 'sign':
      return typeof answer.signature === 'string' && HEX_SIGNATURE.test(answer.signature)
    case 'export':
      return Object.keys(answer).length === 1
    default:
      return false
  }
}

/**
 * The frame's reading of a message: `ready`, or the answer or error of request `id`, from the window it opened
 * (`popup`) on the modal's `origin`, in `session`. Answers are checked (a wallet record's shape, a signature's).
 */
export function readFromWindow(
  event: Received,
  expected: {
    popup: unknown
    origin: string
    session: string
    id: string | undefined
  },
): FromWindow | undefined {
  const data = envelope(event, expected.popup, expected.origin, expected.session)
  if (!data) return undefined
  if (data.type === 'ready') return data as FromWindow
  if (expected.id === undefined || data.id !== expected.id) return undefined
  if (data.type === 'answer') return isAnswer(data.answer) ? (data as FromWindow) : undefined
  if (data.type !== 'error' || !isRecord(data.error)) return undefined
  const { code, message } = data.error
  return typeof code === 'number' && typeof message === 'string' ? (data as FromWindow) : undefined
}
