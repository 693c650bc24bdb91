import { type Address, decodeFunctionData, erc20Abi, type Hex, size, slice } from 'viem'

/** A call's data as ApproveTransaction names it: ERC-20 `transfer` and `approve` by name, anything else by selector. */
export type ShownCall =
  | { kind: 'none' }
  | { kind: 'transfer'; token: Address; recipient: Address; amount: bigint }
  | { kind: 'approve'; token: Address; spender: Address; amount: bigint }
  | { kind: 'unknown'; selector: Hex }

/** Decodes `data` sent to `to`. */
export function shownCall(to: Address | undefined, data: Hex | undefined): ShownCall {
  if (data === undefined || size(data) === 0) return { kind: 'none' }
  if (to !== undefined && size(data) >= 4)
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data })
      if (decoded.functionName === 'transfer') {
        const [recipient, amount] = decoded.args
        return { kind: 'transfer', token: to, recipient, amount }
      }
      if (decoded.functionName === 'approve') {
        const [spender, amount] = decoded.args
        return { kind: 'approve', token: to, spender, amount }
      }
    } catch {
      // Not ERC-20's: shown by its selector.
    }
  return { kind: 'unknown', selector: size(data) >= 4 ? slice(data, 0, 4) : data }
}
