import { type Caip122Message, parseCaip122Message } from './caip122Message.js'

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Reads a Sign-In With Solana message (Phantom's SIWS; CAIP-122's Solana namespace) with caip122Message.ts's
 * strict reader: anything but the format, with a base58 address, answers undefined.
 */
export const parseSolanaSignInMessage = (message: string): Caip122Message | undefined =>
  parseCaip122Message(message, 'Solana', BASE58_ADDRESS)
