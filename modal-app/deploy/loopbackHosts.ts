import { ConfigError } from '../config/errors.js'
import { resolveConfig } from '../config/resolveConfig.js'
import type { DeploymentConfig, ResolvedConfig } from '../config/types.js'

/** Whether a URL's hostname is the user's own machine: `localhost` (and `*.localhost`), 127/8, `[::1]`. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  )
}

/** The URLs of a resolved config the modal connects to: RPCs (Esplora and Solana's too), services, gateway. */
function connectedUrls(config: ResolvedConfig): (string | undefined)[] {
  return [
    ...config.networks.flatMap((network) => network.rpcUrls.default.http),
    config.relayUrl,
    config.walletDirectoryUrl,
    config.apiBaseUrl,
    config.ipfsGateway,
    config.siwx?.nonceUrl,
    config.siwx?.verifyUrl,
    config.siwx?.sessionUrl,
    config.embeddedWallet?.authUrl,
  ]
}

/**
 * The loopback hosts (`127.0.0.1`, `localhost`, `[::1]`…) of the URLs a deployment's config lists for the modal to
 * connect to (its networks' RPCs, relay, wallet directory, Blockchain API, IPFS gateway, sign-in backend, auth server), once
 * each, in order. A deployment that lists none gets no loopback source in its CSP's `connect-src`.
 * @throws {ConfigError} `config.json: …` when the config's options do not check, as the modal would refuse them.
 */
export function loopbackHostsOf(deployment: DeploymentConfig): string[] {
  let config: ResolvedConfig
  try {
    config = resolveConfig({}, deployment)
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(`config.json: ${error.message}`)
    throw error
  }
  const hosts = connectedUrls(config).flatMap((url) => {
    if (url === undefined) return []
    const { hostname } = new URL(url)
    return isLoopback(hostname) ? [hostname] : []
  })
  return [...new Set(hosts)]
}
