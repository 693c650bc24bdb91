import {
  hashTypedData,
  keccak256,
  parseTransaction,
  recoverAddress,
  recoverMessageAddress,
  serializeTransaction,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import {
  createVault,
  POPUP_VAULT_METHODS,
  VAULT_IDLE_LOCK_MS,
  VAULT_METHODS,
  type VaultResult,
} from './vault.js'
import { toBase64Url } from './wrapping.js'

const prf = () => crypto.getRandomValues(new Uint8Array(32)).buffer
const credentialId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)))

function resultOf<T>(answer: VaultResult<T>): T {
  if ('error' in answer) throw new Error(answer.error)
  return answer.result
}

describe('createVault', () => {
  test('default: creates a wallet whose signatures recover to its address', async () => {
    const vault = createVault()
    const wallet = resultOf(await vault.create(prf(), credentialId))
    const signature = resultOf(await vault.sign(wallet.address, { kind: 'message', message: '0x68656c6c6f' }))
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(wallet.address)
  })

  test('behavior: a reload unlocks the same wallet with the same PRF output, and signs transactions', async () => {
    const output = prf()
    const wallet = resultOf(await createVault().create(output.slice(0), credentialId))
    const vault = createVault()
    expect(resultOf(await vault.unlocked())).toBe(null)
    expect(resultOf(await vault.unlock(output, wallet))).toBe(wallet.address)
    const transaction = {
      chainId: 31337,
      to: wallet.address as `0x${string}`,
      value: 1n,
      nonce: 0,
      gas: 21000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
    }
    const signed = resultOf(await vault.sign(wallet.address, { kind: 'transaction', transaction }))
    const { r, s, yParity, ...unsigned } = parseTransaction(signed)
    expect(unsigned).toMatchObject({ chainId: 31337, value: 1n, nonce: 0 })
    const signer = await recoverAddress({
      hash: keccak256(serializeTransaction({ ...transaction, type: 'eip1559' })),
      signature: { r: r ?? '0x', s: s ?? '0x', yParity: yParity ?? 0 },
    })
    expect(signer).toBe(wallet.address)
    const typedData = {
      domain: { name: 'Test', chainId: 31337 },
      types: { Mail: [{ name: 'body', type: 'string' }] },
      primaryType: 'Mail',
      message: { body: 'hi' },
    } as const
    const typed = resultOf(await vault.sign(wallet.address, { kind: 'typedData', typedData }))
    expect(await recoverAddress({ hash: hashTypedData(typedData), signature: typed })).toBe(wallet.address)
  })

  test('error: another passkey does not unlock it', async () => {
    const wallet = resultOf(await createVault().create(prf(), credentialId))
    expect(await createVault().unlock(prf(), wallet)).toEqual({
      error: 'This passkey does not unlock this wallet',
    })
  })

  test('behavior: locked, it signs nothing; it locks after 15 idle minutes', async () => {
    vi.useFakeTimers()
    try {
      const vault = createVault()
      const wallet = resultOf(await vault.create(prf(), credentialId))
      vi.advanceTimersByTime(VAULT_IDLE_LOCK_MS - 1)
      expect(resultOf(await vault.unlocked())).toBe(wallet.address)
      vi.advanceTimersByTime(1)
      expect(resultOf(await vault.unlocked())).toBe(null)
      expect(await vault.sign(wallet.address, { kind: 'message', message: '0x00' })).toEqual({
        error: 'The wallet is locked',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: lock forgets the key', async () => {
    const vault = createVault()
    const wallet = resultOf(await vault.create(prf(), credentialId))
    await vault.lock()
    expect(await vault.sign(wallet.address, { kind: 'message', message: '0x00' })).toEqual({
      error: 'The wallet is locked',
    })
  })

  test('behavior: a second passkey wraps the same key in a second record, which alone unlocks the same address', async () => {
    const first = prf()
    const vault = createVault()
    const wallet = resultOf(await vault.create(first.slice(0), credentialId))
    const secondId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
    const second = prf()
    const added = resultOf(await vault.addPasskey(second.slice(0), secondId))
    expect(added).toMatchObject({ version: 1, credentialId: secondId, address: wallet.address })
    expect(added.ciphertext).not.toBe(wallet.ciphertext)
    const later = createVault()
    expect(resultOf(await later.unlock(second.slice(0), added))).toBe(wallet.address)
    const signature = resultOf(await later.sign(wallet.address, { kind: 'message', message: '0x6869' }))
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(wallet.address)
    // Each record opens only with its own passkey: the first passkey's output does not open the second record.
    expect(await createVault().unlock(first, added)).toEqual({
      error: 'This passkey does not unlock this wallet',
    })
    expect(await createVault().unlock(second, wallet)).toEqual({
      error: 'This passkey does not unlock this wallet',
    })
  })

  test('error: a second passkey needs the wallet unlocked, and another credential', async () => {
    const vault = createVault()
    expect(await vault.addPasskey(prf(), credentialId)).toEqual({ error: 'The wallet is locked' })
    await vault.create(prf(), credentialId)
    expect(await vault.addPasskey(prf(), credentialId)).toEqual({
      error: 'This passkey already opens this wallet',
    })
  })

  test('behavior: exportKey answers the unlocked key (it derives the address), and nothing when locked; only the popup serves it', async () => {
    const vault = createVault()
    const wallet = resultOf(await vault.create(prf(), credentialId))
    const key = resultOf(await vault.exportKey(wallet.address))
    expect(privateKeyToAddress(key)).toBe(wallet.address)
    expect(await vault.exportKey('0x000000000000000000000000000000000000dEaD')).toEqual({
      error: 'The wallet is locked',
    })
    await vault.lock()
    expect(await vault.exportKey(wallet.address)).toEqual({ error: 'The wallet is locked' })
    expect(VAULT_METHODS).not.toContain('exportKey')
    expect(VAULT_METHODS).not.toContain('addPasskey')
    expect(POPUP_VAULT_METHODS).toEqual(expect.arrayContaining(['exportKey', 'addPasskey', 'sign']))
  })

  test('behavior: adopt (server custody) keeps a released key and signs with it; lock forgets it', async () => {
    const vault = createVault()
    const key = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
    const address = resultOf(await vault.adopt(key))
    expect(address).toBe(privateKeyToAddress(key))
    expect(resultOf(await vault.unlocked())).toBe(address)
    const signature = resultOf(await vault.sign(address, { kind: 'message', message: '0x68656c6c6f' }))
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(address)
    await vault.lock()
    expect(await vault.sign(address, { kind: 'message', message: '0x00' })).toEqual({
      error: 'The wallet is locked',
    })
  })

  test('error: adopt refuses what is not a private key', async () => {
    expect(await createVault().adopt('0x1234')).toEqual({ error: 'Not a private key' })
  })
})
