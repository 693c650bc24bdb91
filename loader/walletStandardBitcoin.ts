import type { WalletAccount } from '@wallet-standard/base'
import { eachInput, type ModalCall } from './walletStandardCall.js'

/**
 * The modal's wallet's Bitcoin features (ARCHITECTURE.md, "Solana and Bitcoin": the Exodus / MetaMask shapes,
 * version 1.0.0), forwarded to the modal. The modal connects the user's wallet's `payment` account (SPEC's bip122
 * default) and its `ordinals` one when it has one, listed in that order: `bitcoin:connect` answers one account per
 * purpose asked, in the order asked, for the purposes the connected wallet has. `accounts` reads the wallet's
 * accounts after `refresh`.
 */
export function bitcoinFeatures(
  call: ModalCall,
  refresh: () => Promise<void>,
  accounts: () => WalletAccount[],
) {
  return {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }: { purposes?: string[] } = {}) {
        await call('bip122_requestAccounts')
        await refresh()
        const [payment, ordinals] = accounts().filter((account) =>
          account.chains.some((chain) => chain.startsWith('bip122:')),
        )
        return {
          accounts: (purposes ?? ['payment']).flatMap(
            (purpose) =>
              (purpose === 'payment' ? payment : purpose === 'ordinals' ? ordinals : undefined) ?? [],
          ),
        }
      },
    },
    'bitcoin:signMessage': { version: '1.0.0', signMessage: eachInput(call, 'bip122_signMessage') },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      // Each input to sign names its account by address, as the modal's checks expect.
      async signTransaction(...inputs: { inputsToSign: { account: WalletAccount }[] }[]) {
        const outputs = []
        for (const { inputsToSign, ...rest } of inputs)
          outputs.push(
            await call('bip122_signTransaction', {
              ...rest,
              inputsToSign: inputsToSign.map(({ account, ...input }) => ({
                ...input,
                address: account.address,
              })),
            }),
          )
        return outputs
      },
    },
  }
}
