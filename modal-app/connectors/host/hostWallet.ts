import { fromErrorData, parseErrorData } from '../../../shared/errors/codec.js'
import { DISCONNECTED, INVALID_PARAMS } from '../../../shared/errors/codes.js'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import { isOneOf, isRecord } from '../../../shared/guards.js'
import {
  type HostApiClient,
  type HostMessage,
  type HostWallet,
  type RequestArguments,
  WALLET_EVENTS,
  type WalletEventName,
} from '../../../shared/protocol.js'
import { cleanDisplayText } from '../../config/cleanDisplayText.js'
import { isDataImageUrl } from '../../wallets/isDataImageUrl.js'
import { isRdns } from '../../wallets/isRdns.js'

const MAX_WALLETS = 64
const MAX_NAME_CHARS = 40
const MAX_ICON_CHARS = 200_000

const invalid = (message: string) => new ProviderRpcError(INVALID_PARAMS, `Invalid host message: ${message}`)

/**
 * A wallet name from the page: control characters removed, at most 40 characters (with an ellipsis).
 * @internal exported for the tests
 */
export function cleanWalletName(value: unknown): string {
  return (typeof value === 'string' && cleanDisplayText(value, MAX_NAME_CHARS)) || 'Browser Wallet'
}

/**
 * Icons must be `data:image/*` (rendered only through `<img>`, where SVG scripts never run); others are
 * dropped.
 * @internal exported for the tests
 */
export function cleanWalletIcon(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_ICON_CHARS && isDataImageUrl(value) ? value : ''
}

function parseWallet(value: unknown): HostWallet | undefined {
  if (!isRecord(value)) return undefined
  const { uuid, name, icon, rdns } = value
  if (typeof uuid !== 'string' || uuid.length === 0 || uuid.length > 128) return undefined
  return {
    uuid,
    name: cleanWalletName(name),
    icon: cleanWalletIcon(icon),
    rdns: typeof rdns === 'string' && rdns.length <= 128 && isRdns(rdns) ? rdns : '',
  }
}

/** Checks a message from the loader about the host page's wallets: the page is untrusted. */
export function parseHostMessage(message: unknown): HostMessage {
  if (!isRecord(message)) throw invalid('expected an object')
  if (message.type === 'wallets') {
    if (!Array.isArray(message.wallets)) throw invalid('wallets must be an array')
    const wallets = message.wallets.slice(0, MAX_WALLETS).flatMap((wallet) => parseWallet(wallet) ?? [])
    return { type: 'wallets', wallets: [...new Map(wallets.map((wallet) => [wallet.uuid, wallet])).values()] }
  }
  if (message.type === 'walletEvent') {
    if (typeof message.uuid !== 'string') throw invalid('walletEvent.uuid must be a string')
    const { name } = message
    if (!isOneOf(WALLET_EVENTS, name)) throw invalid(`unknown wallet event '${String(name)}'`)
    return { type: 'walletEvent', uuid: message.uuid, name, data: message.data }
  }
  throw invalid(`unknown type '${String(message.type)}'`)
}

type Listener = (data: unknown) => void

/** The EIP-1193 provider of a host wallet, inside the modal: requests go through the loader to the wallet. */
export type HostWalletProvider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Delivers an event the wallet emitted in the host page. */
  emit(event: WalletEventName, data: unknown): void
}

export function createHostWalletProvider(uuid: string, host: HostApiClient): HostWalletProvider {
  const listeners = new Map<string, Set<Listener>>()
  return {
    async request(args) {
      const answer = await host.walletRequest(uuid, args)
      if (isRecord(answer) && 'result' in answer) return answer.result
      throw fromErrorData(
        parseErrorData(
          isRecord(answer) ? answer.error : undefined,
          'The wallet gave an answer that is not a JSON-RPC result',
        ),
      )
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, data) {
      const value =
        event === 'disconnect' ? new ProviderRpcError(DISCONNECTED, 'The wallet disconnected', data) : data
      for (const listener of listeners.get(event) ?? []) listener(value)
    },
  }
}
