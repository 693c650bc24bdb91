/**
 * A real EIP-6963 browser wallet for the host page of the e2e tests, bundled to one IIFE (`/test-wallet.js`,
 * built by `e2e/stack/global-setup.ts`). It holds a viem local account (anvil account #0 by default), announces
 * itself over EIP-6963, optionally sets `window.ethereum`, signs with the account and sends transactions to the
 * current chain's anvil, and sends EIP-5792 call batches (`callBatches.ts`). Everything that needs the user waits
 * for `window.testWallet.approve()` / `.reject()`.
 * Configuration: `window.testWalletConfig` or query parameters, see `TestWalletConfig` in `types.ts`.
 */
import { type Hex, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createCallBatches } from './callBatches.js'
import {
  invalidParams,
  ProviderRpcError,
  requireAccount as requireAddress,
  sendFromAccount,
  signableMessage,
  type TransactionParams,
  toRpcError,
  typedDataToSign,
} from './transactions.js'
import type {
  ApprovalOutcome,
  Eip1193Provider,
  Eip6963ProviderInfo,
  PendingRequest,
  TestWalletChain,
  TestWalletConfig,
  TestWalletControls,
} from './types.js'

/** Anvil's account #0 (0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266). */
const ANVIL_KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#7c3aed"/>' +
  '<path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#7c3aed"/></svg>'
const ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`

/** Methods a node would answer with its own unlocked keys (anvil's): never forwarded. */
const NEVER_FORWARD = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
])

const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const unsupported = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)
const unknownChain = (chainId: number) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
  )

function readConfig(): Required<Omit<TestWalletConfig, 'chains'>> & { chains: TestWalletChain[] } {
  const query = new URLSearchParams(location.search)
  const flag = (name: string) => (query.has(name) ? ['1', 'true', ''].includes(query.get(name)!) : undefined)
  const fromQuery: TestWalletConfig = {}
  const queryChains = query.getAll('walletChain').flatMap((entry) => {
    const comma = entry.indexOf(',')
    const id = Number(entry.slice(0, comma))
    return comma > 0 && Number.isSafeInteger(id) ? [{ id, rpcUrl: entry.slice(comma + 1) }] : []
  })
  if (queryChains.length) fromQuery.chains = queryChains
  else if (query.get('rpc')) {
    fromQuery.chains = [{ id: 31337, rpcUrl: query.get('rpc')! }]
    if (query.get('rpc2')) fromQuery.chains.push({ id: 31338, rpcUrl: query.get('rpc2')! })
  }
  const legacy = flag('walletLegacy')
  if (legacy !== undefined) fromQuery.legacy = legacy
  const announce = flag('walletAnnounce')
  if (announce !== undefined) fromQuery.announce = announce
  const autoApprove = flag('walletAutoApprove')
  if (autoApprove !== undefined) fromQuery.autoApprove = autoApprove
  const confirmSwitch = flag('walletConfirmSwitch')
  if (confirmSwitch !== undefined) fromQuery.confirmSwitch = confirmSwitch
  const persist = flag('walletPersist')
  if (persist !== undefined) fromQuery.persist = persist
  const key = query.get('walletKey')
  if (key && isHex(key)) fromQuery.privateKey = key

  const merged: TestWalletConfig = { ...fromQuery, ...window.testWalletConfig }
  return {
    chains: merged.chains?.length ? merged.chains : [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    legacy: merged.legacy ?? false,
    announce: merged.announce ?? true,
    privateKey: merged.privateKey ?? ANVIL_KEY_0,
    autoApprove: merged.autoApprove ?? false,
    confirmSwitch: merged.confirmSwitch ?? false,
    persist: merged.persist ?? true,
    name: merged.name ?? 'Test Wallet',
    rdns: merged.rdns ?? 'dev.wallet-modal.test',
  }
}

function installTestWallet(): void {
  const config = readConfig()
  const account = privateKeyToAccount(config.privateKey)
  const info: Eip6963ProviderInfo = Object.freeze({
    uuid: crypto.randomUUID(),
    name: config.name,
    icon: ICON,
    rdns: config.rdns,
  })

  // ---- state (persisted per tab, like an extension remembering the site) ----
  const storageKey = `testWallet:${config.rdns}:${account.address}`
  const chains = new Map<number, string>(config.chains.map((chain) => [chain.id, chain.rpcUrl]))
  let chainId = config.chains[0]!.id
  let connected = false
  if (config.persist) {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as {
        connected: boolean
        chainId: number
        added: [number, string][]
      } | null
      if (saved) {
        for (const [id, rpcUrl] of saved.added) if (!chains.has(id)) chains.set(id, rpcUrl)
        if (chains.has(saved.chainId)) chainId = saved.chainId
        connected = saved.connected
      }
    } catch {}
  }
  const configured = new Set(chains.keys())
  const save = () => {
    if (!config.persist) return
    try {
      const added = [...chains].filter(([id]) => !configured.has(id))
      sessionStorage.setItem(storageKey, JSON.stringify({ connected, chainId, added }))
    } catch {}
  }

  // ---- events ----
  type Listener = (payload: never) => void
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (payload: unknown) => void)(payload)
      } catch (error) {
        console.error(`testWallet: a '${event}' listener threw`, error)
      }
    }
  }
  const setConnected = (value: boolean) => {
    if (connected === value) return
    connected = value
    save()
    emit('accountsChanged', value ? [account.address] : [])
  }
  const setChain = (id: number) => {
    if (!chains.has(id)) throw unknownChain(id)
    if (id === chainId) return
    chainId = id
    save()
    emit('chainChanged', numberToHex(id))
  }

  // ---- approvals ----
  type Pending = PendingRequest & { run: () => Promise<unknown>; settle: (outcome: ApprovalOutcome) => void }
  type Logged = { id: number; method: string; params: unknown; status: 'pending' | 'ok' | 'error' }
  const queue: Pending[] = []
  const log: Logged[] = []
  const waiters: { method?: string; resolve: (request: PendingRequest) => void }[] = []
  let auto = config.autoApprove
  /** One id per request the page makes: `requests()` and `pending()` share it. */
  let nextId = 1
  const view = ({ id, method, params }: PendingRequest): PendingRequest => ({ id, method, params })

  const take = (id?: number): Pending => {
    const index = id === undefined ? 0 : queue.findIndex((request) => request.id === id)
    const request = queue[index]
    if (index < 0 || !request) {
      throw new Error(`testWallet: no pending request${id === undefined ? '' : ` with id ${id}`}`)
    }
    queue.splice(index, 1)
    return request
  }
  const carryOut = async (request: Pending): Promise<ApprovalOutcome> => {
    let outcome: ApprovalOutcome
    try {
      outcome = { ok: true, result: await request.run() }
    } catch (error) {
      outcome = { ok: false, error: toRpcError(error) }
    }
    request.settle(outcome)
    return outcome
  }
  const needsApproval = (
    { id, method, params }: PendingRequest,
    run: () => Promise<unknown>,
  ): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const request: Pending = {
        id,
        method,
        params,
        run,
        settle: (outcome) => {
          if (outcome.ok) resolve(outcome.result)
          else reject(new ProviderRpcError(outcome.error.code, outcome.error.message, outcome.error.data))
        },
      }
      queue.push(request)
      for (const waiter of [...waiters]) {
        if (waiter.method !== undefined && waiter.method !== method) continue
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(view(request))
      }
      if (auto) void carryOut(take(request.id))
    })

  // ---- RPC ----
  let rpcId = 0
  const forward = async (method: string, params: unknown): Promise<unknown> => {
    let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      const response = await fetch(chains.get(chainId)!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
      })
      body = (await response.json()) as typeof body
    } catch (error) {
      throw new ProviderRpcError(-32603, `RPC of chain ${chainId} failed: ${String(error)}`)
    }
    if (body.error) {
      const { code, message, data } = body.error
      throw new ProviderRpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'RPC error',
        data,
      )
    }
    return body.result ?? null
  }

  const requireAccount = (address: unknown) => {
    if (!connected) throw unauthorized()
    requireAddress(address, account.address, unauthorized)
  }
  const permission = () => ({
    invoker: location.origin,
    parentCapability: 'eth_accounts',
    caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    date: Date.now(),
  })
  const chainIdParam = (params: unknown): number => {
    const value = (Array.isArray(params) ? params[0] : undefined) as { chainId?: unknown } | undefined
    if (typeof value?.chainId !== 'string' || !isHex(value.chainId)) {
      throw invalidParams('expected [{ chainId: 0x… }]')
    }
    return Number(value.chainId)
  }

  const batches = createCallBatches({ account, chains, requireAccount })

  const sendTransaction = async (tx: TransactionParams): Promise<Hex> => {
    const id = chainId
    if (tx.chainId !== undefined && Number(tx.chainId) !== id) {
      throw new ProviderRpcError(-32602, `Invalid chainId ${tx.chainId}: the wallet is on ${numberToHex(id)}`)
    }
    return sendFromAccount({ account, chainId: id, rpcUrl: chains.get(id)!, tx })
  }

  const request = async (args: unknown): Promise<unknown> => {
    const { method, params } = (args ?? {}) as { method?: unknown; params?: unknown }
    if (typeof method !== 'string') throw new ProviderRpcError(-32600, 'Invalid request: no method')
    const entry: Logged = { id: nextId++, method, params, status: 'pending' }
    log.push(entry)
    try {
      const result = await answer(entry)
      entry.status = 'ok'
      return result
    } catch (error) {
      entry.status = 'error'
      if (error instanceof ProviderRpcError) throw error
      const { code, message, data } = toRpcError(error)
      throw new ProviderRpcError(code, message, data)
    }
  }
  const answer = async (entry: PendingRequest): Promise<unknown> => {
    const { method, params } = entry
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_coinbase':
        return connected ? account.address : null
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_requestAccounts':
        if (connected) return [account.address]
        return needsApproval(entry, async () => {
          setConnected(true)
          return [account.address]
        })
      case 'wallet_requestPermissions': {
        const wanted = list[0] as Record<string, unknown> | undefined
        if (!wanted || typeof wanted !== 'object' || !('eth_accounts' in wanted)) {
          throw invalidParams('expected [{ eth_accounts: {} }]')
        }
        return needsApproval(entry, async () => {
          setConnected(true)
          return [permission()]
        })
      }
      case 'wallet_getPermissions':
        return connected ? [permission()] : []
      case 'wallet_revokePermissions':
        setConnected(false)
        return null
      case 'wallet_switchEthereumChain': {
        const id = chainIdParam(params)
        if (!chains.has(id)) throw unknownChain(id)
        if (!config.confirmSwitch || id === chainId) {
          setChain(id)
          return null
        }
        return needsApproval(entry, async () => {
          setChain(id)
          return null
        })
      }
      case 'wallet_addEthereumChain': {
        const id = chainIdParam(params)
        const rpcUrls = (list[0] as { rpcUrls?: unknown }).rpcUrls
        const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find((url) => typeof url === 'string') : undefined
        if (typeof rpcUrl !== 'string' && !chains.has(id)) throw invalidParams('expected rpcUrls: [url, …]')
        // Like MetaMask: add (or keep) the chain, then switch to it, all in one approval.
        return needsApproval(entry, async () => {
          if (!chains.has(id) && typeof rpcUrl === 'string') chains.set(id, rpcUrl)
          save()
          setChain(id)
          return null
        })
      }
      case 'personal_sign': {
        const [message, address] = list
        requireAccount(address)
        if (typeof message !== 'string') throw invalidParams('expected [message, address]')
        return needsApproval(entry, () => account.signMessage({ message: signableMessage(message) }))
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = list
        requireAccount(address)
        let parsed: unknown
        try {
          parsed = typeof raw === 'string' ? JSON.parse(raw) : raw
        } catch {
          throw invalidParams('typed data is not JSON')
        }
        const typedData = typedDataToSign(parsed)
        if (!typedData) throw invalidParams('expected [address, { types, primaryType, domain, message }]')
        return needsApproval(entry, () => account.signTypedData(typedData))
      }
      case 'eth_sendTransaction': {
        const tx = list[0] as TransactionParams | undefined
        if (!tx || typeof tx !== 'object') throw invalidParams('expected [transaction]')
        // `from` defaults to the account, as in most wallets; another address is refused.
        requireAccount(tx.from ?? account.address)
        return needsApproval(entry, () => sendTransaction(tx))
      }
      case 'wallet_getCapabilities':
        return batches.capabilities(list)
      case 'wallet_sendCalls':
        return needsApproval(entry, batches.prepare(list))
      case 'wallet_getCallsStatus':
        return batches.status(list)
      default:
        if (NEVER_FORWARD.has(method) || !/^(eth|net|web3)_/.test(method)) throw unsupported(method)
        return forward(method, params)
    }
  }

  const provider: Eip1193Provider & { isTestWallet: true } = {
    isTestWallet: true,
    request: (args) => request(args),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const announce = () => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  }

  const controls: TestWalletControls = {
    info,
    provider,
    get account() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    get connected() {
      return connected
    },
    pending: () => queue.map(view),
    approve: (id) => carryOut(take(id)),
    reject: (id) =>
      take(id).settle({ ok: false, error: { code: 4001, message: 'User rejected the request.' } }),
    autoApprove: (on) => {
      auto = on
      if (on) for (const request of queue.splice(0)) void carryOut(request)
    },
    nextPending: (method) =>
      new Promise((resolve) => {
        const waiting = queue.find((request) => method === undefined || request.method === method)
        if (waiting) resolve(view(waiting))
        else waiters.push({ ...(method === undefined ? {} : { method }), resolve })
      }),
    requests: () => log.map((entry) => ({ ...entry })),
    disconnect: () => {
      connected = false
      save()
      emit('accountsChanged', [])
      emit('disconnect', new ProviderRpcError(4900, 'The provider is disconnected from all chains.'))
    },
    connect: () => {
      emit('connect', { chainId: numberToHex(chainId) })
      setConnected(true)
    },
    switchChain: (id) => setChain(id),
    announce,
  }
  // Controls first, so that whoever hears the announcement finds `window.testWallet`.
  window.testWallet = controls
  if (config.legacy) (window as { ethereum?: Eip1193Provider }).ethereum = provider
  if (config.announce) {
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
}

installTestWallet()
