import type { AnswerContext, MethodAnswers } from './answerContext.js'
import { invalidParams } from './transactions.js'

/** The site's connection: accounts and EIP-2255 permissions. */
export function accountAnswers({ account, state, needsApproval }: AnswerContext): MethodAnswers {
  const permission = () => ({
    invoker: location.origin,
    parentCapability: 'eth_accounts',
    caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    date: Date.now(),
  })
  return {
    eth_accounts: () => (state.connected ? [account.address] : []),
    eth_coinbase: () => (state.connected ? account.address : null),
    eth_requestAccounts: (entry) => {
      if (state.connected) return [account.address]
      return needsApproval(entry, async () => {
        state.setConnected(true)
        return [account.address]
      })
    },
    wallet_requestPermissions: (entry, list) => {
      const wanted = list[0] as Record<string, unknown> | undefined
      if (!wanted || typeof wanted !== 'object' || !('eth_accounts' in wanted)) {
        throw invalidParams('expected [{ eth_accounts: {} }]')
      }
      return needsApproval(entry, async () => {
        state.setConnected(true)
        return [permission()]
      })
    },
    wallet_getPermissions: () => (state.connected ? [permission()] : []),
    wallet_revokePermissions: () => {
      state.setConnected(false)
      return null
    },
  }
}
