import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** What binds a server-custody key to its user and address: a ciphertext moved to another row fails to open. */
const aadOf = (userId: string, address: string) => Buffer.from(`wallet-key/v1\n${userId}\n${address}`)

/** A wallet key sealed with AES-256-GCM under AUTH_KEK (the tag is appended to the ciphertext). */
export function sealKey(kek: Uint8Array, userId: string, address: string, privateKey: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', kek, iv).setAAD(aadOf(userId, address))
  const sealed = Buffer.concat([cipher.update(privateKey, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { iv: iv.toString('base64url'), ciphertext: sealed.toString('base64url') }
}

export function openKey(
  kek: Uint8Array,
  userId: string,
  address: string,
  iv: string,
  ciphertext: string,
): string {
  const sealed = Buffer.from(ciphertext, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(iv, 'base64url')).setAAD(
    aadOf(userId, address),
  )
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString(
    'utf8',
  )
}
