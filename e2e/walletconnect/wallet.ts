import { ed25519 } from '@noble/curves/ed25519.js'
import { SignClient } from '@walletconnect/sign-client'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { toRpcError } from '../wallet/transactions.js'
import type { ApprovalOutcome } from '../wallet/types.js'
import { createAuthRequests } from './authApproval.js'
import { createBitcoinAccount, randomBitcoinSecretKey } from './bitcoinAnswers.js'
import { createEvmAnswers } from './evmAnswers.js'
import { Inbox } from './inbox.js'
import { createMemoryStorage } from './memoryStorage.js'
import { createEvmSessions, namespaceChains } from './sessionApproval.js'
import { createSolanaAccount } from './solanaAnswers.js'
import type {
  ApproveProposalOptions,
  StartWalletOptions,
  TestWcWallet,
  WalletProposal,
  WalletRequest,
} from './walletTypes.js'

export type { TestWcWallet, WalletProposal, WalletRequest } from './walletTypes.js'

type Client = InstanceType<typeof SignClient>

const USER_REJECTED_PROPOSAL = { code: 5000, message: 'User rejected.' }
const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected.' }
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/** The SignClient: its own core and in-memory storage, on the relay, without the request queue. */
function initClient(options: StartWalletOptions): Promise<Client> {
  return SignClient.init({
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
}

/** Carries out `request` with `carryOut` and answers the dapp with the result or the error's code and message. */
async function respond(
  client: Client,
  request: WalletRequest,
  carryOut: (request: WalletRequest) => Promise<unknown>,
): Promise<ApprovalOutcome> {
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

/** What the wallet does to its open sessions on its own: chain switch, account events, disconnect, and stop. */
function sessionControls(client: Client, evm: ReturnType<typeof createEvmSessions>, address: Address) {
  let stopped: Promise<void> | undefined
  return {
    sessions: () => client.session.getAll(),
    switchChain: evm.switchChain,
    emitAccountsChanged: async (accounts: readonly Address[] = [address], topic?: string) => {
      for (const session of evm.targetSessions(topic)) {
        await client.emit({
          topic: session.topic,
          event: { name: 'accountsChanged', data: accounts },
          chainId: evm.eventChain(session),
        })
      }
    },
    disconnect: async (topic?: string) => {
      for (const session of evm.targetSessions(topic)) {
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

/** Files the dapp's proposals and requests for the test; `arrived` is told of each (for auto-approval). */
function listen(
  client: Client,
  proposals: Inbox<WalletProposal>,
  requests: Inbox<WalletRequest>,
  arrived: { proposal(id: number): void; request(id: number): void },
) {
  client.on('session_proposal', ({ id, params }) => {
    const asked = (namespace: string) => [
      ...new Set([
        ...namespaceChains(params.requiredNamespaces, namespace),
        ...namespaceChains(params.optionalNamespaces, namespace),
      ]),
    ]
    const { metadata } = params.proposer
    proposals.add({
      id,
      proposer: metadata,
      chains: asked('eip155'),
      solanaChains: asked('solana'),
      bitcoinChains: asked('bip122'),
      params,
    })
    arrived.proposal(id)
  })
  client.on('session_request', ({ id, topic, params }) => {
    const { chainId: chain, request } = params
    const chainId = chain.startsWith('eip155:') ? Number(chain.split(':')[1]) : Number.NaN
    requests.add({ id, topic, chainId, chain, method: request.method, params: request.params })
    arrived.request(id)
  })
  client.on('session_delete', ({ topic }) => requests.drop((request) => request.topic === topic))
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
  let auto = options.autoApprove ?? false
  const client = await initClient(options)
  const evm = createEvmSessions(client, account.address, rpcUrls)
  const evmAnswers = createEvmAnswers({ account, rpcUrls, switchChain: evm.switchChain })
  const solana = createSolanaAccount(
    options.solanaSecretKey ?? ed25519.utils.randomSecretKey(),
    options.solanaRpcUrl,
  )
  const bitcoin = createBitcoinAccount(options.bitcoinSecretKey ?? randomBitcoinSecretKey())
  const carryOut = (request: WalletRequest) => {
    if (request.chain.startsWith('solana:')) return solana.answer(request)
    return request.chain.startsWith('bip122:') ? bitcoin.answer(request) : evmAnswers(request)
  }
  const auth = createAuthRequests(client, account, [...rpcUrls.keys()])
  if (options.authenticate) auth.listen()
  const proposals = new Inbox<WalletProposal>()
  const requests = new Inbox<WalletRequest>()

  const approve = async ({ id, chains, namespaces = ['eip155'] }: ApproveProposalOptions = {}) => {
    const proposal = proposals.take(id, 'proposal')
    const { acknowledged } = await client.approve({
      id: proposal.id,
      namespaces: {
        ...(namespaces.includes('eip155') ? { eip155: evm.namespace(chains) } : {}),
        ...(namespaces.includes('solana') ? { solana: solana.namespace(proposal.solanaChains) } : {}),
        ...(namespaces.includes('bip122') ? { bip122: bitcoin.namespace(proposal.bitcoinChains) } : {}),
      },
      ...(namespaces.includes('bip122') ? { sessionProperties: bitcoin.sessionProperties() } : {}),
    })
    return acknowledged()
  }
  const approveRequest = (id?: number) => respond(client, requests.take(id, 'request'), carryOut)
  const reportAutoFailure = (what: string) => (error: unknown) =>
    console.error(`wallet: auto-approving a ${what} failed`, error)

  listen(client, proposals, requests, {
    proposal: (id) => auto && approve({ id }).catch(reportAutoFailure('proposal')),
    request: (id) => auto && approveRequest(id).catch(reportAutoFailure('request')),
  })

  return {
    address: account.address,
    solanaAddress: solana.address,
    bitcoinAddress: bitcoin.address,
    get chainId() {
      return evm.chainId
    },
    client,
    pair: (uri) => client.pair({ uri }).then(() => undefined),
    nextProposal: () => proposals.next(),
    nextAuthRequest: auth.nextAuthRequest,
    approveAuthRequest: auth.approveAuthRequest,
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
    ...sessionControls(client, evm, account.address),
  }
}
