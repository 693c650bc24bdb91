import { getBase58Decoder } from '@solana/kit'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { formatUnits } from 'viem'
import { walletStandardName } from '../../config/namespaces/walletStandardChains.js'
import type { NetworkEntry } from '../../config/types.js'
import { CACHE_PORTFOLIO_MS } from '../../data/constants.js'
import { readSolanaBalance, solanaTokenBalances } from '../../data/solanaTokens.js'
import { checkSend, type SendProblem } from '../../flows/send/checkSend.js'
import { solanaRecipientOf } from '../../flows/send/recipientOf.js'
import {
  buildSolanaTransfer,
  estimateSolanaFee,
  type SolanaTransfer,
  TransferRefused,
  waitForSolanaSignature,
} from '../../flows/send/solanaSendChain.js'
import type { SendTransact } from '../../flows/send/submitSend.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { useApp, useWallet } from '../context.js'
import { SendForm } from './SendForm.js'
import { SendReview } from './SendReview.js'
import { feeProblem, type SendPlan } from './sendPlan.js'
import { EMPTY_SEND } from './useSendPlan.js'

/** As for eip155 sends: a balance is read again after 10 s, a fee estimated once typing has stopped 300 ms. */
const BALANCE_STALE_MS = 10_000
const FEE_STALE_MS = 30_000
const FEE_DEBOUNCE_MS = 300
const NO_TOKENS: never[] = []

/** The transaction's signature (base58) from a wallet's `{ signature: bytes }`, as Wallet Standard answers. */
function signatureOf(answer: unknown): string {
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw new Error('The wallet answered without a transaction signature')
  return getBase58Decoder().decode(signature)
}

const feeQueryOptions = (network: NetworkEntry, owner: string, transfer: SolanaTransfer | undefined) => ({
  queryKey: [
    'solanaSendFee',
    network.caipNetworkId,
    owner,
    transfer?.mint ?? 'native',
    transfer?.recipient ?? '',
    String(transfer?.amount ?? ''),
  ] as const,
  queryFn: () => {
    if (transfer === undefined) throw new Error('Nothing to estimate')
    return estimateSolanaFee(network, owner, transfer)
  },
  enabled: transfer !== undefined,
  staleTime: FEE_STALE_MS,
  retry: false,
})

/**
 * A Solana send (./sendPlan.ts): SOL, or an SPL token of the `tokens` option, to a base58 address. SPEC §5's
 * checks, the balances and the fee (with the rent of the recipient's token account when it has none) from the
 * node; the transaction is built when the user sends, on a fresh blockhash, and signed and sent by the wallet
 * (`solana_signAndSendTransaction`).
 */
function useSolanaSendPlan(network: NetworkEntry, owner: string): SendPlan {
  const send = useApp((state) => state.send) ?? EMPTY_SEND
  const configured = useApp((state) => state.config.tokens[network.caipNetworkId]) ?? NO_TOKENS
  const { sendWithWallet } = useWallet()
  const queryClient = useQueryClient()
  const caip = network.caipNetworkId
  const tokens = useQuery({
    queryKey: ['solanaSendTokens', caip, owner, configured] as const,
    queryFn: () => solanaTokenBalances(network, owner, configured),
    staleTime: CACHE_PORTFOLIO_MS,
    retry: false,
  })
  const token = send.token?.chainId === caip ? send.token : undefined
  const balanceQuery = (mint: string | undefined) => ({
    queryKey: ['solanaSendBalance', caip, owner, mint ?? 'native'] as const,
    queryFn: () => readSolanaBalance(network, owner, mint),
    staleTime: BALANCE_STALE_MS,
    retry: false,
  })
  const balance = useQuery({ ...balanceQuery(token?.address), enabled: token !== undefined })
  const nativeBalance = useQuery(balanceQuery(undefined))
  const check = checkSend(
    {
      namespace: network.chainNamespace,
      token,
      amount: send.sendTokenAmount,
      recipient: send.receiverAddress,
      balance: balance.data,
    },
    solanaRecipientOf,
  )
  const checked = 'error' in check ? undefined : check
  const transfer: SolanaTransfer | undefined =
    checked === undefined
      ? undefined
      : { mint: checked.token.address, recipient: checked.recipient.address, amount: checked.amount }
  const transferKey =
    transfer === undefined ? '' : `${transfer.mint}|${transfer.recipient}|${transfer.amount}`
  const settled = useDebouncedValue(transferKey, FEE_DEBOUNCE_MS) === transferKey ? transfer : undefined
  const feeQuery = useQuery(feeQueryOptions(network, owner, settled))
  const fee = feeQuery.data

  const problem = ((): SendProblem | undefined => {
    if ('error' in check) return check
    if (balance.isError || nativeBalance.isError)
      return { error: `Could not read your balance on ${network.name}`, field: 'form' }
    if (feeQuery.error instanceof TransferRefused) return { error: feeQuery.error.message, field: 'amount' }
    return feeProblem(network, check, feeQuery, nativeBalance.data)
  })()

  const ready =
    transfer !== undefined &&
    fee !== undefined &&
    balance.data !== undefined &&
    nativeBalance.data !== undefined &&
    problem === undefined
  const transact: SendTransact | undefined = ready
    ? {
        async send() {
          const transaction = await buildSolanaTransfer(network, owner, transfer)
          const chain = walletStandardName(network) ?? caip
          const answer = await sendWithWallet(
            {
              method: 'solana_signAndSendTransaction',
              params: { pubkey: owner, transaction, chain, options: { preflightCommitment: 'confirmed' } },
            },
            'solana',
          )
          return signatureOf(answer)
        },
        wait: (signature) => waitForSolanaSignature(network, signature),
      }
    : undefined
  return {
    send,
    tokens,
    token,
    balance: balance.data,
    problem,
    checked,
    recipient: checked?.recipient.address,
    recipientName: undefined,
    recipientAvatar: undefined,
    takesNames: false,
    fee,
    feeNote:
      fee !== undefined && fee.rent > 0n
        ? `Includes ${formatUnits(fee.rent, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol} to open the recipient's token account`
        : undefined,
    loading: !ready && problem === undefined && checked !== undefined,
    transact,
    async max() {
      if (token === undefined || balance.data === undefined) return undefined
      if (token.address !== undefined) return balance.data
      // SOL pays the fee too; the fee does not depend on the amount.
      const to = checked?.recipient.address ?? owner
      const estimate = feeQueryOptions(network, owner, { mint: undefined, recipient: to, amount: 0n })
      const found = await queryClient.fetchQuery(estimate).catch(() => undefined)
      if (found === undefined) return balance.data
      return balance.data > found.total ? balance.data - found.total : 0n
    },
  }
}

/** Send's form on a Solana network. */
export function SolanaSendForm({ network, owner }: { network: NetworkEntry; owner: string }) {
  return <SendForm network={network} plan={useSolanaSendPlan(network, owner)} />
}

/** Send's review on a Solana network, then the wallet's approval and the confirmation. */
export function SolanaSendReview({ network, owner }: { network: NetworkEntry; owner: string }) {
  return <SendReview network={network} plan={useSolanaSendPlan(network, owner)} />
}
