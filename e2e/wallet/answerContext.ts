import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalQueue } from './approvalQueue.js'
import type { ResolvedTestWalletConfig } from './testWalletConfig.js'
import type { PendingRequest } from './types.js'
import type { WalletState } from './walletState.js'

/** What the test wallet's method answerers share. */
export type AnswerContext = {
  config: ResolvedTestWalletConfig
  account: PrivateKeyAccount
  state: WalletState
  needsApproval: ApprovalQueue['needsApproval']
  /** Throws 4100 unless the site is connected and `address` is the account (-32602 for a non-address). */
  requireAccount(address: unknown): void
}

/** Answers one method: `list` is `params` when it is an array, else empty. */
type MethodAnswer = (entry: PendingRequest, list: unknown[]) => unknown

export type MethodAnswers = Record<string, MethodAnswer>
