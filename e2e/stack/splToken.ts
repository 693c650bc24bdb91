import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** Enough SOL (in lamports) for an authority to pay for a mint, token accounts and their fees. */
const AUTHORITY_LAMPORTS = 10_000_000_000n

const rpcOf = (rpcUrl: string) => createSolanaRpc(devnet(rpcUrl))

/** Signs `instructions` with `payer` (and any signer among them) and executes them on the runtime. */
async function execute(rpcUrl: string, payer: KeyPairSigner, instructions: Instruction[]) {
  const rpc = rpcOf(rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}

/** The associated token account of `owner` for `mint` (SPL Token). */
async function tokenAccountOf(owner: string, mint: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: owner as Address,
    mint: mint as Address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}

/**
 * A new SPL Token mint of `decimals` on the runtime at `rpcUrl`, made by real transactions: its authority is a fresh
 * key, funded by airdrop. `mintTo` mints to an owner's associated token account (created when missing).
 */
export async function createSplMint(rpcUrl: string, decimals: number) {
  const rpc = rpcOf(rpcUrl)
  const [authority, mint] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()])
  await rpc.requestAirdrop(authority.address, lamports(AUTHORITY_LAMPORTS)).send()
  const space = BigInt(getMintSize())
  const rent = await rpc.getMinimumBalanceForRentExemption(space).send()
  await execute(rpcUrl, authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: authority.address }),
  ])
  return {
    mint: mint.address as string,
    async mintTo(owner: string, amount: bigint) {
      const ata = await tokenAccountOf(owner, mint.address)
      await execute(rpcUrl, authority, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          ata,
          owner: owner as Address,
          mint: mint.address,
        }),
        getMintToCheckedInstruction({
          mint: mint.address,
          token: ata,
          mintAuthority: authority,
          amount,
          decimals,
        }),
      ])
    },
  }
}

/** The amount of `mint` that `owner`'s associated token account holds (0 when it has none), in base units. */
export async function splBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const rpc = rpcOf(rpcUrl)
  const { value } = await rpc.getAccountInfo(await tokenAccountOf(owner, mint), { encoding: 'base64' }).send()
  if (value === null) return 0n
  const data = Buffer.from(value.data[0], 'base64')
  // SPL Token's account layout: mint (32), owner (32), then the amount as a little-endian u64.
  return data.readBigUInt64LE(64)
}
