import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import type { RequestArguments, WalletEventName } from '../../../shared/protocol.js'
import { mainnet, optimism } from '../../store/appStateFixture.js'
import type { ConnectorEvent, EvmAccount } from '../types.js'
import type { HostWalletProvider } from './hostWallet.js'
import { createHostWalletConnector } from './hostWalletConnector.js'

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const wallet = { uuid: 'uuid-1', name: 'Test Wallet', icon: '', rdns: 'dev.test' }

/** A host wallet's provider that answers from `answers` (a function may throw) and records every request. */
function fakeProvider(answers: Record<string, unknown | ((args: RequestArguments) => unknown)>) {
  const listeners = new Map<string, ((data: unknown) => void)[]>()
  const requests: RequestArguments[] = []
  const provider: HostWalletProvider = {
    async request(args) {
      requests.push(args)
      const answer = answers[args.method]
      return typeof answer === 'function' ? answer(args) : answer
    },
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    removeListener: () => {},
    emit: (event: WalletEventName, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data)
    },
  }
  return { provider, requests }
}

function setup(answers: Parameters<typeof fakeProvider>[0]) {
  const { provider, requests } = fakeProvider(answers)
  const connector = createHostWalletConnector(wallet, provider)
  const events: ConnectorEvent<EvmAccount>[] = []
  connector.onEvent((event) => events.push(event))
  return { connector, provider, requests, events }
}

describe('createHostWalletConnector', () => {
  test('default: connect asks for accounts, then the chain', async () => {
    const { connector, requests } = setup({ eth_requestAccounts: [address], eth_chainId: '0xa' })
    expect(await connector.connect()).toEqual({ address, chainId: 10 })
    expect(requests.map((request) => request.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(connector.storageKey).toBe('dev.test')
    expect(connector.info).toMatchObject({ id: 'uuid-1', name: 'Test Wallet', type: 'ANNOUNCED' })
  })

  test('behavior: restore never prompts, and finds nothing when the wallet no longer authorises the app', async () => {
    const authorised = setup({ eth_accounts: [address], eth_chainId: '0x1' })
    expect(await authorised.connector.restore()).toEqual({ address, chainId: 1 })
    const revoked = setup({ eth_accounts: [] })
    expect(await revoked.connector.restore()).toBeUndefined()
    expect(revoked.requests.map((request) => request.method)).toEqual(['eth_accounts'])
  })

  test('behavior: the wallet’s events are reported only while connected', async () => {
    const { connector, provider, events } = setup({ eth_requestAccounts: [address], eth_chainId: '0x1' })
    provider.emit('chainChanged', '0xa')
    expect(events).toEqual([])
    await connector.connect()
    provider.emit('chainChanged', '0xa')
    provider.emit('chainChanged', 'NaN')
    provider.emit('accountsChanged', [])
    provider.emit('chainChanged', '0x1')
    expect(events).toEqual([
      { type: 'account', account: { address, chainId: 10 } },
      { type: 'account', account: { address, chainId: Number.NaN } },
      { type: 'disconnected' },
    ])
  })

  test('behavior: switching reports the new chain before it resolves', async () => {
    let chainId = '0x1'
    const { connector, events } = setup({
      eth_requestAccounts: [address],
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: () => {
        chainId = '0xa'
        return null
      },
    })
    await connector.connect()
    await connector.switchNetwork(optimism)
    expect(events).toEqual([{ type: 'account', account: { address, chainId: 10 } }])
  })

  test('behavior: a chain the wallet does not know (4902) is added with the app’s RPC', async () => {
    let chainId = '0x1'
    const { connector, requests } = setup({
      eth_requestAccounts: [address],
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: () => {
        throw new ProviderRpcError(4902, 'Unrecognized chain')
      },
      wallet_addEthereumChain: () => {
        chainId = '0xa'
        return null
      },
    })
    await connector.connect()
    await connector.switchNetwork(optimism)
    expect(requests.find((request) => request.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0xa',
        chainName: 'OP Mainnet',
        nativeCurrency: mainnet.nativeCurrency,
        rpcUrls: ['https://op.example'],
      },
    ])
  })

  test('error: a declined switch rejects with the wallet’s error', async () => {
    const { connector } = setup({
      eth_requestAccounts: [address],
      eth_chainId: '0x1',
      wallet_switchEthereumChain: () => {
        throw new ProviderRpcError(4001, 'User rejected the request.')
      },
    })
    await connector.connect()
    await expect(connector.switchNetwork(optimism)).rejects.toMatchObject({ code: 4001 })
  })

  test('error: a wallet that answers without an account fails to connect', async () => {
    const { connector } = setup({ eth_requestAccounts: 'yes', eth_chainId: '0x1' })
    await expect(connector.connect()).rejects.toThrow('The wallet answered without an account')
  })

  test('behavior: disconnect revokes the permission (MIP-2) and stops reporting', async () => {
    const { connector, provider, requests, events } = setup({
      eth_requestAccounts: [address],
      eth_chainId: '0x1',
    })
    await connector.connect()
    await connector.disconnect()
    provider.emit('chainChanged', '0xa')
    expect(requests.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(events).toEqual([])
  })
})
