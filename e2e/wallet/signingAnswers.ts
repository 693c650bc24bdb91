import type { AnswerContext, MethodAnswers } from './answerContext.js'
import { invalidParams, signableMessage, typedDataToSign } from './transactions.js'

/** Signing with the account, after approval: EIP-191 messages and EIP-712 typed data. */
export function signingAnswers({ account, needsApproval, requireAccount }: AnswerContext): MethodAnswers {
  return {
    personal_sign: (entry, [message, address]) => {
      requireAccount(address)
      if (typeof message !== 'string') throw invalidParams('expected [message, address]')
      return needsApproval(entry, () => account.signMessage({ message: signableMessage(message) }))
    },
    eth_signTypedData_v4: (entry, [address, raw]) => {
      requireAccount(address)
      let parsed: unknown
      try {
        parsed = typeof raw === 'string' ? JSON.parse(raw) : raw
      } catch {
        throw invalidParams('typed data is not JSON')
      }
      const typedData = typedDataToSign(parsed)
      if (!typedData) throw invalidParams('expected [address, { types, primaryType, domain, message }]')
      return needsApproval(entry, () => account.signTypedData(typedData))
    },
  }
}
