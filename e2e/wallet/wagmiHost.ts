/**
 * The dapp of `e2e/pages/wagmi-host.html`, bundled to `/wagmi-host.js`: a plain wagmi app that never calls
 * `WalletModal`. It loads `loader.js` from `?modal=` (whose provider announces itself over EIP-6963) and finds
 * wallets only through wagmi's own EIP-6963 discovery (`multiInjectedProviderDiscovery`, `connectors: []`).
 *
 * Query: `modal` (modal origin; no loader without it), `rpc` (chain 31337), `rpc2` (optional chain 31338),
 * `providerRdns` (default 'dev.wallet-modal'), `wallet=1` (also load `/test-wallet.js` with a script tag).
 * API: `window.dapp` (`DappApi` in `types.ts`).
 */
import { type Chain, defineChain, type Transport } from 'viem'
import { type Connector, type CreateConnectorFn, createConfig, http } from 'wagmi'
import {
  connect,
  disconnect,
  getCallsStatus,
  getCapabilities,
  getChainId,
  getConnection,
  sendCalls,
  sendTransaction,
  signMessage,
  switchChain,
  waitForCallsStatus,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import type { DappApi, DappCallsStatus, DappConnector, Eip6963ProviderInfo } from './types.js'

const query = new URLSearchParams(location.search)
const providerRdns = query.get('providerRdns') || 'dev.wallet-modal'

// What the page itself hears over EIP-6963, to tell which connectors came from there (their id is the rdns).
const announced = new Map<string, Omit<Eip6963ProviderInfo, 'icon'>>()
window.addEventListener('eip6963:announceProvider', (event) => {
  const info = (event as CustomEvent<{ info?: Eip6963ProviderInfo } | undefined>).detail?.info
  if (info?.uuid) announced.set(info.uuid, { uuid: info.uuid, name: info.name, rdns: info.rdns })
})

function addScript(src: string): void {
  const script = document.createElement('script')
  script.src = src
  document.head.append(script)
}
const modal = query.get('modal')
if (modal) addScript(new URL('loader.js', modal).href)
if (query.get('wallet') === '1') addScript(new URL('test-wallet.js', location.href).href)

const anvilChain = (id: number, rpcUrl: string): Chain =>
  defineChain({
    id,
    name: id === 31337 ? 'Anvil' : `Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
const chains: [Chain, ...Chain[]] = [anvilChain(31337, query.get('rpc') || 'http://127.0.0.1:8545')]
const rpc2 = query.get('rpc2')
if (rpc2) chains.push(anvilChain(31338, rpc2))

const config = createConfig({
  chains,
  connectors: [] as CreateConnectorFn[],
  multiInjectedProviderDiscovery: true,
  transports: Object.fromEntries(
    chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])]),
  ) as Record<number, Transport>,
})

const rdnsOf = (connector: Connector): string | undefined => {
  const own = connector.rdns
  if (own) return typeof own === 'string' ? own : own[0]
  return [...announced.values()].some((info) => info.rdns === connector.id) ? connector.id : undefined
}

/** viem's calls status, without its bigints (they do not cross `page.evaluate`). */
const callsStatus = (status: Awaited<ReturnType<typeof getCallsStatus>>): DappCallsStatus => ({
  status: status.status,
  statusCode: status.statusCode,
  atomic: status.atomic,
  chainId: status.chainId,
  receipts: (status.receipts ?? []).map((receipt) => ({
    status: receipt.status,
    transactionHash: receipt.transactionHash,
  })),
})

const dapp: DappApi = {
  providerRdns,
  connectors: () =>
    config.connectors.map((connector): DappConnector => {
      const rdns = rdnsOf(connector)
      return {
        id: connector.id,
        name: connector.name,
        type: connector.type,
        ...(rdns === undefined ? {} : { rdns }),
      }
    }),
  announced: () => [...announced.values()],
  async connect(rdnsOrId = providerRdns) {
    const connector = config.connectors.find(
      (candidate) => candidate.id === rdnsOrId || rdnsOf(candidate) === rdnsOrId,
    )
    if (!connector) {
      const known = config.connectors.map((candidate) => candidate.id).join(', ') || 'none'
      throw new Error(`dapp: no connector "${rdnsOrId}" (connectors: ${known})`)
    }
    const { accounts, chainId } = await connect(config, { connector })
    return { accounts: [...accounts], chainId }
  },
  disconnect: () => disconnect(config),
  signMessage: (message) => signMessage(config, { message }),
  sendTransaction: ({ to, value }) =>
    sendTransaction(config, { to, ...(value === undefined ? {} : { value: BigInt(value) }) }),
  async getCapabilities(chainId) {
    return JSON.parse(JSON.stringify(await getCapabilities(config, { chainId })))
  },
  async sendCalls(calls) {
    const sent = await sendCalls(config, {
      calls: calls.map(({ to, value }) => ({ to, ...(value === undefined ? {} : { value: BigInt(value) }) })),
    })
    return sent.id
  },
  async getCallsStatus(id) {
    return callsStatus(await getCallsStatus(config, { id }))
  },
  async waitForCallsStatus(id) {
    return callsStatus(await waitForCallsStatus(config, { id }))
  },
  async waitForReceipt(hash) {
    return (await waitForTransactionReceipt(config, { hash })).status
  },
  async switchChain(chainId) {
    return (await switchChain(config, { chainId })).id
  },
  account: () => getConnection(config).address,
  chainId: () => getConnection(config).chainId ?? getChainId(config),
}
window.dapp = dapp
