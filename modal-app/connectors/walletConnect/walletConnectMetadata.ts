import type { Metadata } from '../../config/types.js'

/**
 * The metadata wallets are shown: the dapp's name, description and icons (claims, cleaned by resolveConfig) beside
 * the origin the handshake verified as `url`, never the dapp's claimed url. Without metadata, the origin's host.
 */
export function walletConnectMetadata(metadata: Metadata | undefined, origin: string): Metadata {
  if (metadata) return { ...metadata, url: origin }
  return { name: new URL(origin).host, description: '', url: origin, icons: [] }
}
