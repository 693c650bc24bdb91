import { type Hex, numberToHex } from 'viem'
import type { AnswerContext, MethodAnswers } from './answerContext.js'
import { createCallBatches } from './callBatches.js'
import { invalidParams, ProviderRpcError, sendFromAccount, type TransactionParams } from './transactions.js'

/** Transactions from the account to the current chain, and EIP-5792 call batches (`callBatches.ts`). */
export function transactionAnswers({
  account,
  state,
  needsApproval,
  requireAccount,
}: AnswerContext): MethodAnswers {
  const batches = createCallBatches({ account, chains: state.chains, requireAccount })
  const sendTransaction = async (tx: TransactionParams): Promise<Hex> => {
    const id = state.chainId
    if (tx.chainId !== undefined && Number(tx.chainId) !== id) {
      throw new ProviderRpcError(-32602, `Invalid chainId ${tx.chainId}: the wallet is on ${numberToHex(id)}`)
    }
    return sendFromAccount({ account, chainId: id, rpcUrl: state.chains.get(id)!, tx })
  }
  return {
    eth_sendTransaction: (entry, list) => {
      const tx = list[0] as TransactionParams | undefined
      if (!tx || typeof tx !== 'object') throw invalidParams('expected [transaction]')
      // `from` defaults to the account, as in most wallets; another address is refused.
      requireAccount(tx.from ?? account.address)
      return needsApproval(entry, () => sendTransaction(tx))
    },
    wallet_getCapabilities: (_entry, list) => batches.capabilities(list),
    wallet_sendCalls: (entry, list) => needsApproval(entry, batches.prepare(list)),
    wallet_getCallsStatus: (_entry, list) => batches.status(list),
  }
}
