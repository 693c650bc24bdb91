import { type Caip122MessageFields, createCaip122Message } from './siwxCaip122Message.js'

/**
 * The Sign-In With Solana message (Phantom's SIWS, CAIP-122's Solana namespace): EIP-4361's text with "Solana
 * account" and the base58 address (siwxCaip122Message.ts writes it).
 * @throws {Error} for a nonce that is not 8+ alphanumerics or a statement over one line (a backend or config bug).
 */
export const createSolanaSignInMessage = (fields: Caip122MessageFields): string =>
  createCaip122Message('Solana', fields)
