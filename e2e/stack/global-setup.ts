import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWalletBundles } from '../wallet/build.js'
import { startRelay } from '../walletconnect/relay.js'
import { accountApiData } from './accountApiData.js'
import { startAccountChain } from './accountChain.js'
import { startAnalyticsServer } from './analyticsServer.js'
import { startAnvil } from './anvil.js'
import { startBlockchainApi } from './blockchainApiServer.js'
import { createConvertService } from './convertServer.js'
import { LOOPBACK_HOSTS, prepareDeployment } from './deployment.js'
import { startTestEsplora } from './esploraLedger.js'
import { loopbackHosts } from './loopbackHosts.js'
import { startNftMetadataServer, startRequestRecorder } from './nftMetadataServer.js'
import { serveStatic } from './serve.js'
import { startSiwxBackend } from './siwxBackend.js'
import { startSolana } from './solana.js'
import { deployUniswapFresh, SWAP_ETH_USD, type UniswapDeployment } from './uniswap.js'
import { startWalletDirectory } from './walletDirectory.js'

const repo = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Playwright's `globalSetup`: two anvil chains, the built modal with its `_headers` on 127.0.0.1:P (also bound on
 * ::1 so that `localhost:P` reaches it whichever address the browser tries), e2e/pages/ on 127.0.0.1:H and
 * 127.0.0.2:H (and on 127.0.0.1:H2), a WalletConnect relay on ws://127.0.0.1:R for the modal and the test wallet (e2e/walletconnect/),
 * a local wallet-directory API and analytics service (SPEC §7), the reference sign-in backend (e2e/stack/siwxBackend.ts), and the data
 * services of {@link startDataServices}. Publishes the URLs as `E2E_*` variables (read them through `env`);
 * returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = join(repo, 'dist/modal-app')
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, '_headers'))) {
    throw new Error(`${dist} is missing or incomplete: run \`npm run build\` first`)
  }
  const stops: (() => Promise<void>)[] = []
  const teardown = async () => {
    await Promise.allSettled(stops.reverse().map((stop) => stop()))
  }
  try {
    const relay = await startRelay()
    stops.push(relay.stop)
    const [chain, chain2] = await Promise.all([
      startAnvil({ chainId: 31337 }),
      startAnvil({ chainId: 31338 }),
    ])
    stops.push(chain.stop, chain2.stop)
    // Uniswap v2 on chain 31337 (issue 24: swaps), served by the local Blockchain API's convert calls.
    const uniswap = await deployUniswapFresh(chain.rpcUrl, chain.chainId)
    const data = await startDataServices(stops, uniswap)

    const scratch = await mkdtemp(join(tmpdir(), 'wallet-modal-e2e-'))
    stops.push(() => rm(scratch, { recursive: true, force: true }))
    // The deployment's own IPFS gateway is on loopback: its CSP admits 127.0.0.1's ports, and so the local chains,
    // relay and services the tests' dapps name (modal-app/deploy/loopbackHosts.ts).
    const deployment = await prepareDeployment(dist, join(scratch, 'modal-app'), {
      allowedOrigins: LOOPBACK_HOSTS,
      ipfsGateway: data.ipfsGatewayUrl,
      // The local chain is not one of SPEC §9's swap chains: the stack's Blockchain API serves swaps on it.
      swapNetworks: [`eip155:${chain.chainId}`],
    })
    const modal = await serveStatic({ root: deployment, host: await loopbackHosts(), headers: 'file' })
    stops.push(modal.close)
    const modalUrlCrossSite = `http://localhost:${modal.port}`
    // The same files without the `_headers`, as on a static host that cannot send headers: there the modal's own
    // origin check is the only guard, and it must refuse with a reason.
    const modalNoHeaders = await serveStatic({ root: deployment, host: '127.0.0.1', headers: 'none' })
    stops.push(modalNoHeaders.close)

    const walletDirectory = await startWalletDirectory({ host: '127.0.0.1' })
    stops.push(walletDirectory.close)
    const analytics = await startAnalyticsServer()
    stops.push(analytics.close)

    const { pages, pages2 } = await serveHostPages(stops, scratch, {
      modalUrl: modal.url,
      modalUrlCrossSite,
      relayUrl: relay.url,
      chains: [
        { id: chain.chainId, name: 'Anvil', rpcUrl: chain.rpcUrl },
        { id: chain2.chainId, name: 'Anvil 2', rpcUrl: chain2.rpcUrl },
      ],
    })
    // The sign-in backend (SIWX) of the pages' dapps, called by the modal from either of its origins.
    const siwx = await startSiwxBackend({
      dappOrigins: [pages.url, pages2.url],
      modalOrigins: [modal.url, modalUrlCrossSite],
      rpcUrls: { [chain.chainId]: chain.rpcUrl, [chain2.chainId]: chain2.rpcUrl },
      exposeVerified: true,
      // Every test browser is one client (127.0.0.1): its workers' sign-ins must not meet the per-client limit,
      // which the backend's own tests check.
      nonceRateLimit: { limit: 10_000, windowMs: 60_000 },
    })
    stops.push(siwx.close)

    Object.assign(process.env, {
      E2E_MODAL_URL: modal.url,
      E2E_MODAL_URL_CROSS_SITE: modalUrlCrossSite,
      E2E_MODAL_URL_NO_HEADERS: modalNoHeaders.url,
      E2E_HOST_URL: pages.url,
      E2E_HOST_URL_2: pages2.url,
      E2E_HOST_URL_REFUSED: `http://127.0.0.2:${pages.port}`,
      E2E_RPC_URL: chain.rpcUrl,
      E2E_CHAIN_ID: String(chain.chainId),
      E2E_RPC_URL_2: chain2.rpcUrl,
      E2E_CHAIN_ID_2: String(chain2.chainId),
      E2E_RELAY_URL: relay.url,
      E2E_WALLET_DIRECTORY_URL: walletDirectory.url,
      E2E_ANALYTICS_URL: analytics.url,
      E2E_SIWX_URL: siwx.url,
      E2E_SOLANA_RPC_URL: data.solanaRpcUrl,
      E2E_ACCOUNT_CHAIN: JSON.stringify(data.accountChain),
      E2E_BLOCKCHAIN_API_URL: data.blockchainApiUrl,
      E2E_ESPLORA_URL: data.esploraUrl,
      E2E_NFT_GATEWAY_URL: data.ipfsGatewayUrl,
      E2E_TRACKER_URL: data.trackerUrl,
      E2E_UNISWAP: JSON.stringify(uniswap),
    })
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}

/**
 * The chains and APIs the modal reads beside anvil, each stop pushed to `stops`: Solana's JSON-RPC over a real SVM
 * (solana.ts), a chain seeded for the Account view (accountChain.ts) with the IPFS gateway of its NFTs' metadata
 * and a stranger's host its airdrop names (nftMetadataServer.ts), a local Blockchain API serving it
 * (blockchainApiServer.ts) with the swap calls over `uniswap` (convertServer.ts), and a local Esplora for the regtest Bitcoin network (esploraLedger.ts).
 */
async function startDataServices(stops: (() => Promise<void>)[], uniswap: UniswapDeployment) {
  const solana = await startSolana()
  stops.push(solana.stop)
  const nftMetadata = await startNftMetadataServer()
  stops.push(nftMetadata.close)
  const tracker = await startRequestRecorder()
  stops.push(tracker.close)
  const accountChain = await startAccountChain(tracker.url)
  stops.push(accountChain.stop)
  const blockchainApi = await startBlockchainApi({
    ...accountApiData(accountChain.fixture),
    convert: createConvertService(uniswap, { ethUsd: SWAP_ETH_USD }),
  })
  stops.push(blockchainApi.close)
  const esplora = await startTestEsplora()
  stops.push(esplora.close)
  return {
    solanaRpcUrl: solana.rpcUrl,
    accountChain: accountChain.fixture,
    blockchainApiUrl: blockchainApi.url,
    esploraUrl: esplora.url,
    ipfsGatewayUrl: nftMetadata.gatewayUrl,
    trackerUrl: tracker.url,
  }
}

/**
 * e2e/pages/ with `stack` as its `/stack.json` and the browser fixtures of e2e/wallet/ (built here, so the pages get
 * what the sources say), on 127.0.0.1:H and 127.0.0.2:H, and again on 127.0.0.1:H2: another origin of the same site,
 * sharing the modal's storage partition.
 */
async function serveHostPages(stops: (() => Promise<void>)[], scratch: string, stack: object) {
  const stackJson = join(scratch, 'stack.json')
  await writeFile(stackJson, JSON.stringify(stack))
  const walletBundles = await buildWalletBundles(join(scratch, 'wallet'))
  const routes = { '/stack.json': stackJson, ...walletBundles }
  const root = join(repo, 'e2e/pages')
  const pages = await serveStatic({ root, host: ['127.0.0.1', '127.0.0.2'], routes })
  stops.push(pages.close)
  const pages2 = await serveStatic({ root, host: '127.0.0.1', routes })
  stops.push(pages2.close)
  return { pages, pages2 }
}
