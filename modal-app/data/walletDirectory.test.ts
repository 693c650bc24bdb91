import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  FAILING_IMAGES_PROJECT_ID,
  FAILING_PROJECT_ID,
  startWalletDirectory,
  type WalletDirectoryServer,
} from '../../e2e/stack/walletDirectory.js'
import { version } from '../../package.json'
import { WalletDirectoryError } from './errors.js'
import { createWalletDirectory } from './walletDirectory.js'

// The client against a local server that implements SPEC §7's contract (e2e/stack/walletDirectory.ts).
let server: WalletDirectoryServer
beforeAll(async () => {
  server = await startWalletDirectory()
})
afterAll(() => server.close())

let projects = 0
/** A fresh project id per test, so that the server's request log is the test's own. */
function directory(options: { projectId?: string; clientId?: string } = {}) {
  const projectId = options.projectId ?? `unit-${++projects}`
  return {
    projectId,
    client: createWalletDirectory({ baseUrl: server.url, projectId, clientId: () => options.clientId }),
    requests: async () =>
      (await (await fetch(`${server.url}/__requests?projectId=${projectId}`)).json()) as {
        path: string
        query: Record<string, string>
      }[],
  }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

describe('createWalletDirectory', () => {
  test('default: a page of wallet records with the total count', async () => {
    const { client } = directory()
    const page = await client.getWallets({ page: 1, entries: 40 })
    expect(page.count).toBe(128)
    expect(page.data).toHaveLength(39)
    expect(page.data.slice(0, 2)).toMatchInlineSnapshot(`
      [
        {
          "chains": [
            "eip155:1",
            "eip155:8453",
          ],
          "id": "c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96",
          "image_id": "img-c57ca95b47569778a828d191",
          "mobile_link": "metamask://",
          "name": "MetaMask",
          "rdns": "io.metamask",
        },
        {
          "chains": [
            "eip155:1",
            "eip155:8453",
            "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
          ],
          "id": "4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0",
          "image_id": "img-4622a2b2d6af1c9844944291",
          "mobile_link": "trust://",
          "name": "Trust Wallet",
          "rdns": "com.trustwallet.app",
        },
      ]
    `)
  })

  test('behavior: SPEC §7 query parameters, and clientId only when set', async () => {
    const { client, requests } = directory({ clientId: 'client-1' })
    await client.getWallets({
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      search: ' rain ',
      chains: ['eip155:1', 'eip155:31337'],
    })
    const [request] = await requests()
    expect(request).toEqual({
      path: '/getWallets',
      query: {
        projectId: expect.stringMatching(/^unit-/),
        st: 'wallet-modal',
        sv: `wallet-modal-${version}`,
        clientId: 'client-1',
        page: '2',
        entries: '40',
        include: 'a,b',
        exclude: 'c',
        search: 'rain',
        chains: 'eip155:1,eip155:31337',
      },
    })

    const plain = directory()
    await plain.client.getWallets({ page: 1, entries: 4, include: [], search: '  ' })
    expect((await plain.requests())[0]?.query).toEqual({
      projectId: plain.projectId,
      st: 'wallet-modal',
      sv: `wallet-modal-${version}`,
      page: '1',
      entries: '4',
    })
  })

  test('behavior: search, include and chains are answered by the directory', async () => {
    const { client } = directory()
    expect(
      (await client.getWallets({ page: 1, entries: 100, search: 'rain' })).data.map((w) => w.name),
    ).toEqual(['Rainbow'])
    const search = await client.getWallets({ page: 1, entries: 100, search: 'test wallet' })
    expect(search).toMatchObject({ count: 120 })
    expect(search.data).toHaveLength(100)
    const solana = await client.getWallets({
      page: 1,
      entries: 40,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(solana.data.map((w) => w.name)).toEqual(['Trust Wallet', 'Phantom'])
  })

  test('behavior: records without a name are dropped; unsafe links are dropped', async () => {
    const { client } = directory()
    const page = await client.getWallets({
      page: 1,
      entries: 10,
      include: ['broken-record', 'bad-link-wallet'],
    })
    expect(page).toEqual({
      count: 2,
      data: [
        {
          id: 'bad-link-wallet',
          name: 'Bad Link Wallet',
          image_id: 'img-bad-link-wallet',
          chains: ['eip155:1', 'eip155:8453'],
        },
      ],
    })
  })

  test('behavior: names lose control, bidi and zero-width characters; a name of nothing else is no name', async () => {
    const answer = {
      count: 2,
      data: [
        { id: 'spoof', name: '\u202eMeta\u200bMask\u2028 Official' },
        { id: 'blank', name: '\u200b\u202e' },
      ],
    }
    const client = createWalletDirectory({
      baseUrl: 'https://directory.example',
      projectId: 'p',
      fetch: async () => new Response(JSON.stringify(answer)),
    })
    expect((await client.getWallets({ page: 1, entries: 10 })).data).toEqual([
      { id: 'spoof', name: 'MetaMask  Official', chains: [] },
    ])
  })

  test('behavior: images are blobs from getWalletImage/{id}', async () => {
    const { client, requests } = directory()
    const blob = await client.getWalletImage('img-c57ca95b47569778a828d191')
    expect(blob.type).toBe('image/svg+xml')
    expect(await blob.text()).toMatch(/^<svg /)
    expect((await requests())[0]).toMatchObject({ path: '/getWalletImage/img-c57ca95b47569778a828d191' })
  })

  test('behavior: asset, currency and token images are blobs from public/get…Image/{id}, with the SPEC §7 query', async () => {
    const { client, requests, projectId } = directory({ clientId: 'client-1' })
    const images = await Promise.all([
      client.getAssetImage('ba0ba0cd-17c6-4806-ad93-f9d174f17900'),
      client.getCurrencyImage('USD'),
      client.getTokenImage('ETH'),
    ])
    for (const blob of images) {
      expect(blob.type).toBe('image/svg+xml')
      expect(await blob.text()).toMatch(/^<svg /)
    }
    const query = { projectId, st: 'wallet-modal', sv: `wallet-modal-${version}`, clientId: 'client-1' }
    expect(await requests()).toEqual(
      expect.arrayContaining([
        { path: '/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900', query },
        { path: '/public/getCurrencyImage/USD', query },
        { path: '/public/getTokenImage/ETH', query },
      ]),
    )

    // The id is one path segment, whatever it holds; without a client id there is no clientId.
    const plain = directory()
    expect(await rejection(plain.client.getTokenImage('a/b?c'))).toMatchObject({ status: 404 })
    expect((await plain.requests())[0]).toEqual({
      path: '/public/getTokenImage/a%2Fb%3Fc',
      query: { projectId: plain.projectId, st: 'wallet-modal', sv: `wallet-modal-${version}` },
    })
  })

  test('error: a non-OK status is an error', async () => {
    const failing = directory({ projectId: FAILING_PROJECT_ID }).client
    const error = await rejection(failing.getWallets({ page: 1, entries: 4 }))
    expect(error).toBeInstanceOf(WalletDirectoryError)
    expect(error).toMatchObject({ status: 500, message: 'The wallet directory answered 500 to getWallets' })

    const images = directory({ projectId: FAILING_IMAGES_PROJECT_ID }).client
    expect(await rejection(images.getWalletImage('img-c57ca95b47569778a828d191'))).toMatchObject({
      status: 500,
    })
    expect(await rejection(directory().client.getWalletImage('unknown'))).toMatchObject({ status: 404 })
    for (const image of [images.getAssetImage, images.getCurrencyImage, images.getTokenImage])
      expect(await rejection(image('USD'))).toMatchObject({ status: 500 })
    const notFound = await rejection(directory().client.getAssetImage('unknown'))
    expect(notFound).toBeInstanceOf(WalletDirectoryError)
    expect(notFound).toMatchObject({
      status: 404,
      message: 'The wallet directory answered 404 to public/getAssetImage',
    })
  })

  test('error: no answer, a malformed answer, a non-image', async () => {
    const down = createWalletDirectory({ baseUrl: 'http://127.0.0.1:9', projectId: 'p' })
    const error = await rejection(down.getWallets({ page: 1, entries: 4 }))
    expect(error).toBeInstanceOf(WalletDirectoryError)
    expect((error as WalletDirectoryError).shortMessage).toBe(
      'The wallet directory did not answer getWallets',
    )

    const answering = (body: string, type: string) =>
      createWalletDirectory({
        baseUrl: 'https://directory.example',
        projectId: 'p',
        fetch: async () => new Response(body, { headers: { 'Content-Type': type } }),
      })
    for (const body of ['not json', '[]', '{"count":1}', '{"count":"1","data":[]}'])
      expect(
        ((await rejection(answering(body, 'application/json').getWallets({ page: 1, entries: 4 }))) as Error)
          .message,
      ).toMatch(/^The wallet directory sent a malformed answer to getWallets/)
    expect(((await rejection(answering('<html>', 'text/html').getWalletImage('x'))) as Error).message).toBe(
      'The wallet directory sent text/html for an image',
    )
    const html = answering('<html>', 'text/html')
    for (const image of [html.getAssetImage, html.getCurrencyImage, html.getTokenImage]) {
      const error = await rejection(image('x'))
      expect(error).toBeInstanceOf(WalletDirectoryError)
      expect((error as Error).message).toBe('The wallet directory sent text/html for an image')
    }
    expect(((await rejection(down.getTokenImage('ETH'))) as WalletDirectoryError).shortMessage).toBe(
      'The wallet directory did not answer public/getTokenImage',
    )
  })

  test("error: the caller's abort is SPEC §8's 'Request was aborted', not a failure of the directory", async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('gone', 'AbortError'))
    const error = await rejection(directory().client.getWallets({ page: 1, entries: 4 }, controller.signal))
    expect(error).not.toBeInstanceOf(WalletDirectoryError)
    expect(error).toMatchObject({ name: 'AbortError', message: 'Request was aborted' })
  })

  test('error: an abort while the answer is read is one too', async () => {
    // A body that streams until the request's signal aborts it, as fetch's does.
    const streaming: typeof fetch = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
          },
        }),
        { headers: { 'Content-Type': 'image/png' } },
      )
    const client = createWalletDirectory({
      baseUrl: 'https://directory.example',
      projectId: 'p',
      fetch: streaming,
    })
    for (const call of [
      (signal: AbortSignal) => client.getWallets({ page: 1, entries: 4 }, signal),
      (signal: AbortSignal) => client.getWalletImage('x', signal),
    ]) {
      const controller = new AbortController()
      const pending = rejection(call(controller.signal))
      await new Promise((resolve) => setTimeout(resolve, 0))
      controller.abort()
      const error = await pending
      expect(error).not.toBeInstanceOf(WalletDirectoryError)
      expect(error).toMatchObject({ name: 'AbortError', message: 'Request was aborted' })
    }
  })
})
