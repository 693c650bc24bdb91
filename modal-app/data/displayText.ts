import * as v from 'valibot'
import { cleanDisplayText } from '../config/cleanDisplayText.js'

/**
 * The longest token, NFT and collection names, token symbols and profile names drawn: what an API, a chain or a wallet calls a
 * token is cleaned as it enters (config/cleanDisplayText.ts: no control, bidi or zero-width characters, one line)
 * and bounded, so that "Claim your reward at …" is at least short.
 */
const TOKEN_NAME_CHARS = 40
const TOKEN_SYMBOL_CHARS = 16
export const NFT_NAME_CHARS = 64
/** An account's profile name (ENS names may be longer; the address is shown beside it). */
export const PROFILE_NAME_CHARS = 64

/** A name from an API or a chain, cleaned for display (may be ''). */
export const cleanTokenName = (value: string): string => cleanDisplayText(value, TOKEN_NAME_CHARS)
/** A symbol from an API or a chain, cleaned for display (may be ''). */
export const cleanTokenSymbol = (value: string): string => cleanDisplayText(value, TOKEN_SYMBOL_CHARS)

/** A string field of an answer, cleaned for display as it is parsed. */
export const displayTextSchema = (clean: (value: string) => string) => v.pipe(v.string(), v.transform(clean))
