/** What a passkey wallet keeps outside the vault: nothing secret. The host page may delete it, never read or forge it. */
export type WrappedWallet = {
  version: 1
  /** The passkey's credential id, base64url. */
  credentialId: string
  /** The wallet's address (checksummed): bound into the ciphertext as associated data. */
  address: string
  /** AES-GCM's 12-byte nonce, base64url. */
  iv: string
  /** The 32-byte secp256k1 key under AES-256-GCM, with its 16-byte tag, base64url. */
  ciphertext: string
}

const KEK_INFO = 'wallet-kek/v1'
const AAD_TAG = 'wallet-modal vault v1'
const encoder = new TextEncoder()

export const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** @throws {Error} 'Invalid base64url' on anything else. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[\w-]*$/.test(text)) throw new Error('Invalid base64url')
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * The key-encryption key: HKDF-SHA256 over the passkey's PRF output, salted with its credential id. Non-extractable:
 * script can use it, never read it.
 */
export async function deriveWrappingKey(prfOutput: BufferSource, credentialId: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: fromBase64Url(credentialId), info: encoder.encode(KEK_INFO) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** @internal Exported for its test. The associated data: the ciphertext opens only for this credential and address. */
export function wrappingAad(credentialId: string, address: string): Uint8Array<ArrayBuffer> {
  const id = fromBase64Url(credentialId)
  const tag = encoder.encode(AAD_TAG)
  const addressBytes = encoder.encode(address.toLowerCase())
  const aad = new Uint8Array(tag.length + 2 + id.length + addressBytes.length)
  aad.set(tag)
  aad.set([id.length >> 8, id.length & 0xff], tag.length)
  aad.set(id, tag.length + 2)
  aad.set(addressBytes, tag.length + 2 + id.length)
  return aad
}

/** Wraps `privateKey` (32 bytes) for `credentialId` and `address`. */
export async function wrapKey(
  kek: CryptoKey,
  privateKey: Uint8Array<ArrayBuffer>,
  credentialId: string,
  address: string,
): Promise<WrappedWallet> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: wrappingAad(credentialId, address) },
    kek,
    privateKey,
  )
  return {
    version: 1,
    credentialId,
    address,
    iv: toBase64Url(iv),
    ciphertext: toBase64Url(new Uint8Array(sealed)),
  }
}

/**
 * The private key inside `wrapped`. The caller zeroes it once used.
 * @throws {Error} 'This passkey does not unlock this wallet' when the key, the credential or the address differ
 *   from the ones it was wrapped for (AES-GCM's tag check).
 */
export async function unwrapKey(kek: CryptoKey, wrapped: WrappedWallet): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const opened = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(wrapped.iv),
        additionalData: wrappingAad(wrapped.credentialId, wrapped.address),
      },
      kek,
      fromBase64Url(wrapped.ciphertext),
    )
    return new Uint8Array(opened)
  } catch {
    throw new Error('This passkey does not unlock this wallet')
  }
}
