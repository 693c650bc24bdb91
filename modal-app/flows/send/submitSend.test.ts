import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import { mainnet, testState } from '../../store/appStateFixture.js'
import { createStore, type SendState } from '../../store/store.js'
import { evmTransact, submitSend } from './submitSend.js'

const request = { method: 'eth_sendTransaction', params: [{ from: '0x01', to: '0x02', value: '0x1' }] }
const editing: SendState = {
  token: undefined,
  sendTokenAmount: '1',
  receiverAddress: '0x02',
  phase: 'editing',
}

function setup() {
  const store = createStore(testState({ send: editing }))
  const asked: unknown[] = []
  return { store, asked }
}

describe('submitSend', () => {
  test('error: declined in the wallet, the form stays as it was, to try again', async () => {
    const { store, asked } = setup()
    await submitSend({
      store,
      transact: evmTransact(mainnet, request, async (args) => {
        asked.push(args)
        expect(store.get().send?.phase).toBe('approving')
        throw new ProviderRpcError(4001, 'User rejected the request.')
      }),
    })
    expect(asked).toEqual([request])
    expect(store.get().send).toEqual({
      ...editing,
      phase: 'failed',
      hash: undefined,
      error: 'You declined the transaction in your wallet',
    })
  })

  test('error: a node error the wallet passes on reads as words (SPEC §8), not as the node wrote it', async () => {
    const { store } = setup()
    await submitSend({
      store,
      transact: evmTransact(mainnet, request, async () => {
        throw new ProviderRpcError(-32000, 'insufficient funds for gas * price + value: balance 0')
      }),
    })
    expect(store.get().send).toMatchObject({
      phase: 'failed',
      error: 'Not enough funds to pay for this transaction and its network fee.',
    })
  })

  test('error: a wallet that answers without a transaction hash', async () => {
    const { store } = setup()
    await submitSend({ store, transact: evmTransact(mainnet, request, async () => ({ ok: true })) })
    expect(store.get().send).toMatchObject({
      phase: 'failed',
      error: 'The wallet answered without a transaction hash',
    })
  })

  test('behavior: a send replaced meanwhile (Send opened again) is left alone', async () => {
    const { store } = setup()
    const fresh: SendState = { ...editing, sendTokenAmount: '' }
    await submitSend({
      store,
      transact: evmTransact(mainnet, request, async () => {
        store.set({ send: fresh })
        throw new ProviderRpcError(4001, 'User rejected the request.')
      }),
    })
    expect(store.get().send).toBe(fresh)
  })
})
