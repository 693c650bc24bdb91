import { describe, expect, test } from 'vitest'
import { randomTopic, rawClient, relayStackPerFile, stack } from './relayTestStack.js'

relayStackPerFile()

describe('startRelay', () => {
  test('default: answers the irn_* methods the clients send, and refuses others', async () => {
    const client = await rawClient(stack.relay.url)
    const subscription = await client.call('irn_subscribe', { topic: 'a'.repeat(64) })
    expect(subscription).toMatch(/^[0-9a-f]{64}$/)
    expect(await client.call('irn_subscribe', { topic: 'a'.repeat(64) })).toBe(subscription)
    expect(
      await client.call('irn_batchSubscribe', { topics: ['b'.repeat(64), 'c'.repeat(64)] }),
    ).toHaveLength(2)
    expect(await client.call('irn_publish', { topic: 'd'.repeat(64), message: 'm', ttl: 300, tag: 1 })).toBe(
      true,
    )
    expect(await client.call('irn_unsubscribe', { topic: 'a'.repeat(64), id: subscription })).toBe(true)
    expect(await client.call('irn_batchFetchMessages', { topics: ['d'.repeat(64)] })).toEqual({
      messages: [],
      hasMore: false,
    })
    await expect(client.call('irn_nothing', {})).rejects.toMatchObject({ code: -32601 })
    await expect(client.call('irn_publish', { topic: 'd'.repeat(64) })).rejects.toMatchObject({
      code: -32602,
    })
  })

  test('behavior: keeps a message for late subscribers, delivers it once per client, never to its sender', async () => {
    const topic = randomTopic()
    const sender = await rawClient(stack.relay.url)
    await sender.call('irn_subscribe', { topic })
    await sender.call('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })

    const late = await rawClient(stack.relay.url, 'did:key:late')
    const subscription = await late.call('irn_subscribe', { topic })
    expect(await late.nextDelivery()).toMatchObject({
      method: 'irn_subscription',
      params: { id: subscription, data: { topic, message: 'hello', tag: 1108, attestation: '' } },
    })
    // Another client fetches it too; the sender gets nothing back.
    const other = await rawClient(stack.relay.url, 'did:key:other')
    expect(await other.call('irn_batchFetchMessages', { topics: [topic] })).toMatchObject({
      messages: [{ topic, message: 'hello', tag: 1108, attestation: '' }],
      hasMore: false,
    })
    expect(await sender.call('irn_batchFetchMessages', { topics: [topic] })).toEqual({
      messages: [],
      hasMore: false,
    })

    // The same client on a new socket (as after a reconnect) does not get what it acknowledged again…
    const again = await rawClient(stack.relay.url, 'did:key:late')
    await again.call('irn_batchSubscribe', { topics: [topic] })
    await sender.call('irn_publish', { topic, message: 'second', ttl: 300, tag: 1108 })
    expect((await again.nextDelivery()).params.data.message).toBe('second')
    expect(sender.deliveries).toEqual([])
  })

  test('behavior: wc_proposeSession and wc_approveSession subscribe the sender and publish tagged messages', async () => {
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    const dapp = await rawClient(stack.relay.url, 'did:key:dapp')
    const wallet = await rawClient(stack.relay.url, 'did:key:wallet')
    expect(
      await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 }),
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextDelivery()).params.data).toMatchObject({ message: 'proposal', tag: 1100 })

    expect(
      await wallet.call('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    ).toBe(true)
    expect((await dapp.nextDelivery()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextDelivery()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    // The wallet was subscribed to the session topic by the stack.relay.
    await dapp.call('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.nextDelivery()).params.data).toMatchObject({
      topic: sessionTopic,
      message: 'request',
    })
  })
})
