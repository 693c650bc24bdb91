import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildWalletBundles } from '../wallet/build.js'
import { startRelay } from '../walletconnect/relay.js'
import { startAnvil } from './anvil.js'
import { startBlockchainApi } from './blockchainApiServer.js'
import { createConvertService } from './convertServer.js'
import { DEMO_SOCIALS, startDemoAuth } from './demoMail.js'
import { prepareDeployment } from './deployment.js'
import { deployErc20 } from './erc20.js'
import { startTestEsplora } from './esploraLedger.js'
import { loopbackHosts } from './loopbackHosts.js'
import { onPreferredPort } from './preferredPort.js'
import { serveStatic } from './serve.js'
import { startSiwxBackend } from './siwxBackend.js'
import { startSolana } from './solana.js'
import { addEthPool, deployUniswapFresh, SWAP_ETH_USD, type UniswapDeployment } from './uniswap.js'
import { startWalletDirectory } from './walletDirectory.js'

const repo = fileURLToPath(new URL('../../', import.meta.url))

/** Any id works with the local relay and directory; the public ones are never asked. */
const DEMO_PROJECT_ID = 'local-demo'

/** The ports `npm start` asks for first; each falls back to a free one when taken. */
const PORTS = {
  modal: 5173,
  auth: 8787,
  dapp: 5174,
  relay: 5175,
  directory: 5176,
  phone: 5177,
  chain: 8545,
  chain2: 8546,
  solana: 8899,
  siwx: 5178,
  esplora: 3002,
}

/** The deployment's `config.json` that `npm start` serves: WalletConnect and the directory on loopback. */
type DeploymentConfigJson = {
  allowedOrigins: string[]
  defaultOrigins: boolean
  projectId: string
  relayUrl: string
  walletDirectoryUrl: string
  apiBaseUrl: string
  embeddedWallet?: { authUrl: string; custody: 'passkey' | 'server' }
  swapNetworks: string[]
}

/** A demo chain, and the ERC-20 the demo's wallets hold on it (issue 24.6: something to send). */
type DemoChain = { id: number; name: string; rpcUrl: string; token?: string; uniswap?: UniswapDeployment }

/** Anvil's accounts #0 (the test wallet in the page, and the token's deployer) and #1 (the phone wallet). */
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const DEMO_HOLDERS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const

export type DemoStack = {
  /** The demo dapp (e2e/pages/demo.html), without a trailing slash. */
  dappUrl: string
  /** The built modal, same-site with the dapp (`127.0.0.1`), and the same server cross-site (`localhost`). */
  modalUrl: string
  modalUrlCrossSite: string
  /** The phone wallet page (e2e/pages/phone-wallet.html), on its own origin. */
  phoneWalletUrl: string
  relayUrl: string
  walletDirectoryUrl: string
  /** The reference sign-in backend (e2e/stack/siwxBackend.ts) for the demo dapp: its `siwx` option's URLs. */
  siwx: { nonceUrl: string; verifyUrl: string; sessionUrl: string }
  chains: DemoChain[]
  /** Solana's JSON-RPC over a real SVM (e2e/stack/solana.ts), for Solana dapps and wallets. */
  solanaRpcUrl: string
  /** The Esplora API of the regtest Bitcoin network (e2e/stack/esploraLedger.ts), for a bip122 network's balance. */
  esploraUrl: string
  /** The auth server of email login; the codes it mails are printed on the console. */
  authUrl: string
  custody: 'passkey' | 'server'
  /** Stops everything, children included; safe to call twice. */
  stop(): Promise<void>
}

/**
 * Everything `npm start` shows, on loopback only: two anvil chains, a Solana runtime (litesvm), a regtest Esplora, the WalletConnect relay and the wallet
 * directory, the built modal (dist/modal-app) deployed with its own `config.json` (project id, relay, directory,
 * the dapp's origins) and the `_headers` made from it, the demo dapp with the test wallet's bundle, and the phone wallet.
 *
 * @throws {Error} when dist/modal-app is missing, or when a part fails to start (what started is stopped first).
 */
/**
 * The embedded wallet's custody in the demo: `server` (default: email → code → connected in any browser), or
 * `passkey` with `DEMO_CUSTODY=passkey` (the visitor's passkey opens the wallet; use the `localhost` modal, since
 * passkeys need a host name).
 *
 * @throws {Error} for another value.
 */
function demoCustody(value = process.env.DEMO_CUSTODY): 'passkey' | 'server' {
  if (value === undefined || value === '' || value === 'server') return 'server'
  if (value === 'passkey') return 'passkey'
  throw new Error(`DEMO_CUSTODY must be passkey or server, not ${JSON.stringify(value)}`)
}

export async function startDemoStack(): Promise<DemoStack> {
  const custody = demoCustody()
  const dist = join(repo, 'dist/modal-app')
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} is missing: run \`npm run build\` first (npm start does).`)
  const stops: (() => Promise<void>)[] = []
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= Promise.allSettled(stops.reverse().map((stop) => stop())).then(() => undefined)
    return stopped
  }
  try {
    const scratch = await mkdtemp(join(tmpdir(), 'wallet-modal-demo-'))
    stops.push(() => rm(scratch, { recursive: true, force: true }))
    const { bundles, chains } = await buildAndStartChains(stops, scratch)
    const relay = await onPreferredPort(PORTS.relay, (port) => startRelay({ port }))
    stops.push(relay.stop)
    const { directory, solana, blockchainApi, esplora } = await startServices(stops, chains[0]?.uniswap)
    const file = (name: string) => join(scratch, name)
    const pages = (page: string, port: number) =>
      serveStatic({
        root: join(repo, 'e2e/pages'),
        host: '127.0.0.1',
        port,
        routes: { '/': page, '/stack.json': file('stack.json'), ...bundles },
      })
    const dapp = await onPreferredPort(PORTS.dapp, (port) => pages('demo.html', port))
    stops.push(dapp.close)
    const phone = await onPreferredPort(PORTS.phone, (port) => pages('phone-wallet.html', port))
    stops.push(phone.close)
    const modal = await serveModal(dist, scratch, {
      allowedOrigins: [dapp.url, `http://localhost:${dapp.port}`],
      defaultOrigins: false,
      projectId: DEMO_PROJECT_ID,
      relayUrl: relay.url,
      walletDirectoryUrl: directory.url,
      apiBaseUrl: blockchainApi.url,
      // Swaps on the first demo chain: its Uniswap v2 pool, through the local Blockchain API's convert calls.
      swapNetworks: [`eip155:${chains[0]?.id}`],
    })
    stops.push(modal.close)
    const modalUrlCrossSite = `http://localhost:${modal.port}`
    // Email login (issue 23): the auth server may be called by the modal's two origins, known only now; the
    // deployment's config.json is read at run time, so it names the server from here on.
    const auth = await startDemoAuth({
      port: PORTS.auth,
      databaseFile: file('auth.sqlite'),
      providersFile: file('providers.json'),
      modalOrigins: [modal.url, modalUrlCrossSite],
    })
    stops.push(auth.stop)
    await writeFile(
      join(scratch, 'modal-app', 'config.json'),
      `${JSON.stringify(
        {
          ...modal.config,
          embeddedWallet: { authUrl: auth.url, custody },
          // The providers the demo's auth server has: local stand-ins (demoMail.ts).
          features: { socials: [...DEMO_SOCIALS] },
        },
        null,
        2,
      )}\n`,
    )
    const siwx = await onPreferredPort(PORTS.siwx, (port) =>
      startSiwxBackend({
        port,
        dappOrigins: [dapp.url],
        modalOrigins: [modal.url, modalUrlCrossSite],
        rpcUrls: Object.fromEntries(chains.map((chain) => [chain.id, chain.rpcUrl])),
      }),
    )
    stops.push(siwx.close)
    const stack = {
      modalUrl: modal.url,
      modalUrlCrossSite,
      phoneWalletUrl: phone.url,
      relayUrl: relay.url,
      projectId: DEMO_PROJECT_ID,
      siwx: siwx.urls,
      chains,
    }
    await writeFile(file('stack.json'), JSON.stringify(stack, null, 2))

    return {
      dappUrl: dapp.url,
      modalUrl: modal.url,
      modalUrlCrossSite,
      phoneWalletUrl: phone.url,
      relayUrl: relay.url,
      walletDirectoryUrl: directory.url,
      siwx: siwx.urls,
      chains,
      solanaRpcUrl: solana.rpcUrl,
      esploraUrl: esplora.url,
      authUrl: auth.url,
      custody,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * dist/modal-app deployed as a self-hoster deploys it (`prepareDeployment`: a copy with `config` as its
 * `config.json` and the `_headers` made from it), on 127.0.0.1 and, where there is IPv6 loopback, ::1, so that
 * `localhost:<port>` is the cross-site layout.
 */
async function serveModal(dist: string, scratch: string, config: DeploymentConfigJson) {
  const deployment = await prepareDeployment(dist, join(scratch, 'modal-app'), config)
  const hosts = await loopbackHosts()
  const server = await onPreferredPort(PORTS.modal, (port) =>
    serveStatic({ root: deployment, host: hosts, port, headers: 'file' }),
  )
  return { ...server, config }
}

async function startChains(stops: (() => Promise<void>)[]): Promise<DemoChain[]> {
  const started = await Promise.allSettled([
    onPreferredPort(PORTS.chain, (port) => startAnvil({ port, chainId: 31337 })),
    onPreferredPort(PORTS.chain2, (port) => startAnvil({ port, chainId: 31338 })),
  ])
  for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.stop)
  const [chain, chain2] = started.map((result) => {
    if (result.status === 'rejected') throw result.reason
    return result.value
  })
  // A funded token on the first chain: 1,000 Demo Dollars for each of the demo's wallets.
  const token = await deployErc20({
    rpcUrl: chain!.rpcUrl,
    chainId: chain!.chainId,
    deployer: ANVIL_KEY_0,
    name: 'Demo Dollar',
    symbol: 'DUSD',
    mints: DEMO_HOLDERS.map((to) => ({ to, amount: parseUnits('1000', 18) })),
  })
  // Something to swap (issue 24): Uniswap v2 and a DUSD/WETH pool (10,000 DUSD : 5 ETH) on the first chain, opened
  // by a key of its own, so the demo's wallets still meet Swap's approve step.
  const uniswap = await deployUniswapFresh(chain!.rpcUrl, chain!.chainId)
  const provider = generatePrivateKey()
  await createTestClient({ mode: 'anvil', transport: http(chain!.rpcUrl) }).setBalance({
    address: privateKeyToAccount(provider).address,
    value: parseEther('10'),
  })
  const mint = await createWalletClient({
    account: privateKeyToAccount(ANVIL_KEY_0),
    transport: http(chain!.rpcUrl),
  }).writeContract({
    chain: null,
    address: token,
    abi: parseAbi(['function mint(address to, uint256 amount)']),
    functionName: 'mint',
    args: [privateKeyToAccount(provider).address, parseUnits('10000', 18)],
  })
  await createPublicClient({ transport: http(chain!.rpcUrl) }).waitForTransactionReceipt({ hash: mint })
  await addEthPool(uniswap, {
    provider,
    token,
    tokenAmount: parseUnits('10000', 18),
    ethAmount: parseEther('5'),
  })
  return [
    { id: chain!.chainId, name: 'Anvil', rpcUrl: chain!.rpcUrl, token, uniswap },
    { id: chain2!.chainId, name: 'Anvil 2', rpcUrl: chain2!.rpcUrl },
  ]
}

/**
 * The loopback services the modal reads, each stop pushed to `stops`: the wallet directory, the Solana runtime, the
 * Blockchain API's contract (with the swap calls over `uniswap`) and a regtest Bitcoin network's Esplora API.
 */
async function startServices(stops: (() => Promise<void>)[], uniswap: UniswapDeployment | undefined) {
  const directory = await onPreferredPort(PORTS.directory, (port) => startWalletDirectory({ port }))
  stops.push(directory.close)
  const solana = await onPreferredPort(PORTS.solana, (port) => startSolana({ port }))
  stops.push(solana.stop)
  // The Blockchain API's contract (SPEC §7) on loopback: it supports no local chain, as the real one would not,
  // so Account reads the demo chains themselves (the on-chain fallback) and nothing leaves the machine.
  const blockchainApi = await startBlockchainApi({
    supportedChains: [],
    balancesOf: async () => [],
    prices: {},
    history: {},
    identities: {},
    ...(uniswap === undefined ? {} : { convert: createConvertService(uniswap, { ethUsd: SWAP_ETH_USD }) }),
  })
  stops.push(blockchainApi.close)
  const esplora = await onPreferredPort(PORTS.esplora, (port) => startTestEsplora(port))
  stops.push(esplora.close)
  return { directory, solana, blockchainApi, esplora }
}

/** The demo's browser bundles, built while its two chains start. */
async function buildAndStartChains(stops: (() => Promise<void>)[], scratch: string) {
  const building = buildWalletBundles(join(scratch, 'wallet'), [
    '/test-wallet.js',
    '/demo-actions.js',
    '/phone-wallet.js',
  ])
  const starting = startChains(stops)
  // Both settle before a failure is thrown, so that `stop()` knows every chain that started.
  await Promise.allSettled([building, starting])
  return { bundles: await building, chains: await starting }
}
