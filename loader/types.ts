import type { WalletModalOptions } from '../modal-app/config/configSchema.js'
import type {
  ModalState,
  Namespace,
  OpenWalletModalOptions,
  ProviderEventName,
  RequestArguments,
  WalletInfo,
} from '../shared/protocol.js'

export type { ModalState, Namespace, OpenWalletModalOptions, ProviderEventName, RequestArguments, WalletInfo }

/**
 * `init` options, typed from the modal's config schema (a type-only import: no loader bytes). Everything but
 * `modalUrl` and `container` crosses `postMessage`, so it must be plain data: functions are rejected. The
 * deployment's `config.json` may set defaults for any of these. `embedded` is left out: the loader sets it from
 * `container`; so is `embeddedWallet`, which only the deployment's `config.json` sets.
 */
export type WalletModalConfig = Omit<WalletModalOptions, 'embedded' | 'embeddedWallet'>

/** A viem `Chain`-shaped network, as `networks` and `defaultNetwork` take it. */
export type ChainLike = Exclude<NonNullable<WalletModalConfig['networks']>[number], string>

/** An EIP-1193 provider. */
export type EIP1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: ProviderEventName, listener: (data: never) => void): EIP1193Provider
  removeListener(event: ProviderEventName, listener: (data: never) => void): EIP1193Provider
}
