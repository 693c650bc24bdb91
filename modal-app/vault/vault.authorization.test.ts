import { parseTransaction, recoverTransactionAddress } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import { createVault, type VaultResult } from './vault.js'
import { toBase64Url } from './wrapping.js'

const DELEGATE = '0xe6Cae83BdE06E4c305530e199D7217f42808555B' as const

const answerOf = <T>(answer: VaultResult<T>) => answer

async function openVault() {
  const vault = createVault()
  const created = answerOf(
    await vault.create(crypto.getRandomValues(new Uint8Array(32)).buffer, toBase64Url(new Uint8Array(16))),
  )
  if ('error' in created) throw new Error(created.error)
  return { vault, address: created.result.address as `0x${string}` }
}

const call = (address: `0x${string}`, nonce = 7) => ({
  type: 'eip1559' as const,
  chainId: 31337,
  nonce,
  to: address,
  value: 0n,
  data: '0x34fcd5be' as const,
  gas: 100_000n,
  maxFeePerGas: 2n,
  maxPriorityFeePerGas: 1n,
})

describe('vault: the smart-account upgrade (EIP-7702)', () => {
  test('behavior: signs a type-4 self-call whose authorization, at the next nonce, delegates to the delegate', async () => {
    const { vault, address } = await openVault()
    const signed = await vault.sign(address, {
      kind: 'authorizedTransaction',
      transaction: call(address),
      authorization: { address: DELEGATE, chainId: 31337, nonce: 8 },
    })
    if ('error' in signed) throw new Error(signed.error)
    const parsed = parseTransaction(signed.result)
    expect(parsed).toMatchObject({
      type: 'eip7702',
      to: address.toLowerCase(),
      nonce: 7,
      chainId: 31337,
      data: '0x34fcd5be',
    })
    expect(await recoverTransactionAddress({ serializedTransaction: signed.result as never })).toBe(address)
    const [authorization] = parsed.authorizationList ?? []
    expect(authorization).toMatchObject({ address: DELEGATE.toLowerCase(), chainId: 31337, nonce: 8 })
    if (!authorization) throw new Error('no authorization')
    expect(await recoverAuthorizationAddress({ authorization })).toBe(address)
  })

  test('error: an authorization is never signed apart from its own self-call, chain and next nonce', async () => {
    const { vault, address } = await openVault()
    const other = '0x000000000000000000000000000000000000dEaD'
    const cases = [
      { transaction: call(other), authorization: { address: DELEGATE, chainId: 31337, nonce: 8 } },
      { transaction: call(address), authorization: { address: DELEGATE, chainId: 1, nonce: 8 } },
      { transaction: call(address), authorization: { address: DELEGATE, chainId: 31337, nonce: 7 } },
      { transaction: call(address), authorization: { address: DELEGATE, chainId: 31337, nonce: 0 } },
    ]
    for (const request of cases)
      expect(await vault.sign(address, { kind: 'authorizedTransaction', ...request })).toEqual({
        error: 'An authorization is signed only with its own self-call, on its chain, at the next nonce',
      })
  })
})
