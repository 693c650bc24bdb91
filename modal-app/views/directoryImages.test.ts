import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWalletDirectory, type WalletDirectoryServer } from '../../e2e/stack/walletDirectory.js'
import { catalogueSource } from '../data/catalogueSource.js'
import { networkImageId } from '../data/networkImageIds.js'
import { directoryImageQuery } from './directoryImages.js'

// Against the local directory that implements SPEC §7's contract (e2e/stack/walletDirectory.ts).
let server: WalletDirectoryServer
beforeAll(async () => {
  server = await startWalletDirectory()
})
afterAll(() => server.close())

const requests = async (projectId: string) =>
  (await (await fetch(`${server.url}/__requests?projectId=${projectId}`)).json()) as { path: string }[]

describe('directoryImageQuery', () => {
  test("default: a network's image is a blob: URL of the directory's asset image", async () => {
    const source = catalogueSource('unit-network-image', server.url, () => undefined)
    const imageId = networkImageId('eip155:1')
    expect(imageId).toBeDefined()
    const url = await new QueryClient().fetchQuery(
      directoryImageQuery(source, 'getAssetImage', imageId ?? ''),
    )
    expect(url).toMatch(/^blob:/)
    expect(await requests('unit-network-image')).toEqual([
      expect.objectContaining({ path: `/public/getAssetImage/${imageId}` }),
    ])
  })

  test("behavior: a wallet's image comes from getWalletImage, under a key of its own", async () => {
    const source = catalogueSource('unit-wallet-image', server.url, () => undefined)
    const client = new QueryClient()
    const query = directoryImageQuery(source, 'getWalletImage', 'img-c57ca95b47569778a828d191')
    expect(await client.fetchQuery(query)).toMatch(/^blob:/)
    expect(query.queryKey).not.toEqual(
      directoryImageQuery(source, 'getAssetImage', 'img-c57ca95b47569778a828d191').queryKey,
    )
    expect(await requests('unit-wallet-image')).toEqual([
      expect.objectContaining({ path: '/getWalletImage/img-c57ca95b47569778a828d191' }),
    ])
  })

  test('error: without a project id there is no directory to ask', async () => {
    const source = catalogueSource(undefined, server.url, () => undefined)
    await expect(
      new QueryClient().fetchQuery(directoryImageQuery(source, 'getAssetImage', 'any')),
    ).rejects.toThrow('no wallet directory')
  })
})
