import { rpcErrors } from '../../../shared/errors/rpcErrors.js'
import { isRecord } from '../../../shared/guards.js'
import type { HostWallet, RequestArguments } from '../../../shared/protocol.js'
import { createConnectorEvents } from '../connectorEvents.js'
import type { HostWalletProvider } from '../host/hostWallet.js'
import { bitcoinMessageParams, bitcoinTransactionParams, signingParams } from '../signingParams.js'
import type { BitcoinAccount, BitcoinConnector } from '../types.js'

/** A wallet's account as the proxy hands it over (loader/walletStandardProxy.ts's plain accounts). */
type WalletAccountData = { address?: unknown; publicKey?: unknown; chains?: unknown }

/** What the modal asks a Bitcoin wallet for: the `payment` account (SPEC's bip122 default) and the `ordinals` one. */
const PURPOSES = ['payment', 'ordinals']

/** An account of a wallet's answer: its address, and its public key when it has one. */
function toKeyedAddress(
  data: WalletAccountData | undefined,
): { address: string; publicKey?: Uint8Array } | undefined {
  const { address, publicKey } = data ?? {}
  if (typeof address !== 'string') return undefined
  return publicKey instanceof Uint8Array ? { address, publicKey } : { address }
}

/**
 * The connection a list of a wallet's accounts makes, in {@link PURPOSES} order: the `payment` account, and the
 * `ordinals` one beside it when the wallet has a distinct one.
 */
function toBitcoinAccount(list: readonly WalletAccountData[]): BitcoinAccount | undefined {
  const payment = toKeyedAddress(list[0])
  const ordinals = toKeyedAddress(list[1])
  if (!payment) return undefined
  return ordinals && ordinals.address !== payment.address ? { ...payment, ordinals } : payment
}

/** Whether a wallet's account is a Bitcoin one: on a `bip122:` chain, or one of the `bitcoin:*` names. */
const onBitcoin = ({ chains }: WalletAccountData) =>
  Array.isArray(chains) &&
  chains.some((chain) => typeof chain === 'string' && /^(bip122|bitcoin):/.test(chain))

/**
 * The connection a wallet still authorises this page for, from its Wallet Standard `accounts` (read through the
 * proxy): its Bitcoin accounts in the order `bitcoin:connect` gave them (`payment`, then `ordinals`), which wallets
 * keep in `accounts`.
 */
function authorisedAccount(accounts: unknown): BitcoinAccount | undefined {
  const list: WalletAccountData[] = Array.isArray(accounts) ? accounts : []
  return toBitcoinAccount(list.filter(onBitcoin))
}

/**
 * A Wallet Standard wallet of the host page with the Bitcoin features (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`: the Exodus / MetaMask shapes), as a connector on the bip122 namespace. It connects
 * the wallet's `payment` account (SPEC's default account type for bip122, the one Account shows) and its `ordinals`
 * account when it has one; signing happens in the wallet's own UI, and only for those accounts. Wallet errors keep
 * their EIP-1193 code (4001 when the user declines).
 */
export function createBitcoinStandardConnector(
  wallet: HostWallet,
  provider: HostWalletProvider,
): BitcoinConnector {
  const events = createConnectorEvents<BitcoinAccount>()
  let connected: BitcoinAccount | undefined
  provider.on('accountsChanged', (accounts) => {
    if (connected === undefined) return
    const [first] = Array.isArray(accounts) ? accounts : []
    if (first === connected.address) return
    if (typeof first === 'string') {
      // Only addresses arrive with the event: the new payment account, without a key or an ordinals account.
      connected = { address: first }
      events.emit({ type: 'account', account: connected })
    } else {
      connected = undefined
      events.emit({ type: 'disconnected' })
    }
  })

  /** @throws {ProviderRpcError} 4100 unless every signer is a connected account (and there is one). */
  function checkSigners(signers: readonly string[]) {
    const own = [connected?.address, connected?.ordinals?.address]
    const stranger = signers.find((signer) => !own.includes(signer))
    if (connected === undefined || signers.length === 0 || stranger !== undefined)
      throw rpcErrors.unauthorized(`${stranger ?? 'The account'} is not a connected Bitcoin account`)
  }

  async function answer(args: RequestArguments) {
    if (args.method === 'bip122_signMessage') {
      const { pubkey, message } = signingParams(bitcoinMessageParams, args)
      checkSigners([pubkey])
      return provider.request({ method: 'bitcoin:signMessage', params: { pubkey, message } })
    }
    if (args.method === 'bip122_signTransaction') {
      const params = signingParams(bitcoinTransactionParams, args)
      checkSigners(params.inputsToSign.map((input) => input.address))
      return provider.request({ method: 'bitcoin:signTransaction', params })
    }
    throw rpcErrors.notAllowed()
  }

  return {
    namespace: 'bip122',
    info: { id: wallet.uuid, name: wallet.name, icon: wallet.icon, type: 'ANNOUNCED' },
    // Wallet Standard wallets have no stable id but their name.
    storageKey: `name:${wallet.name}`,
    async connect() {
      const answer = await provider.request({ method: 'bitcoin:connect', params: { purposes: PURPOSES } })
      const accounts = isRecord(answer) && Array.isArray(answer.accounts) ? answer.accounts : []
      const account = toBitcoinAccount(accounts)
      if (!account) throw rpcErrors.internal('The wallet answered without a payment account')
      connected = account
      return account
    },
    // `bitcoin:connect` has no silent form, and asking it again would prompt the user: a connection is restored
    // from the accounts the wallet still authorises this page for, which it lists without asking.
    async restore() {
      connected = authorisedAccount(await provider.request({ method: 'accounts' }).catch(() => []))
      return connected
    },
    async disconnect() {
      connected = undefined
      // `standard:disconnect` is optional for Bitcoin wallets: one without it has nothing to end.
      await provider.request({ method: 'standard:disconnect' }).catch(() => {})
    },
    // A Bitcoin wallet has no network to switch: each signing request names its chain.
    switchNetwork: async () => {},
    request: answer,
    onEvent: events.on,
  }
}
