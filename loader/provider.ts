import type { ProviderEventName, ProviderInfo } from '../shared/protocol.js'
import type { EIP1193Provider } from './types.js'

/** The dapp's listeners of the provider's events, which the modal posts (`{ ev: { type: 'provider' } }`). */
export const listeners: Partial<Record<ProviderEventName, Set<(data: never) => void>>> = {}

/** Announces `provider` over EIP-6963 (once per page), with the deployment's name, rdns and icon. */
export function announceProvider(info: ProviderInfo, provider: EIP1193Provider): void {
  // A blob URL ends in a fresh UUID v4, in every context (crypto.randomUUID needs a secure one).
  const uuid = URL.createObjectURL(new Blob()).slice(-36)
  const detail = Object.freeze({ info: Object.freeze({ ...info, uuid }), provider })
  const fire = () => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  addEventListener('eip6963:requestProvider', fire)
  fire()
}
