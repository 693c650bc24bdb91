import { toHex } from 'viem'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { ProfileApi } from '../../data/profileApi.js'

/** SPEC §6's session states, as Account lists them. */
export type SessionStatus = 'active' | 'revoked' | 'expired'

export const sessionStatus = (session: { expiry: number; revokedAt: number | undefined }, nowMs: number) =>
  session.revokedAt !== undefined
    ? 'revoked'
    : session.expiry * 1000 <= nowMs
      ? 'expired'
      : ('active' as SessionStatus)

/**
 * Revokes smart session `pci` of `address` (SPEC §6, §7): the account signs the pci (`personal_sign`, in the
 * connected wallet's own UI), and the Blockchain API ends the session on that signature.
 * @throws what the wallet throws (a 4001 when the user declines), or the API's {@link ProfileApiError}.
 */
export async function revokeSession(deps: {
  api: ProfileApi
  address: string
  pci: string
  askWallet(args: RequestArguments): Promise<unknown>
}): Promise<void> {
  const signature = await deps.askWallet({ method: 'personal_sign', params: [toHex(deps.pci), deps.address] })
  if (typeof signature !== 'string') throw new Error('The wallet answered no signature')
  await deps.api.revokeSession(deps.address, deps.pci, signature)
}
