import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchNftMetadata } from './nftMetadata.js'

const json = (value: unknown) => `data:application/json;base64,${btoa(JSON.stringify(value))}`

describe('fetchNftMetadata', () => {
  test('default: name and image from an inline JSON document', async () => {
    await expect(fetchNftMetadata(json({ name: 'Punk #1', image: 'ipfs://bafy/1.png' }))).resolves.toEqual({
      name: 'Punk #1',
      imageUrl: 'https://ipfs.io/ipfs/bafy/1.png',
    })
  })

  test('behavior: a data: image is kept only when it is an image', async () => {
    await expect(fetchNftMetadata(json({ image: 'data:text/html,<b>x</b>' }))).resolves.toEqual({
      name: undefined,
      imageUrl: undefined,
    })
  })

  test('error: unreadable metadata gives nothing', async () => {
    await expect(fetchNftMetadata('data:application/json,{oops')).resolves.toEqual({})
    await expect(fetchNftMetadata('javascript:alert(1)')).resolves.toEqual({})
  })

  describe('an http: image (shown through a blob: URL)', () => {
    const imageReads: string[] = []
    let failing = true
    const server = createServer((request, response) => {
      imageReads.push(request.url ?? '')
      if (request.url === '/flaky.png' && failing) return response.writeHead(503).end()
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    })
    let base = ''
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    test('behavior: one blob: URL per image for the visit, however often the metadata is read again', async () => {
      const first = await fetchNftMetadata(json({ image: `${base}/punk.png` }))
      const again = await fetchNftMetadata(json({ image: `${base}/punk.png` }))
      expect(first.imageUrl).toMatch(/^blob:/)
      expect(again.imageUrl).toBe(first.imageUrl)
      expect(imageReads.filter((path) => path === '/punk.png')).toHaveLength(1)
    })

    test('error: an image that failed is read again next time', async () => {
      expect((await fetchNftMetadata(json({ image: `${base}/flaky.png` }))).imageUrl).toBeUndefined()
      failing = false
      expect((await fetchNftMetadata(json({ image: `${base}/flaky.png` }))).imageUrl).toMatch(/^blob:/)
      expect(imageReads.filter((path) => path === '/flaky.png')).toHaveLength(2)
    })
  })
})
