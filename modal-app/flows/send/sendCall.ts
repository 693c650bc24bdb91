import { type Address, encodeFunctionData, erc20Abi, type Hex, isAddress, numberToHex } from 'viem'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { TokenBalance } from '../../data/accountTypes.js'

/** The call a send makes: the value itself for the native token, ERC-20 `transfer(to, amount)` for a token. */
export type SendCall = { to: Address; value: bigint; data?: Hex | undefined }

export function sendCallOf(token: Pick<TokenBalance, 'address'>, to: Address, amount: bigint): SendCall {
  if (token.address === undefined) return { to, value: amount }
  if (!isAddress(token.address, { strict: false }))
    throw new Error(`${token.address} is not a token contract`)
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  return { to: token.address, value: 0n, data }
}

/** The fee the modal estimated: the gas and its price, EIP-1559's or a legacy gas price. */
export type SendFee = {
  gas: bigint
  price: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }
  /** The most it can cost: gas × the highest price per gas. */
  total: bigint
}

/**
 * The `eth_sendTransaction` the connected wallet is asked to sign and send (its own UI asks the user), with the gas
 * and the fee the modal estimated: what it showed as the fee, and what Max left room for, is what the wallet pays.
 */
export function sendRequestOf(from: Address, call: SendCall, fee: SendFee): RequestArguments {
  const price =
    'gasPrice' in fee.price
      ? { gasPrice: numberToHex(fee.price.gasPrice) }
      : {
          maxFeePerGas: numberToHex(fee.price.maxFeePerGas),
          maxPriorityFeePerGas: numberToHex(fee.price.maxPriorityFeePerGas),
        }
  return {
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: call.to,
        value: numberToHex(call.value),
        ...(call.data === undefined ? {} : { data: call.data }),
        gas: numberToHex(fee.gas),
        ...price,
      },
    ],
  }
}
