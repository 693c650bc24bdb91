import { describe, expect, test } from 'vitest'
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
})
