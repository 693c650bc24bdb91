import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AssetPolicy } from './assetUrl.js'
import { fetchNftMetadata } from './nftMetadata.js'

const json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`
const publicOnly: AssetPolicy = { gateway: 'https://ipfs.io/ipfs/', trustedOrigins: [] }

describe('fetchNftMetadata', () => {
  test('default: name and image from an inline JSON document', async () => {
    const image = 'data:image/svg+xml;base64,PHN2Zy8+'
    await expect(fetchNftMetadata(json({ name: 'Punk #1', image }), publicOnly)).resolves.toEqual({
      name: 'Punk #1',
      imageUrl: image,
    })
    await expect(
      fetchNftMetadata(`data:application/json,${encodeURIComponent('{"name":"Plain"}')}`, publicOnly),
    ).resolves.toEqual({ name: 'Plain', imageUrl: undefined })
  })

  test('behavior: the name loses bidi, zero-width and control characters and line separators, and is bounded', async () => {
    const name = '\u202eClaim\u200b your\u2028reward\u0007 at evil.example'
    await expect(fetchNftMetadata(json({ name }), publicOnly)).resolves.toMatchObject({
      name: 'Claim your reward at evil.example',
    })
    const long = (await fetchNftMetadata(json({ name: 'x'.repeat(500) }), publicOnly)).name
    expect(long).toHaveLength(64)
    expect(long?.endsWith('…')).toBe(true)
  })

  test('behavior: a data: image is kept only when it is an image; a field of another type is ignored', async () => {
    await expect(fetchNftMetadata(json({ image: 'data:text/html,<b>x</b>' }), publicOnly)).resolves.toEqual({
      name: undefined,
      imageUrl: undefined,
    })
    await expect(fetchNftMetadata(json({ name: 7, image: ['x'] }), publicOnly)).resolves.toEqual({
      name: undefined,
      imageUrl: undefined,
    })
  })

  test('error: unreadable metadata gives nothing', async () => {
    await expect(fetchNftMetadata('data:application/json,{oops', publicOnly)).resolves.toEqual({})
    await expect(fetchNftMetadata(json(['not', 'an', 'object']), publicOnly)).resolves.toEqual({})
    await expect(fetchNftMetadata('javascript:alert(1)', publicOnly)).resolves.toEqual({})
  })

  describe('through a gateway on loopback (read, its images shown through blob: URLs)', () => {
    const reads: string[] = []
    let failing = true
    const server = createServer((request, response) => {
      const path = request.url ?? ''
      reads.push(path)
      if (path === '/ipfs/flaky.png' && failing) return response.writeHead(503).end()
      if (path === '/ipfs/page.json')
        return response.writeHead(200, { 'content-type': 'text/html' }).end('{}')
      if (path.endsWith('.json'))
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ name: 'Gateway Punk', image: 'ipfs://punk.png' }))
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    })
    let policy: AssetPolicy = publicOnly
    let base = ''
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      policy = { gateway: `${base}/ipfs/`, trustedOrigins: [] }
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    test('default: ipfs: metadata and its ipfs: image', async () => {
      const metadata = await fetchNftMetadata('ipfs://bafy/1.json', policy)
      expect(metadata.name).toBe('Gateway Punk')
      expect(metadata.imageUrl).toMatch(/^blob:/)
    })

    test('behavior: one blob: URL per image for the visit, however often the metadata is read again', async () => {
      const first = await fetchNftMetadata(json({ image: 'ipfs://punk2.png' }), policy)
      const again = await fetchNftMetadata(json({ image: 'ipfs://punk2.png' }), policy)
      expect(first.imageUrl).toMatch(/^blob:/)
      expect(again.imageUrl).toBe(first.imageUrl)
      expect(reads.filter((path) => path === '/ipfs/punk2.png')).toHaveLength(1)
    })

    test('error: an image that failed is read again next time', async () => {
      expect((await fetchNftMetadata(json({ image: 'ipfs://flaky.png' }), policy)).imageUrl).toBeUndefined()
      failing = false
      expect((await fetchNftMetadata(json({ image: 'ipfs://flaky.png' }), policy)).imageUrl).toMatch(/^blob:/)
      expect(reads.filter((path) => path === '/ipfs/flaky.png')).toHaveLength(2)
    })

    test('error: metadata of another media type, and the same host outside the gateway, are not used', async () => {
      await expect(fetchNftMetadata('ipfs://page.json', policy)).resolves.toEqual({})
      const before = reads.length
      await expect(fetchNftMetadata(`${base}/other/1.json`, policy)).resolves.toEqual({})
      await expect(fetchNftMetadata(json({ image: `${base}/other/1.png` }), policy)).resolves.toEqual({
        name: undefined,
        imageUrl: undefined,
      })
      expect(reads.length).toBe(before)
    })
  })
})
