import { type Hex, hexToBytes, isHex, stringToHex } from 'viem'

/** A personal_sign message as ApproveTransaction shows it: its text when it is clean UTF-8, else its bytes. */
export type ShownMessage = {
  kind: 'message'
  /** The text, when the bytes are UTF-8 without control, format or line-separator characters (but `\n`). */
  text: string | undefined
  hex: Hex
  /** The domain a sign-in message (EIP-4361, CAIP-122) names, when it is not the verified origin's host. */
  foreignSignIn: string | undefined
}

/** Anything that could make the text read differently from its bytes: controls, bidi and zero-width formats, separators. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
/** EIP-4361's and CAIP-122's first line: `[scheme://]domain wants you to sign in with your … account:`. */
const SIGN_IN_LINE = /^(?:[a-zA-Z][\w+.-]*:\/\/)?(\S+) wants you to sign in with your .+ account:$/

function textOf(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return text.split('\n').some((line) => HIDDEN_CHARACTERS.test(line)) ? undefined : text
  } catch {
    return undefined
  }
}

/**
 * What personal_sign's `message` shows: a 0x string is bytes (viem, ethers), anything else UTF-8 text as MetaMask
 * takes it. The bytes are what the wallet signs.
 */
export function shownMessage(message: string, verifiedOrigin: string): { shown: ShownMessage; raw: Hex } {
  const raw = isHex(message) ? message : stringToHex(message)
  const text = textOf(hexToBytes(raw))
  const domain = text?.split('\n', 1)[0]?.match(SIGN_IN_LINE)?.[1]
  const host = new URL(verifiedOrigin).host
  return {
    raw,
    shown: {
      kind: 'message',
      text,
      hex: raw,
      foreignSignIn: domain !== undefined && domain !== host ? domain : undefined,
    },
  }
}
