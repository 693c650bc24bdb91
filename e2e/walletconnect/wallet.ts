import { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { type Address, type Hex, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  invalidParams,
  ProviderRpcError,
  requireAccount as requireAddress,
  sendFromAccount,
  signableMessage,
  type TransactionParams,
  toRpcError,
  typedDataToSign,
} from '../wallet/transactions.js'
import type { ApprovalOutcome } from '../wallet/types.js'
import { createMemoryStorage } from './memoryStorage.js'

type WalletChain = { id: number; rpcUrl: string }

export type StartWalletOptions = {
  /** The relay, e.g. `startRelay()`'s `url`. */
  relayUrl: string
  privateKey: Hex
  /** The chains the wallet has, the first being the current one. */
  chains: readonly WalletChain[]
  /** Any string works with the local relay. Default 'test'. */
  projectId?: string
  /** Approve every proposal (with all `chains`) and every request at once. Default false. */
  autoApprove?: boolean
  /** The wallet's metadata name, as the dapp sees it. Default 'Test WalletConnect Wallet'. */
  name?: string
  /** The SignClient's log level. Default 'error'. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
}

/** A session proposal waiting for `approve()` / `reject()`. */
export type WalletProposal = {
  id: number
  /** The dapp's metadata. */
  proposer: SignClientTypes.Metadata
  /** The eip155 chains asked for (CAIP-2), required ones first. */
  chains: string[]
  params: ProposalTypes.Struct
}

/** A session request waiting for `approveRequest()` / `rejectRequest()`. */
export type WalletRequest = {
  /** The JSON-RPC id, unique per request. */
  id: number
  topic: string
  /** The chain the dapp addressed the request to. */
  chainId: number
  method: string
  params: unknown
}

type ApproveProposalOptions = {
  /** The proposal; default the oldest pending one. */
  id?: number
  /** The chains to approve; default all of the wallet's chains. */
  chains?: readonly number[]
}

/** A WalletConnect wallet in the test process, driven like a user would drive a mobile wallet. */
export type TestWcWallet = {
  /** The account's checksummed address. */
  readonly address: Address
  /** The current chain: the first configured one until a switch. */
  readonly chainId: number
  /** The underlying client, for what this API does not cover. */
  readonly client: InstanceType<typeof SignClient>
  /** Pairs with the URI the dapp shows (`wc:…`); the proposal then arrives through `nextProposal()`. */
  pair(uri: string): Promise<void>
  /** The oldest pending proposal: at once if one waits, else when the next arrives. */
  nextProposal(): Promise<WalletProposal>
  /** Approves a proposal with the eip155 namespace; resolves with the session once the dapp acknowledged it. */
  approve(options?: ApproveProposalOptions): Promise<SessionTypes.Struct>
  /** Rejects a proposal (the oldest by default) with 5000 'User rejected.'. */
  reject(id?: number): Promise<void>
  /** The oldest pending request (for `method`, if given): at once if one waits, else when the next arrives. */
  nextRequest(method?: string): Promise<WalletRequest>
  /** Carries out a request (the oldest by default) and answers the dapp; resolves with what it answered. */
  approveRequest(id?: number): Promise<ApprovalOutcome>
  /** Answers a request (the oldest by default) with 4001 'User rejected.'. */
  rejectRequest(id?: number): Promise<void>
  /** Turns auto-approval on (approving what is pending now too) or off. */
  autoApprove(on: boolean): void
  /** Sessions open now. */
  sessions(): SessionTypes.Struct[]
  /**
   * Wallet-side chain switch, as `wallet_switchEthereumChain` does it: adds the chain to each session (or
   * `topic`'s) with `update` where it is missing, then emits `chainChanged`. 4902 for a chain the wallet lacks.
   */
  switchChain(chainId: number, topic?: string): Promise<void>
  /** Emits `accountsChanged` (default: the wallet's account) on each session, or on `topic`'s. */
  emitAccountsChanged(accounts?: readonly Address[], topic?: string): Promise<void>
  /** Wallet-side disconnect (session delete) of each session, or of `topic`'s. */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay socket and stops the client's timers. */
  stop(): Promise<void>
}

const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
]
const EVENTS = ['accountsChanged', 'chainChanged']
const USER_REJECTED_PROPOSAL = { code: 5000, message: 'User rejected.' }
const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/** Items waiting for the test, oldest first; `next()` peeks (now or on arrival), `take()` removes. */
class Inbox<T extends { id: number }> {
  private readonly items: T[] = []
  private readonly waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = []

  add(item: T): void {
    this.items.push(item)
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(item)) continue
      this.waiters.splice(this.waiters.indexOf(waiter), 1)
      waiter.resolve(item)
    }
  }

  next(match: (item: T) => boolean = () => true): Promise<T> {
    const waiting = this.items.find(match)
    if (waiting) return Promise.resolve(waiting)
    return new Promise((resolve) => this.waiters.push({ match, resolve }))
  }

  take(id: number | undefined, what: string): T {
    const index = id === undefined ? 0 : this.items.findIndex((item) => item.id === id)
    const item = this.items[index]
    if (index < 0 || !item) {
      throw new Error(`wallet: no pending ${what}${id === undefined ? '' : ` with id ${id}`}`)
    }
    this.items.splice(index, 1)
    return item
  }

  drop(match: (item: T) => boolean): void {
    for (let index = this.items.length - 1; index >= 0; index--) {
      if (match(this.items[index]!)) this.items.splice(index, 1)
    }
  }

  get all(): readonly T[] {
    return this.items
  }
}

/**
 * Starts a WalletConnect wallet on `@walletconnect/sign-client`, with its own core and in-memory storage, that
 * signs with a viem local account and sends transactions to the chains' RPCs (anvil). Proposals and requests
 * wait for the test (`approve()`, `approveRequest()`, …) unless `autoApprove` is on.
 */
export async function startWallet(options: StartWalletOptions): Promise<TestWcWallet> {
  if (options.chains.length === 0) throw new Error('startWallet: `chains` is empty')
  const account = privateKeyToAccount(options.privateKey)
  const rpcUrls = new Map(options.chains.map((chain) => [chain.id, chain.rpcUrl]))
  let currentChain = options.chains[0]!.id
  let auto = options.autoApprove ?? false

  const client = await SignClient.init({
    projectId: options.projectId ?? 'test',
    relayUrl: options.relayUrl,
    // A core is shared through globalThis per prefix; two clients on one core share a client id, and pairing hangs.
    customStoragePrefix: `test-wc-wallet-${crypto.randomUUID()}`,
    storage: createMemoryStorage(),
    logger: options.logLevel ?? 'error',
    telemetryEnabled: false,
    // Without it, each request after the first waits ~1 s in the wallet's queue.
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: options.name ?? 'Test WalletConnect Wallet',
      description: 'A WalletConnect wallet for the e2e tests',
      url: 'https://wallet.test',
      icons: [],
    },
  })

  const proposals = new Inbox<WalletProposal>()
  const requests = new Inbox<WalletRequest>()

  const chainToApprove = (id: number) => {
    if (!rpcUrls.has(id)) throw new ProviderRpcError(4902, `Unrecognized chain ID "${numberToHex(id)}".`)
    return `eip155:${id}`
  }
  const targetSessions = (topic?: string) =>
    topic === undefined ? client.session.getAll() : [client.session.get(topic)]
  /** The chain to emit an event on: the current one where the session has it, else the session's first. */
  const eventChain = (session: SessionTypes.Struct) => {
    const chains = session.namespaces.eip155?.chains ?? []
    return chains.includes(`eip155:${currentChain}`)
      ? `eip155:${currentChain}`
      : (chains[0] ?? `eip155:${currentChain}`)
  }

  const approve = async ({ id, chains }: ApproveProposalOptions = {}) => {
    const proposal = proposals.take(id, 'proposal')
    const approved = (chains ?? options.chains.map((chain) => chain.id)).map(chainToApprove)
    const { acknowledged } = await client.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: approved,
          accounts: approved.map((chain) => `${chain}:${account.address}`),
          methods: METHODS,
          events: EVENTS,
        },
      },
    })
    return acknowledged()
  }

  const switchChain = async (id: number, topic?: string) => {
    const chain = chainToApprove(id)
    currentChain = id
    for (const session of targetSessions(topic)) {
      const namespace = session.namespaces.eip155
      if (!namespace) continue
      if (!namespace.chains?.includes(chain)) {
        const { acknowledged } = await client.update({
          topic: session.topic,
          namespaces: {
            ...session.namespaces,
            eip155: {
              ...namespace,
              chains: [...(namespace.chains ?? []), chain],
              accounts: [...namespace.accounts, `${chain}:${account.address}`],
            },
          },
        })
        await acknowledged()
      }
      await client.emit({ topic: session.topic, event: { name: 'chainChanged', data: id }, chainId: chain })
    }
  }

  const unauthorized = () =>
    new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
  const requireAccount = (address: unknown) => requireAddress(address, account.address, unauthorized)

  const sendTransaction = async (tx: TransactionParams, chainId: number): Promise<Hex> => {
    const rpcUrl = rpcUrls.get(chainId)
    if (!rpcUrl) throw new ProviderRpcError(4901, `The wallet is not connected to chain ${chainId}.`)
    return sendFromAccount({ account, chainId, rpcUrl, tx })
  }

  const carryOut = async ({ method, params, chainId, topic }: WalletRequest): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'personal_sign': {
        const [message, address] = list
        requireAccount(address)
        if (typeof message !== 'string') throw invalidParams('[message, address]')
        return account.signMessage({ message: signableMessage(message) })
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = list
        requireAccount(address)
        // Typed data that is not JSON fails as JSON.parse does (-32603), unlike the browser test wallet.
        const typedData = typedDataToSign(typeof raw === 'string' ? JSON.parse(raw) : raw)
        if (!typedData) throw invalidParams('[address, { types, primaryType, domain, message }]')
        return account.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const tx = list[0] as TransactionParams | undefined
        if (!tx || typeof tx !== 'object') throw invalidParams('[transaction]')
        requireAccount(tx.from ?? account.address)
        return sendTransaction(tx, chainId)
      }
      case 'wallet_switchEthereumChain': {
        const target = (list[0] as { chainId?: unknown } | undefined)?.chainId
        if (typeof target !== 'string' || !isHex(target)) throw invalidParams('[{ chainId: 0x… }]')
        await switchChain(Number(target), topic)
        return null
      }
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_accounts':
        return [account.address]
      default:
        throw new ProviderRpcError(4200, `The wallet does not support ${method}.`)
    }
  }

  const approveRequest = async (id?: number): Promise<ApprovalOutcome> => {
    const request = requests.take(id, 'request')
    let outcome: ApprovalOutcome
    try {
      outcome = { ok: true, result: await carryOut(request) }
    } catch (error) {
      // Code and message only: the dapp gets no `data` either.
      const { code, message } = toRpcError(error)
      outcome = { ok: false, error: { code, message } }
    }
    await client.respond({
      topic: request.topic,
      response: outcome.ok
        ? { id: request.id, jsonrpc: '2.0', result: outcome.result }
        : {
            id: request.id,
            jsonrpc: '2.0',
            error: { code: outcome.error.code, message: outcome.error.message },
          },
    })
    return outcome
  }

  const reportAutoFailure = (what: string) => (error: unknown) => {
    console.error(`wallet: auto-approving a ${what} failed`, error)
  }

  client.on('session_proposal', ({ id, params }) => {
    proposals.add({
      id,
      proposer: params.proposer.metadata,
      chains: [
        ...new Set([...eip155Chains(params.requiredNamespaces), ...eip155Chains(params.optionalNamespaces)]),
      ],
      params,
    })
    if (auto) approve({ id }).catch(reportAutoFailure('proposal'))
  })
  client.on('session_request', ({ id, topic, params }) => {
    const chainId = Number(params.chainId.split(':')[1])
    requests.add({ id, topic, chainId, method: params.request.method, params: params.request.params })
    if (auto) approveRequest(id).catch(reportAutoFailure('request'))
  })
  client.on('session_delete', ({ topic }) => requests.drop((request) => request.topic === topic))

  let stopped: Promise<void> | undefined
  return {
    address: account.address,
    get chainId() {
      return currentChain
    },
    client,
    pair: async (uri) => {
      await client.pair({ uri })
    },
    nextProposal: () => proposals.next(),
    approve,
    reject: async (id) => {
      const proposal = proposals.take(id, 'proposal')
      await client.reject({ id: proposal.id, reason: USER_REJECTED_PROPOSAL })
    },
    nextRequest: (method) => requests.next((request) => method === undefined || request.method === method),
    approveRequest,
    rejectRequest: async (id) => {
      const request = requests.take(id, 'request')
      await client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error: USER_REJECTED_REQUEST },
      })
    },
    autoApprove: (on) => {
      auto = on
      if (!on) return
      for (const { id } of [...proposals.all]) approve({ id }).catch(reportAutoFailure('proposal'))
      for (const { id } of [...requests.all]) approveRequest(id).catch(reportAutoFailure('request'))
    },
    sessions: () => client.session.getAll(),
    switchChain,
    emitAccountsChanged: async (accounts = [account.address], topic) => {
      for (const session of targetSessions(topic)) {
        await client.emit({
          topic: session.topic,
          event: { name: 'accountsChanged', data: accounts },
          chainId: eventChain(session),
        })
      }
    },
    disconnect: async (topic) => {
      for (const session of targetSessions(topic)) {
        await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
      }
    },
    stop: () => {
      stopped ??= (async () => {
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose()
      })()
      return stopped
    },
  }
}

/** The eip155 chains of proposal namespaces, keyed `eip155` (with `chains`) or by chain (`eip155:1`). */
function eip155Chains(namespaces: ProposalTypes.RequiredNamespaces | undefined): string[] {
  return Object.entries(namespaces ?? {}).flatMap(([key, namespace]) => {
    if (key === 'eip155') return namespace.chains ?? []
    return key.startsWith('eip155:') ? [key] : []
  })
}
