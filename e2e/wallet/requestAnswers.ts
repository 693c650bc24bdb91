import { accountAnswers } from './accountAnswers.js'
import type { AnswerContext } from './answerContext.js'
import { chainAnswers } from './chainAnswers.js'
import { unauthorized, unsupported } from './providerErrors.js'
import { createRpcForward } from './rpcForward.js'
import { signingAnswers } from './signingAnswers.js'
import { transactionAnswers } from './transactionAnswers.js'
import { requireAccount as requireAddress } from './transactions.js'
import type { PendingRequest } from './types.js'

/** Methods a node would answer with its own unlocked keys (anvil's): never forwarded. */
const NEVER_FORWARD = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
])

/**
 * The test wallet's EIP-1193 answers: its own methods from the tables by concern, other `eth_`/`net_`/`web3_`
 * reads forwarded to the current chain, anything else 4200.
 */
export function createRequestAnswers(context: Omit<AnswerContext, 'requireAccount'>) {
  const { account, state } = context
  const requireAccount = (address: unknown) => {
    if (!state.connected) throw unauthorized()
    requireAddress(address, account.address, unauthorized)
  }
  const full: AnswerContext = { ...context, requireAccount }
  // A Map, so that a method named like an Object.prototype member is not found.
  const answers = new Map(
    Object.entries({
      ...accountAnswers(full),
      ...chainAnswers(full),
      ...signingAnswers(full),
      ...transactionAnswers(full),
    }),
  )
  const forward = createRpcForward(state)
  return async (entry: PendingRequest): Promise<unknown> => {
    const { method, params } = entry
    const answer = answers.get(method)
    if (answer) return answer(entry, Array.isArray(params) ? (params as unknown[]) : [])
    if (NEVER_FORWARD.has(method) || !/^(eth|net|web3)_/.test(method)) throw unsupported(method)
    return forward(method, params)
  }
}
