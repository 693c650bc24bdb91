import { wrap } from 'comlink'
import type { Hex } from 'viem'
import { wrapEndpoint } from '../../../shared/endpoint.js'
import type { Vault, VaultSignRequest } from '../../vault/vault.js'
import type { WrappedWallet } from '../../vault/wrapping.js'
import { resultOf, transferred } from './vaultClient.js'

/**
 * The wallet window's vault (popupVaultWorker.ts): a Worker of the popup's own first-party document, with the two
 * methods the frame's vault does not serve: a second passkey, and the key's export (shown in the window only).
 */
export function createPopupVaultClient() {
  const worker = new Worker(new URL('../../vault/popupVaultWorker.ts', import.meta.url), {
    type: 'module',
    name: 'wallet-vault',
  })
  const channel = new MessageChannel()
  worker.postMessage({ port: channel.port2 }, [channel.port2])
  const vault = wrap<Vault>(wrapEndpoint(channel.port1))
  return {
    create: (prfOutput: ArrayBuffer, credentialId: string) =>
      resultOf(vault.create(transferred(prfOutput), credentialId)),
    unlock: (prfOutput: ArrayBuffer, wallet: WrappedWallet) =>
      resultOf(vault.unlock(transferred(prfOutput), wallet)),
    sign: (address: string, request: VaultSignRequest) => resultOf(vault.sign(address, request)),
    lock: () => resultOf(vault.lock()),
    unlocked: () => resultOf(vault.unlocked()),
    addPasskey: (prfOutput: ArrayBuffer, credentialId: string) =>
      resultOf(vault.addPasskey(transferred(prfOutput), credentialId)),
    exportKey: (address: string): Promise<Hex> => resultOf(vault.exportKey(address)),
  }
}
