import {
  EventEmitter,
  WalletConnectionError,
  WalletDisconnectionError,
  type WalletError,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSendTransactionError,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import * as v from 'valibot'
import { isRecord } from '../../../shared/guards.js'
import type { HostWalletProvider } from '../host/hostWallet.js'

type AdapterEvents = {
  connect(address: string): void
  disconnect(): void
  error(error: WalletError): void
}

/** The wallet's error, kept as the typed error's `error` (its code says whether the user declined). */
const wrap =
  (Type: new (message?: string, error?: unknown) => WalletError) =>
  (error: unknown): never => {
    throw new Type(isRecord(error) && typeof error.message === 'string' ? error.message : undefined, error)
  }

/**
 * Wallet Standard's `standard:connect` output, through the proxy: the authorized accounts, each with an
 * address.
 */
const connectOutput = v.object({ accounts: v.array(v.object({ address: v.string() })) })

/**
 * `@solana/wallet-adapter-base`'s adapter model over a host page's Wallet Standard wallet, reached through the
 * loader (loader/walletStandardProxy.ts): ready state, `connect`/`disconnect` with `connect`/`disconnect`/`error`
 * events, and the signing calls, each failing with the package's typed error. Byte arrays only: the modal has no
 * `@solana/web3.js` (the adapter's `publicKey` is the base58 address here).
 */
export class SolanaStandardAdapter extends EventEmitter<AdapterEvents> {
  /** A proxied wallet was found in the page: it is installed. */
  readonly readyState = WalletReadyState.Installed
  connecting = false
  address: string | null = null

  constructor(private readonly provider: HostWalletProvider) {
    super()
    provider.on('accountsChanged', (accounts) => {
      if (this.address === null) return
      const [first] = Array.isArray(accounts) ? accounts : []
      if (typeof first === 'string') {
        this.address = first
        this.emit('connect', first)
      } else this.end()
    })
  }

  get connected(): boolean {
    return this.address !== null
  }

  /** `silent`: only an authorization the wallet already holds (Wallet Standard's `silent` connect). */
  async connect(silent = false): Promise<string | undefined> {
    this.connecting = true
    try {
      const output = await this.provider
        .request({ method: 'standard:connect', params: { silent } })
        .catch(wrap(WalletConnectionError))
      const parsed = v.safeParse(connectOutput, output)
      const address = parsed.success ? parsed.output.accounts[0]?.address : undefined
      if (address === undefined) {
        if (silent) return undefined
        throw new WalletConnectionError('The wallet answered without an account')
      }
      this.address = address
      this.emit('connect', address)
      return address
    } finally {
      this.connecting = false
    }
  }

  async disconnect(): Promise<void> {
    this.end()
    await this.provider.request({ method: 'standard:disconnect' }).catch(wrap(WalletDisconnectionError))
  }

  signMessage(message: Uint8Array): Promise<unknown> {
    return this.call('solana:signMessage', { message }, WalletSignMessageError)
  }

  signTransaction(transaction: Uint8Array, chain: string): Promise<unknown> {
    return this.call('solana:signTransaction', { transaction, chain }, WalletSignTransactionError)
  }

  signAndSendTransaction(transaction: Uint8Array, chain: string, options: object): Promise<unknown> {
    return this.call(
      'solana:signAndSendTransaction',
      { transaction, chain, options },
      WalletSendTransactionError,
    )
  }

  private call(method: string, input: object, Type: Parameters<typeof wrap>[0]): Promise<unknown> {
    if (this.address === null) return Promise.reject(new WalletNotConnectedError())
    return this.provider.request({ method, params: { ...input, pubkey: this.address } }).catch(wrap(Type))
  }

  private end() {
    if (this.address === null) return
    this.address = null
    this.emit('disconnect')
  }
}
