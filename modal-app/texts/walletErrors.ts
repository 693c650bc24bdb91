import { isRecord } from '../../shared/guards.js'
import { cleanDisplayText } from '../config/cleanDisplayText.js'

// SPEC §8's JSON-RPC codes and node errors, as a person reads them where the modal shows a wallet's or a node's
// error (Send's failure, ApproveTransaction, a connection, a network switch). A lazily loaded module: only the
// chunks that show such an error import it (startup budget).

/** SPEC §8's codes: JSON-RPC 2.0 and its server range, EIP-1193, WalletConnect's 5000, EIP-5792's 57xx. */
const CODES: Readonly<Record<number, string>> = {
  [-32700]: 'The wallet could not read the request.',
  [-32600]: 'The request was not valid.',
  [-32601]: 'The wallet does not know this method.',
  [-32602]: 'The request’s parameters were not valid.',
  [-32603]: 'The wallet ran into an internal error.',
  [-32000]: 'The request’s input was not valid.',
  [-32001]: 'Something the request needs was not found.',
  [-32002]: 'Something the request needs is not available right now. Please try again.',
  [-32003]: 'The transaction was rejected.',
  [-32004]: 'The wallet does not support this method.',
  [-32005]: 'Too many requests: please wait a moment and try again.',
  [-32006]: 'The wallet does not support this JSON-RPC version.',
  4001: 'You declined the request in your wallet.',
  4100: 'The wallet has not authorized this account or method.',
  4200: 'The wallet does not support this request.',
  4900: 'The wallet is disconnected.',
  4901: 'The wallet is not connected to this network.',
  4902: 'The wallet does not know this network: add it to the wallet first.',
  // WalletConnect's "User rejected.", treated as a rejection (SPEC §8).
  5000: 'You declined the request in your wallet.',
  5700: 'The wallet does not support a capability these calls need.',
  5710: 'The wallet does not support this network for these calls.',
  5720: 'These calls were already sent (duplicate id).',
  5730: 'The wallet does not know this batch of calls.',
  5740: 'This batch of calls is too large for the wallet.',
  5750: 'The wallet’s account upgrade was declined.',
  5760: 'The wallet cannot run these calls all at once (atomically).',
}
/** EIP-5792's range: a code in it that is not listed above. */
const WALLET_CALLS_ERROR = 'The wallet could not carry out these calls.'

/** SPEC §8's node errors, by what a node says (geth's, reth's, anvil's wording). First match wins. */
const NODE_ERRORS: readonly [RegExp, string][] = [
  [/insufficient funds/i, 'Not enough funds to pay for this transaction and its network fee.'],
  [
    /nonce (is )?too high/i,
    'The wallet is ahead of the network (nonce too high): wait for its pending transactions.',
  ],
  [/nonce (is )?too low|nonce has already been used/i, 'This transaction was already sent (nonce too low).'],
  [
    /fee cap (is )?(too high|higher)|max fee per gas (is )?(too high|higher)/i,
    'The fee offered is above what this network allows.',
  ],
  [
    /fee cap (is )?(too low|less)|max fee per gas (is )?(too low|less)|underpriced/i,
    'The fee offered is too low for the network right now. Please try again.',
  ],
  [/intrinsic gas too high|exceeds block gas limit/i, 'The transaction needs more gas than a block allows.'],
  [/intrinsic gas too low/i, 'The gas limit is too low for this transaction.'],
  [/revert/i, 'The transaction would fail: the contract refused it (reverted).'],
]

/** The longest a wallet's own message is shown (a wallet's text is a stranger's). */
const MESSAGE_CHARS = 160
/** How many links of a `cause` chain are looked at (viem and wagmi wrap the node's or wallet's error). */
const MAX_CAUSES = 8

/** SPEC §8's fallback when an error says nothing. */
const SOMETHING_WENT_WRONG = 'Something went wrong'

/** The catch-all codes: a wallet's or node's own message, when it gives one, says more. */
const GENERIC_CODES: ReadonlySet<number> = new Set([-32000, -32603])

/**
 * What a wallet's or node's error means, for a person: a node error by its message (wherever along the `cause`
 * chain), else the first JSON-RPC code SPEC §8 lists, else the error's own (cleaned, bounded) message, else what a
 * catch-all code (-32000, -32603) means, else `fallback`.
 */
export function walletErrorText(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  const links: Record<string, unknown>[] = []
  for (let link = error; isRecord(link) && links.length < MAX_CAUSES; link = link.cause) links.push(link)
  const said = links
    .flatMap((link) => [link.shortMessage, link.details, link.message])
    .filter((text): text is string => typeof text === 'string' && text !== '')
  for (const [pattern, text] of NODE_ERRORS) if (said.some((line) => pattern.test(line))) return text
  const codes = links
    .map((link) => link.code)
    .concat(isRecord(error) ? [] : [error])
    .filter((code): code is number => typeof code === 'number')
  for (const code of codes) {
    if (GENERIC_CODES.has(code)) continue
    const known = CODES[code]
    if (known !== undefined) return known
    if (code >= 5700 && code <= 5760) return WALLET_CALLS_ERROR
  }
  const own = said[0] ?? (typeof error === 'string' && error !== '' ? error : undefined)
  if (own !== undefined) return cleanDisplayText(own, MESSAGE_CHARS) || fallback
  const generic = codes.find((code) => GENERIC_CODES.has(code))
  return generic === undefined ? fallback : (CODES[generic] ?? fallback)
}
