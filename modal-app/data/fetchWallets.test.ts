import { describe, expect, test, vi } from 'vitest'
import { WalletDirectoryError } from './errors.js'
import { fetchWallets } from './fetchWallets.js'
import type { WalletDirectory } from './walletDirectory.js'

const catalogue = [
  { id: 'a', name: 'Alpha', chains: ['eip155:1'] },
  { id: 'b', name: 'Beta', chains: ['eip155:1'] },
]
const fromDirectory = { count: 1, data: [{ id: 'd', name: 'Directory Wallet', chains: [] }] }

function directory(getWallets: WalletDirectory['getWallets']): WalletDirectory {
  return {
    getWallets,
    getWalletImage: vi.fn(),
    getAssetImage: vi.fn(),
    getCurrencyImage: vi.fn(),
    getTokenImage: vi.fn(),
  }
}

describe('fetchWallets', () => {
  test('default: without a directory the built-in catalogue answers, and nothing is fetched', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    expect(await fetchWallets(undefined, { page: 1, entries: 1 }, { catalogue })).toEqual({
      count: 2,
      data: [catalogue[0]],
      source: 'builtin',
    })
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  test('behavior: the directory answers when there is one', async () => {
    const getWallets = vi.fn(async () => fromDirectory)
    const signal = new AbortController().signal
    expect(await fetchWallets(directory(getWallets), { page: 1, entries: 4 }, { signal, catalogue })).toEqual(
      {
        ...fromDirectory,
        source: 'directory',
      },
    )
    expect(getWallets).toHaveBeenCalledWith({ page: 1, entries: 4 }, signal)
  })

  test('behavior: a failing directory falls back to the built-in catalogue, with the reason', async () => {
    const failure = new WalletDirectoryError('The wallet directory answered 500 to getWallets', {
      status: 500,
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = await fetchWallets(
      directory(async () => {
        throw failure
      }),
      { page: 1, entries: 10, search: 'bet' },
      { catalogue },
    )
    expect(result).toEqual({ count: 1, data: [catalogue[1]], source: 'builtin', fallbackError: failure })
    warn.mockRestore()
  })

  test('error: an abort is not a failure of the directory', async () => {
    const abort = new DOMException('gone', 'AbortError')
    await expect(
      fetchWallets(
        directory(async () => {
          throw abort
        }),
        { page: 1, entries: 4 },
      ),
    ).rejects.toBe(abort)
  })
})
