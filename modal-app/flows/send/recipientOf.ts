import { getAddress, isAddress } from 'viem'
import { normalize } from 'viem/ens'
import { isSolanaAddress } from '../../config/solanaAddress.js'
import { INVALID_ADDRESS } from './sendErrors.js'

const BARE_HEX_ADDRESS = /^[0-9a-fA-F]{40}$/

export type Recipient = { address: `0x${string}` } | { name: string }

/**
 * What the user typed as the recipient (SPEC §5): an eip155 address, with or without its 0x (a mixed-case one must
 * have a valid EIP-55 checksum, so a mistyped letter is caught), or an ENS-style name (`alice.eth`), normalized (ENSIP-15) for its
 * resolver; anything else is an invalid address.
 */
export function recipientOf(text: string): Recipient | { error: string } {
  const trimmed = text.trim()
  // SPEC §5: an EVM address is an optional 0x, then 40 hex characters.
  const input = BARE_HEX_ADDRESS.test(trimmed) ? `0x${trimmed}` : trimmed
  if (isAddress(input)) return { address: getAddress(input) }
  if (!input.startsWith('0x') && /^[^\s/:@]+\.[^\s/:@]+$/u.test(input))
    try {
      return { name: normalize(input) }
    } catch {
      return { error: INVALID_ADDRESS }
    }
  return { error: INVALID_ADDRESS }
}

/** A Solana recipient (SPEC §5): the base58 of a 32-byte public key; names are not resolved on Solana. */
export function solanaRecipientOf(text: string): { address: string } | { error: string } {
  const input = text.trim()
  return isSolanaAddress(input) ? { address: input } : { error: INVALID_ADDRESS }
}
