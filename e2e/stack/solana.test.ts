import {
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Solana, startSolana } from './solana.js'
import { createSplMint, splBalance } from './splToken.js'

const SOL = 1_000_000_000n
let solana: Solana
// A test cluster's RPC (devnet's type), so that `requestAirdrop` is offered.
const connect = (url: string) => createSolanaRpc(devnet(url))
let rpc: ReturnType<typeof connect>

beforeAll(async () => {
  solana = await startSolana()
  rpc = connect(solana.rpcUrl)
})
afterAll(() => solana.stop())

/** A transfer of `amount` lamports from `from` to `to`, signed (ed25519) and in wire form (base64). */
async function transfer(from: KeyPairSigner, to: KeyPairSigner, amount: bigint) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(from, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: from, destination: to.address, amount: lamports(amount) }),
          message,
        ),
    ),
  )
  return { wire: getBase64EncodedWireTransaction(signed), signature: getSignatureFromTransaction(signed) }
}

describe('startSolana', () => {
  test('default: an airdrop funds an account, and getBalance reads it', async () => {
    const account = await generateKeyPairSigner()
    expect((await rpc.getBalance(account.address).send()).value).toBe(0n)
    const signature = await rpc.requestAirdrop(account.address, lamports(2n * SOL)).send()
    expect((await rpc.getBalance(account.address).send()).value).toBe(2n * SOL)
    const statuses = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  test('behavior: a signed transfer is simulated, then executed by the SVM; balances move and it is final', async () => {
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    await rpc.requestAirdrop(alice.address, lamports(SOL)).send()
    const { wire, signature } = await transfer(alice, bob, SOL / 4n)

    const simulated = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send()
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs?.some((line) => line.includes('success'))).toBe(true)
    expect((await rpc.getBalance(bob.address).send()).value).toBe(0n)

    expect(await rpc.sendTransaction(wire, { encoding: 'base64' }).send()).toBe(signature)
    expect((await rpc.getBalance(bob.address).send()).value).toBe(SOL / 4n)
    // The payer also paid the fee: 5,000 lamports for one signature.
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL - SOL / 4n - 5_000n)
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]).toMatchObject({
      err: null,
      confirmationStatus: 'finalized',
    })
    const account = await rpc.getAccountInfo(bob.address, { encoding: 'base64' }).send()
    expect(account.value).toMatchObject({ lamports: SOL / 4n, executable: false, data: ['', 'base64'] })
  })

  test('behavior: getFeeForMessage is what the payer is charged; getMinimumBalanceForRentExemption is the rent', async () => {
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    await rpc.requestAirdrop(alice.address, lamports(SOL)).send()
    const { wire } = await transfer(alice, bob, SOL / 2n)
    // The wire form is the signatures (a count, then 64 bytes each) and then the message.
    const bytes = Buffer.from(wire, 'base64')
    const message = bytes.subarray(1 + bytes[0]! * 64).toString('base64')
    const fee = (await rpc.getFeeForMessage(message as never).send()).value
    expect(fee).toBe(5_000n)
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    expect((await rpc.getBalance(alice.address).send()).value).toBe(SOL - SOL / 2n - (fee ?? 0n))
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
  })

  test('behavior: an SPL Token mint is made and minted to an owner by real transactions', async () => {
    const owner = await generateKeyPairSigner()
    const token = await createSplMint(solana.rpcUrl, 6)
    expect(await splBalance(solana.rpcUrl, owner.address, token.mint)).toBe(0n)
    await token.mintTo(owner.address, 2_500_000n)
    await token.mintTo(owner.address, 500_000n)
    expect(await splBalance(solana.rpcUrl, owner.address, token.mint)).toBe(3_000_000n)
  })

  test('error: a transfer the payer cannot fund fails, and its status says so', async () => {
    const [alice, bob] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
    await rpc.requestAirdrop(alice.address, lamports(SOL)).send()
    const { wire, signature } = await transfer(alice, bob, 2n * SOL)
    await expect(rpc.sendTransaction(wire, { encoding: 'base64' }).send()).rejects.toThrow(
      /Transaction simulation failed/,
    )
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.err).not.toBeNull()
    expect((await rpc.getBalance(bob.address).send()).value).toBe(0n)
  })

  test('error: unknown methods, bad params and bad JSON get JSON-RPC errors', async () => {
    const post = (body: string) =>
      fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        (response) => response.json(),
      )
    expect(await post('{"jsonrpc":"2.0","id":1,"method":"getSlotLeader","params":[]}')).toMatchObject({
      id: 1,
      error: { code: -32601, message: 'Method not found: getSlotLeader' },
    })
    expect(
      await post('{"jsonrpc":"2.0","id":2,"method":"getBalance","params":["not an address"]}'),
    ).toMatchObject({
      id: 2,
      error: { code: -32602 },
    })
    expect(await post('{"jsonrpc":"2.0",')).toMatchObject({ error: { code: -32700 } })
    // A body past 1 MB is refused, not buffered.
    const huge = await fetch(solana.rpcUrl, { method: 'POST', body: 'x'.repeat(1_000_001) })
    expect(huge.status).toBe(413)
    const preflight = await fetch(solana.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:1',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
