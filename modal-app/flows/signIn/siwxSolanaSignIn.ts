import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import { isRecord } from '../../config/isRecord.js'
import type { SupportedNamespace } from '../../config/namespaces/index.js'
import { isPrintableLine, resourceUri } from '../../config/signInText.js'
import type { Session } from '../../state/session.js'
import { networkOf, type Store } from '../../store/store.js'
import { createSolanaSignInMessage } from './siwsMessage.js'
import { signSolanaMessage } from './siwxSolana.js'

const STATEMENT_MAX_CHARS = 280
const MAX_RESOURCES = 16
const NONCE = /^[a-zA-Z0-9]{8,64}$/

/** What Wallet Standard's `solana:signIn` answers, per input; the loader adds the account object. */
export type SolanaSignInOutput = { address: string; signedMessage: Uint8Array; signature: Uint8Array }

/** The input fields the modal uses, checked: the dapp page is untrusted. Others are ignored (see below). */
function checkInput(params: RequestArguments['params']) {
  const fail = (problem: string) => rpcErrors.invalidParams(`Invalid solana_signIn params: ${problem}`)
  const input = params === undefined ? {} : params
  if (!isRecord(input)) throw fail('expected an object (SolanaSignInInput)')
  const { statement, nonce, resources } = input
  const isLine = (value: unknown): value is string =>
    typeof value === 'string' && isPrintableLine(value) && value.length <= STATEMENT_MAX_CHARS
  if (statement !== undefined && !isLine(statement))
    throw fail(`statement must be one line of at most ${STATEMENT_MAX_CHARS} printable characters`)
  if (nonce !== undefined && !(typeof nonce === 'string' && NONCE.test(nonce)))
    throw fail('nonce must be 8 to 64 letters or digits')
  const isUri = (value: unknown): value is string =>
    typeof value === 'string' && resourceUri(value) !== undefined
  if (
    resources !== undefined &&
    !(Array.isArray(resources) && resources.length <= MAX_RESOURCES && resources.every(isUri))
  )
    throw fail(`resources must be at most ${MAX_RESOURCES} URIs`)
  return {
    statement,
    nonce,
    resources: (resources ?? []).map((resource) => resourceUri(resource) ?? resource),
  }
}

/** A nonce when the dapp gave none: Sign-In With Solana's nonce is mandatory here. */
/** The namespace Sign-In With Solana connects and signs on. */
const NAMESPACE: SupportedNamespace = 'solana'

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Wallet Standard's `solana:signIn` on the modal's registered wallet (`solana_signIn`): connects on solana if
 * needed (Connect opens), then has the user's wallet sign a Sign-In With Solana message the modal writes. Domain
 * and URI are the page's real origin (the handshake's); the input's `domain`, `uri`, `address`, `chainId`,
 * times, `requestId` and `version` are ignored: the chain is the active Solana network's, the times are now and
 * a day later. The input's `statement`, `nonce` (one is made when absent) and `resources` are used.
 * @throws {ProviderRpcError} -32602 for a malformed input, 4001 when the user closes Connect or declines, 4100
 *   when no wallet is connected afterwards.
 */
export function createSolanaSignInRequest(deps: {
  store: Store
  session: Session
  requestAccounts(namespace: SupportedNamespace): Promise<string[]>
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  return async function signInWithSolana(params: RequestArguments['params']): Promise<SolanaSignInOutput> {
    const input = checkInput(params)
    const [address] = await deps.requestAccounts(NAMESPACE)
    const connector = deps.session.connector(NAMESPACE)
    const network = networkOf(deps.store.get(), NAMESPACE)
    if (!address || !connector || !network) throw rpcErrors.unauthorized('No Solana wallet is connected')
    const message = createSolanaSignInMessage({
      ...input,
      origin: deps.store.get().origin,
      address,
      chainId: network.caipNetworkId.slice('solana:'.length),
      nonce: input.nonce ?? randomNonce(),
      issuedAt: new Date(now()),
    })
    const signedMessage = new TextEncoder().encode(message)
    const signature = await signSolanaMessage(connector, signedMessage, address)
    return { address, signedMessage, signature }
  }
}
