import { rpcErrors } from '../../shared/errors/codes.js'
import type { HostWallet, RequestArguments } from '../../shared/protocol.js'
import { createConnectorEvents } from './connectorEvents.js'
import type { HostWalletProvider } from './hostWallet.js'
import type { BitcoinAccount, BitcoinConnector } from './types.js'

/** A Bitcoin signing request, its params checked by the router (rpc/checkBitcoinParams.ts), the chain resolved. */
type BitcoinRequest = {
  pubkey?: string
  message?: Uint8Array
  psbt?: Uint8Array
  inputsToSign?: { address: string; signingIndexes: number[]; sigHash?: number }[]
  chain?: string
}

/** A wallet's account as the proxy hands it over (loader/walletStandardProxy.ts's plain accounts). */
type WalletAccountData = { address?: unknown; publicKey?: unknown; chains?: unknown }

/** An account of a wallet's answer as the session takes it: its address, and its public key when it has one. */
function toBitcoinAccount({ address, publicKey }: WalletAccountData): BitcoinAccount | undefined {
  if (typeof address !== 'string') return undefined
  return publicKey instanceof Uint8Array ? { address, publicKey } : { address }
}

/** The first account a `bitcoin:connect` answer holds: the `payment` one, asked for first. */
function paymentAccount(answer: unknown): BitcoinAccount | undefined {
  const [first] = (answer as { accounts?: WalletAccountData[] } | null)?.accounts ?? []
  return toBitcoinAccount(first ?? {})
}

/** Whether a wallet's account is a Bitcoin one: on a `bip122:` chain, or one of the `bitcoin:*` names. */
const onBitcoin = ({ chains }: WalletAccountData) =>
  Array.isArray(chains) &&
  chains.some((chain) => typeof chain === 'string' && /^(bip122|bitcoin):/.test(chain))

/**
 * The account a wallet still authorises this page for, from its Wallet Standard `accounts` (read through the
 * proxy): the first Bitcoin one, as `bitcoin:connect` lists the `payment` account first and wallets keep that order.
 */
function authorisedAccount(accounts: unknown): BitcoinAccount | undefined {
  const list: WalletAccountData[] = Array.isArray(accounts) ? accounts : []
  const first = list.find(onBitcoin)
  return first && toBitcoinAccount(first)
}

/**
 * A Wallet Standard wallet of the host page with the Bitcoin features (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`: the Exodus / MetaMask shapes), as a connector on the bip122 namespace. It connects
 * the wallet's `payment` account (SPEC §6's default account type for bip122); signing happens in the wallet's own
 * UI, and only for that account. Wallet errors keep their EIP-1193 code (4001 when the user declines).
 */
export function createBitcoinStandardConnector(
  wallet: HostWallet,
  provider: HostWalletProvider,
): BitcoinConnector {
  const events = createConnectorEvents<BitcoinAccount>()
  let address: string | undefined
  provider.on('accountsChanged', (accounts) => {
    if (address === undefined) return
    const [first] = Array.isArray(accounts) ? accounts : []
    if (typeof first === 'string') {
      address = first
      events.emit({ type: 'account', account: { address } })
    } else {
      address = undefined
      events.emit({ type: 'disconnected' })
    }
  })

  async function answer({ method, params }: RequestArguments) {
    const request = params as BitcoinRequest
    const signers = request.inputsToSign?.map((input) => input.address) ?? [request.pubkey]
    const stranger = signers.findIndex((signer) => signer !== address)
    if (address === undefined || signers.length === 0 || stranger !== -1)
      throw rpcErrors.unauthorized(
        `${signers[stranger] ?? 'The account'} is not the connected Bitcoin account`,
      )
    if (method === 'bip122_signMessage')
      return provider.request({
        method: 'bitcoin:signMessage',
        params: { pubkey: address, message: request.message },
      })
    if (method === 'bip122_signTransaction')
      return provider.request({ method: 'bitcoin:signTransaction', params: request })
    throw rpcErrors.notAllowed()
  }

  return {
    namespace: 'bip122',
    info: { id: wallet.uuid, name: wallet.name, icon: wallet.icon, type: 'ANNOUNCED' },
    // Wallet Standard wallets have no stable id but their name.
    storageKey: `name:${wallet.name}`,
    async connect() {
      const account = paymentAccount(
        await provider.request({ method: 'bitcoin:connect', params: { purposes: ['payment'] } }),
      )
      if (!account) throw rpcErrors.internal('The wallet answered without a payment account')
      address = account.address
      return account
    },
    // `bitcoin:connect` has no silent form, and asking it again would prompt the user: a connection is restored
    // from the accounts the wallet still authorises this page for, which it lists without asking.
    async restore() {
      const account = authorisedAccount(await provider.request({ method: 'accounts' }).catch(() => []))
      address = account?.address
      return account
    },
    async disconnect() {
      address = undefined
      // `standard:disconnect` is optional for Bitcoin wallets: one without it has nothing to end.
      await provider.request({ method: 'standard:disconnect' }).catch(() => {})
    },
    // A Bitcoin wallet has no network to switch: each signing request names its chain.
    switchNetwork: async () => {},
    request: answer,
    onEvent: events.on,
  }
}
