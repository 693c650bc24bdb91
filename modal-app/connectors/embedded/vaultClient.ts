import { transfer, wrap } from 'comlink'
import type { Hex } from 'viem'
import { wrapEndpoint } from '../../../shared/endpoint.js'
import type { Vault, VaultResult, VaultSignRequest } from '../../vault/vault.js'
import type { WrappedWallet } from '../../vault/wrapping.js'

export const resultOf = async <T>(answer: Promise<VaultResult<T>>): Promise<T> => {
  const settled = await answer
  if ('error' in settled) throw new Error(settled.error)
  return settled.result
}

/**
 * The vault Worker (modal-app/vault/), started on first use. The PRF output is moved into it (the main thread's
 * copy is detached); it answers only addresses, wrapped keys and signatures.
 */
export function createVaultClient() {
  let vault: ReturnType<typeof wrap<Vault>> | undefined
  const started = () => {
    if (vault) return vault
    const worker = new Worker(new URL('../../vault/vaultWorker.ts', import.meta.url), {
      type: 'module',
      name: 'wallet-vault',
    })
    const channel = new MessageChannel()
    worker.postMessage({ port: channel.port2 }, [channel.port2])
    // Kept referenced for the page's lifetime: comlink releases a collected proxy (comlink#667).
    vault = wrap<Vault>(wrapEndpoint(channel.port1))
    return vault
  }
  return {
    create: (prfOutput: ArrayBuffer, credentialId: string) =>
      resultOf(started().create(transferred(prfOutput), credentialId)),
    unlock: (prfOutput: ArrayBuffer, wallet: WrappedWallet) =>
      resultOf(started().unlock(transferred(prfOutput), wallet)),
    /** Server custody: the key the auth server released; the caller's copy of the string cannot be zeroed. */
    adopt: (privateKey: Hex) => resultOf(started().adopt(privateKey)),
    sign: (address: string, request: VaultSignRequest) => resultOf(started().sign(address, request)),
    lock: () => (vault ? resultOf(vault.lock()) : Promise.resolve(null)),
    unlocked: () => (vault ? resultOf(vault.unlocked()) : Promise.resolve(null)),
  }
}

/** Moves `buffer` to the Worker rather than copying it. */
export function transferred(buffer: ArrayBuffer): ArrayBuffer {
  return transfer(buffer, [buffer])
}
