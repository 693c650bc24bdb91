import { INVALID_PARAMS } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'

/**
 * The longest array the host page may send in one argument (networks, wallets, RPC params, batched calls).
 * @internal exported for the tests
 */
export const MAX_ARRAY_LENGTH = 1_000
/** How many values one argument may hold in all, nested ones included. @internal exported for the tests */
export const MAX_VALUES = 20_000
const MAX_DEPTH = 32

/**
 * Checks an argument from the host page (untrusted) before anything loops over it: arrays dense and at most
 * {@link MAX_ARRAY_LENGTH} long (a few-byte message can carry a sparse array of length 1e8, and a config with holes
 * breaks the resolved config's invariants), at most {@link MAX_VALUES} values and 32 levels in all. Typed arrays and
 * other binary values count as one value. Lengths are checked before any loop, with index loops, never `every()`.
 * @throws {ProviderRpcError} -32602 naming `what` and the path of the first offending value.
 */
export function checkBridgeData(value: unknown, what: string): void {
  let values = 0
  const refuse = (path: string, problem: string) =>
    new ProviderRpcError(INVALID_PARAMS, `Invalid ${what}: ${path} ${problem}`)
  const visit = (node: unknown, path: string, depth: number): void => {
    if (++values > MAX_VALUES) throw refuse(what, `holds more than ${MAX_VALUES} values`)
    if (typeof node !== 'object' || node === null || ArrayBuffer.isView(node) || node instanceof ArrayBuffer)
      return
    if (depth > MAX_DEPTH) throw refuse(path, `is nested deeper than ${MAX_DEPTH} levels`)
    if (Array.isArray(node)) {
      if (node.length > MAX_ARRAY_LENGTH)
        throw refuse(path, `has ${node.length} items; at most ${MAX_ARRAY_LENGTH} are accepted`)
      for (let index = 0; index < node.length; index++) {
        if (!(index in node)) throw refuse(`${path}[${index}]`, 'is a hole: arrays must be dense')
        visit(node[index], `${path}[${index}]`, depth + 1)
      }
      return
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${path}.${key}`, depth + 1)
  }
  visit(value, what, 0)
}
