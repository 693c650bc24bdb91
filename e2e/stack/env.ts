import type { AccountChainFixture } from './accountChain.js'
import type { UniswapDeployment } from './uniswap.js'

/** What `global-setup.ts` started, as the tests read it. URLs are origins, without a trailing slash. */
export type StackEnv = {
  /** The modal (dist/modal-app, with its `_headers`), same-site with `hostUrl`: `http://127.0.0.1:<P>`. */
  readonly modalUrl: string
  /** The same server as `modalUrl`, cross-site from `hostUrl`: `http://localhost:<P>`. */
  readonly modalUrlCrossSite: string
  /** The modal without its `_headers` (no CSP), as on a host that cannot send headers. */
  readonly modalUrlNoHeaders: string
  /** e2e/pages/ (plus a generated `/stack.json`): `http://127.0.0.1:<H>`. */
  readonly hostUrl: string
  /** The same pages from another origin of the same site: `http://127.0.0.1:<H2>`. */
  readonly hostUrl2: string
  /** The same pages from an origin the modal must refuse: `http://127.0.0.2:<H>`. */
  readonly hostUrlRefused: string
  /** anvil, chain 31337. */
  readonly rpcUrl: string
  readonly chainId: number
  /** A second anvil, chain 31338, for network switching. */
  readonly rpcUrl2: string
  readonly chainId2: number
  /** The WalletConnect relay (`e2e/walletconnect/relay.ts`): `ws://127.0.0.1:<R>`. */
  readonly relayUrl: string
  /** The local wallet-directory API (e2e/stack/walletDirectory.ts): `http://127.0.0.1:<W>`. */
  readonly walletDirectoryUrl: string
  /** The local analytics service (SPEC §7 `POST /e`, e2e/stack/analyticsServer.ts): `http://127.0.0.1:<A>`. */
  readonly analyticsUrl: string
  /** The reference sign-in backend (e2e/stack/siwxBackend.ts) of the pages on `hostUrl` and `hostUrl2`. */
  readonly siwxUrl: string
  /** Solana's JSON-RPC over litesvm (e2e/stack/solana.ts): `http://127.0.0.1:<S>`. */
  readonly solanaRpcUrl: string
  /** A third anvil (chain 31339) seeded with tokens, NFTs and history for anvil account #9 (accountChain.ts). */
  readonly accountChain: AccountChainFixture
  /** The local Blockchain API (SPEC §7) serving the account chain (blockchainApiServer.ts): `http://127.0.0.1:<B>`. */
  readonly blockchainApiUrl: string
  /** The local Esplora of the regtest Bitcoin network (esploraLedger.ts): `http://127.0.0.1:<E>`. */
  readonly esploraUrl: string
  /** The deployment's IPFS gateway (nftMetadataServer.ts), `http://127.0.0.1:<G>/ipfs/`; `/__requests` at its origin. */
  readonly nftGatewayUrl: string
  /** A stranger's host that records what it is asked (nftMetadataServer.ts): `http://127.0.0.1:<T>`. */
  readonly trackerUrl: string
  /** Uniswap v2 on chain 31337 (uniswap.ts), whose swaps the local Blockchain API serves (convertServer.ts). */
  readonly uniswap: UniswapDeployment
}

/**
 * The local stack's URLs, set by `e2e/stack/global-setup.ts` (Playwright's `globalSetup`). Read lazily: test
 * files are also loaded before the setup runs, to list them.
 *
 * @throws {Error} on reading a member outside `playwright test`, where nothing set it.
 */
export const env: StackEnv = {
  get modalUrl() {
    return read('E2E_MODAL_URL')
  },
  get modalUrlCrossSite() {
    return read('E2E_MODAL_URL_CROSS_SITE')
  },
  get modalUrlNoHeaders() {
    return read('E2E_MODAL_URL_NO_HEADERS')
  },
  get hostUrl() {
    return read('E2E_HOST_URL')
  },
  get hostUrl2() {
    return read('E2E_HOST_URL_2')
  },
  get hostUrlRefused() {
    return read('E2E_HOST_URL_REFUSED')
  },
  get rpcUrl() {
    return read('E2E_RPC_URL')
  },
  get chainId() {
    return Number(read('E2E_CHAIN_ID'))
  },
  get rpcUrl2() {
    return read('E2E_RPC_URL_2')
  },
  get chainId2() {
    return Number(read('E2E_CHAIN_ID_2'))
  },
  get relayUrl() {
    return read('E2E_RELAY_URL')
  },
  get walletDirectoryUrl() {
    return read('E2E_WALLET_DIRECTORY_URL')
  },
  get analyticsUrl() {
    return read('E2E_ANALYTICS_URL')
  },
  get siwxUrl() {
    return read('E2E_SIWX_URL')
  },
  get solanaRpcUrl() {
    return read('E2E_SOLANA_RPC_URL')
  },
  get accountChain() {
    return JSON.parse(read('E2E_ACCOUNT_CHAIN')) as AccountChainFixture
  },
  get blockchainApiUrl() {
    return read('E2E_BLOCKCHAIN_API_URL')
  },
  get esploraUrl() {
    return read('E2E_ESPLORA_URL')
  },
  get nftGatewayUrl() {
    return read('E2E_NFT_GATEWAY_URL')
  },
  get trackerUrl() {
    return read('E2E_TRACKER_URL')
  },
  get uniswap() {
    return JSON.parse(read('E2E_UNISWAP')) as UniswapDeployment
  },
}

function read(name: string): string {
  const value = process.env[name]
  if (!value)
    throw new Error(`${name} is not set: run the tests with \`playwright test\` (e2e/stack/global-setup.ts)`)
  return value
}
