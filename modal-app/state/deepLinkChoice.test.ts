import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../storage/context.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { readDeepLinkChoice, rememberDeepLinkChoice } from './deepLinkChoice.js'

describe('rememberDeepLinkChoice', () => {
  test('default: the wallet’s own app link and name, without a pairing URI', async () => {
    const storage = createMemoryStorage()
    rememberDeepLinkChoice(storage, { name: 'MetaMask', mobile_link: 'metamask://' })
    expect(await storage.get(STORAGE_KEYS.deepLinkChoice)).toMatchInlineSnapshot(
      `"{"href":"metamask://","name":"MetaMask"}"`,
    )
    expect(await readDeepLinkChoice(storage)).toEqual({ href: 'metamask://', name: 'MetaMask' })
  })

  test('behavior: a wallet without a safe app link is not remembered', async () => {
    const storage = createMemoryStorage()
    rememberDeepLinkChoice(storage, { name: 'None', mobile_link: undefined })
    rememberDeepLinkChoice(storage, { name: 'Bad', mobile_link: 'javascript:alert(1)' })
    expect(await storage.get(STORAGE_KEYS.deepLinkChoice)).toBe(null)
  })
})

describe('readDeepLinkChoice', () => {
  test('default: nothing stored', async () => {
    expect(await readDeepLinkChoice(createMemoryStorage())).toBeUndefined()
  })

  test.each([
    ['not JSON', '{'],
    ['not a record', '"metamask://"'],
    ['no name', '{"href":"metamask://"}'],
    ['an unsafe link (the host page may write its storage)', '{"href":"ms-msdt:x","name":"MetaMask"}'],
  ])('error: %s is no choice', async (_, text) => {
    const storage = createMemoryStorage()
    storage.set(STORAGE_KEYS.deepLinkChoice, text)
    expect(await readDeepLinkChoice(storage)).toBeUndefined()
  })
})
