import { fromBase64Url, toBase64Url } from '../../vault/wrapping.js'

/** A passkey's id and its PRF output (32 bytes, the root of the wallet's wrapping key). */
export type PasskeyUnlock = { credentialId: string; prfOutput: ArrayBuffer }

/**
 * The PRF input (`eval.first`): one constant of this wallet, so a passkey gives the same output on every site, in
 * every partition. Windows Hello refuses an empty `prf: {}` at create, so it is always passed.
 */
const PRF_SALT = new TextEncoder().encode('wallet-modal prf salt v1')

/** Why a ceremony gave no wallet, in words for the user. */
export class PasskeyError extends Error {
  override name = 'PasskeyError'
  constructor(
    message: string,
    /** The user closed the passkey prompt (WebAuthn's NotAllowedError): asking again may work. */
    readonly retryable = false,
  ) {
    super(message)
  }
}

const NO_PRF = 'This passkey cannot protect a wallet here: its authenticator has no PRF support'

const FRAME_REFUSAL = /ancestor|cross-origin|publickey-credentials|feature is not enabled/i

function ceremonyError(error: unknown): PasskeyError {
  if (error instanceof PasskeyError) return error
  // Safari's refusal in a cross-origin frame ("The origin of the document is not the same as its ancestors"), and a
  // frame without the permission policy, are NotAllowedError too: not a cancel, and asking again here cannot work.
  if (error instanceof DOMException && error.name === 'NotAllowedError' && FRAME_REFUSAL.test(error.message))
    return new PasskeyError(`This browser does not make passkeys here: ${error.message}`)
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return new PasskeyError('The passkey request was cancelled or timed out', true)
  if (error instanceof DOMException && error.name === 'SecurityError')
    return new PasskeyError(`Passkeys are not available for ${location.hostname}: ${error.message}`)
  return new PasskeyError(error instanceof Error ? error.message : String(error))
}

function prfOf(credential: Credential | null): PasskeyUnlock | undefined {
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyError('No passkey was given')
  const first = credential.getClientExtensionResults().prf?.results?.first
  if (first === undefined) return undefined
  const prfOutput =
    first instanceof ArrayBuffer
      ? first
      : new Uint8Array(first.buffer, first.byteOffset, first.byteLength).slice().buffer
  return { credentialId: toBase64Url(new Uint8Array(credential.rawId)), prfOutput }
}

/**
 * Asks for `credentialIds` (any of the user's passkeys for this site when empty), with PRF.
 * @throws {PasskeyError} cancelled, or no PRF.
 */
export async function getPasskey(credentialIds: readonly string[]): Promise<PasskeyUnlock> {
  try {
    const credential = await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        userVerification: 'required',
        allowCredentials: credentialIds.map((id) => ({ type: 'public-key', id: fromBase64Url(id) })),
        extensions: { prf: { eval: { first: PRF_SALT } } },
      },
    })
    const unlock = prfOf(credential)
    if (unlock === undefined) throw new PasskeyError(NO_PRF)
    return unlock
  } catch (error) {
    throw ceremonyError(error)
  }
}

/**
 * Makes a passkey for this wallet on the modal's host name (the relying party), with PRF. Needs the click's
 * activation (a cross-origin frame may create only then). Some authenticators give the PRF output only on `get`:
 * then one `get` follows.
 * @throws {PasskeyError} cancelled, or no PRF.
 */
export async function createPasskey(): Promise<PasskeyUnlock> {
  let credential: Credential | null
  try {
    credential = await navigator.credentials.create({
      publicKey: {
        rp: { name: 'Wallet' },
        user: {
          id: crypto.getRandomValues(new Uint8Array(16)),
          name: `Wallet ${new Date().toISOString().slice(0, 10)}`,
          displayName: 'Wallet',
        },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        extensions: { prf: { eval: { first: PRF_SALT } } },
      },
    })
  } catch (error) {
    throw ceremonyError(error)
  }
  const unlock = prfOf(credential)
  if (unlock !== undefined) return unlock
  if (
    !(credential instanceof PublicKeyCredential) ||
    credential.getClientExtensionResults().prf?.enabled !== true
  )
    throw new PasskeyError(NO_PRF)
  return getPasskey([toBase64Url(new Uint8Array(credential.rawId))])
}
