import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  connected,
  connectParams,
  median,
  nextEvent,
  RECIPIENT,
  relayStackPerFile,
  stack,
  startDapp,
  waitFor,
  wallet31337,
} from './relayTestStack.js'

relayStackPerFile()

describe('startWallet', () => {
  test('default: universal-provider pairs with the wallet, personal_sign verifies, eth_sendTransaction is mined', async () => {
    const wallet = await wallet31337()
    const dapp = await startDapp()

    const started = performance.now()
    const uri = nextEvent<string>(dapp, 'display_uri')
    const connecting = dapp.connect(connectParams())
    const pairingUri = await uri
    const displayUriMs = performance.now() - started
    expect(pairingUri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const pairing = performance.now()
    await wallet.pair(pairingUri)
    const proposal = await wallet.nextProposal()
    expect(proposal).toMatchObject({ proposer: { name: 'Relay test dapp' }, chains: ['eip155:31337'] })
    const [session] = await Promise.all([connecting, wallet.approve()])
    const sessionMs = performance.now() - pairing
    expect(session?.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `eip155:31338:${wallet.address}`,
    ])
    expect(await dapp.request({ method: 'eth_accounts' })).toEqual([wallet.address])

    const message = stringToHex('hello from the relay test')
    const signing = dapp.request<Hex>({ method: 'personal_sign', params: [message, wallet.address] })
    expect(await wallet.nextRequest('personal_sign')).toMatchObject({
      chainId: 31337,
      params: [message, wallet.address],
    })
    const outcome = await wallet.approveRequest()
    const signature = await signing
    expect(outcome).toEqual({ ok: true, result: signature })
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)

    const sending = dapp.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: RECIPIENT, value: `0x${parseEther('0.01').toString(16)}` }],
    })
    await wallet.nextRequest('eth_sendTransaction')
    await wallet.approveRequest()
    const hash = await sending
    // Mined by anvil's automine, which may answer the send before the receipt can be read on a busy machine.
    const receipt = await createPublicClient({
      transport: http(stack.chain.rpcUrl),
    }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    expect(receipt).toMatchObject({ status: 'success', to: RECIPIENT.toLowerCase() })

    // Request round trips, the wallet answering at once.
    wallet.autoApprove(true)
    const roundTrips: number[] = []
    for (let i = 0; i < 5; i++) {
      const sent = performance.now()
      await dapp.request({ method: 'personal_sign', params: [message, wallet.address] })
      roundTrips.push(performance.now() - sent)
    }
    console.log(
      [
        `connect() → display_uri: ${displayUriMs.toFixed(0)} ms`,
        `pair → session: ${sessionMs.toFixed(0)} ms`,
        `personal_sign round trip (auto-approved): median ${median(roundTrips).toFixed(1)} ms, ` +
          `[${roundTrips.map((ms) => ms.toFixed(1)).join(', ')}]`,
      ].join('\n'),
    )
  })

  test('behavior: eth_signTypedData_v4 signs what the dapp sent', async () => {
    const { dapp, wallet } = await connected()
    const typedData = {
      domain: { name: 'Relay test', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signing = dapp.request<Hex>({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(typedData)],
    })
    await wallet.nextRequest('eth_signTypedData_v4')
    await wallet.approveRequest()
    expect(await verifyTypedData({ ...typedData, address: wallet.address, signature: await signing })).toBe(
      true,
    )
  })

  test('error: a request the wallet rejects reaches the dapp as 4001', async () => {
    // The dapp's client logs every error answer: expected here.
    const { dapp, wallet } = await connected({ dappLogLevel: 'silent' })
    const signing = dapp.request({ method: 'personal_sign', params: [stringToHex('no'), wallet.address] })
    await wallet.nextRequest('personal_sign')
    await wallet.rejectRequest()
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected.' })
  })

  test('behavior: wallet_switchEthereumChain to a chain outside the session updates it and emits chainChanged', async () => {
    const { dapp, wallet } = await connected({ approveChains: [31337] })
    const chainChanged = nextEvent<unknown>(dapp, 'chainChanged')
    const switching = dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await wallet.nextRequest('wallet_switchEthereumChain')
    expect(await wallet.approveRequest()).toEqual({ ok: true, result: null })
    await switching
    expect(Number(await chainChanged)).toBe(31338)
    expect(dapp.session?.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(wallet.chainId).toBe(31338)
    expect(await dapp.request({ method: 'eth_chainId' })).toBe(31338)
  })

  test('behavior: a wallet-side disconnect reaches the dapp as session_delete and disconnect', async () => {
    const { dapp, wallet } = await connected()
    const deleted = nextEvent<{ topic: string }>(dapp, 'session_delete')
    const disconnected = nextEvent<{ code: number }>(dapp, 'disconnect')
    const topic = dapp.session?.topic
    await wallet.disconnect()
    expect((await deleted).topic).toBe(topic)
    expect(await disconnected).toMatchObject({ code: 6000 })
    expect(wallet.sessions()).toEqual([])
  })

  test('behavior: the proposal waits on the relay until a wallet that started later pairs', async () => {
    const dapp = await startDapp()
    const before = stack.relay.stats()
    const uri = nextEvent<string>(dapp, 'display_uri')
    const connecting = dapp.connect(connectParams())
    const pairingUri = await uri
    // The proposal is on the relay, and no one has received it: no wallet is even connected yet.
    expect(stack.relay.stats()).toMatchObject({
      published: before.published + 1,
      delivered: before.delivered,
    })
    const wallet = await wallet31337()
    await wallet.pair(pairingUri)
    await wallet.nextProposal()
    const [session] = await Promise.all([connecting, wallet.approve()])
    expect(session?.topic).toBe(wallet.sessions()[0]?.topic)
  })

  test('behavior: both clients reconnect after stack.relay.kill(), and the session still works', async () => {
    const { dapp, wallet } = await connected()
    const resubscribed = (stack.relay.stats().requests.irn_batchSubscribe ?? 0) + 2
    stack.relay.kill()
    await waitFor(() => (stack.relay.stats().requests.irn_batchSubscribe ?? 0) >= resubscribed)
    wallet.autoApprove(true)
    const signature = await dapp.request<Hex>({
      method: 'personal_sign',
      params: [stringToHex('back'), wallet.address],
    })
    expect(await verifyMessage({ address: wallet.address, message: 'back', signature })).toBe(true)
  })
})
