import type { WalletAccount } from '@wallet-standard/base'

/** A request to the modal: how the modal's Wallet Standard wallet reaches it. */
export type ModalCall = (method: string, params?: object) => Promise<unknown>

/** A feature method that runs `method` once per input, in order, with the input's account named by its address. */
export const eachInput =
  (call: ModalCall, method: string) =>
  async (...inputs: readonly { account: WalletAccount }[]): Promise<never> => {
    const outputs = []
    for (const { account, ...rest } of inputs)
      outputs.push(await call(method, { ...rest, pubkey: account.address }))
    return outputs as never
  }
