import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit code from the CSPRNG. */
export const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0')

/** What is stored of a code: its HMAC, bound to the login and the step, so it is worth nothing elsewhere. */
export const codeHmac = (key: Buffer, loginId: string, stage: string, code: string) =>
  createHmac('sha256', key).update(`${loginId}\n${stage}\n${code}`).digest('base64url')

/** Compares two HMACs in constant time. */
export function sameHmac(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
