import * as v from 'valibot'
import { type Address, type Hex, isAddress } from 'viem'
import { NodeAnswerError } from './errors.js'

// What nodes answer (JSON-RPC results, logs, multicall reads), checked before use: a network's RPC URLs are
// the
// app's choice, and a node may be anyone's. Unknown fields are ignored.

const HEX = /^0x[0-9a-f]*$/i
const QUANTITY = /^0x[0-9a-f]+$/i

/** Hex data, a hash or a topic: `0x` and hex digits. */
export const hexSchema = v.custom<Hex>(
  (value) => typeof value === 'string' && HEX.test(value),
  'must be 0x hex',
)
/** A hex quantity (a block number, an amount): `0x` and at least one digit. */
export const quantitySchema = v.custom<Hex>(
  (value) => typeof value === 'string' && QUANTITY.test(value),
  'must be a 0x hex quantity',
)
/** An address, in any case. */
export const addressSchema = v.custom<Address>(
  (value) => typeof value === 'string' && isAddress(value, { strict: false }),
  'must be an address',
)

/** A log as `eth_getLogs` answers it: what every reader needs of it. */
export const logSchema = v.object({ address: addressSchema, topics: v.array(hexSchema), data: hexSchema })

/**
 * A node's answer to `call`, checked against `schema`.
 * @throws {NodeAnswerError} naming the call, and the first field that is wrong and why.
 */
export function parseNodeAnswer<TSchema extends v.GenericSchema>(
  schema: TSchema,
  answer: unknown,
  call: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, answer)
  if (result.success) return result.output
  const [issue] = result.issues
  const path = issue.path?.map((item) => String(item.key)).join('.')
  throw new NodeAnswerError(`The node's answer to ${call} is malformed`, {
    details: path ? `${path} ${issue.message}` : issue.message,
  })
}

/** A multicall read's result; undefined when the read failed. */
export const resultOf = (read: { status: string; result?: unknown } | undefined): unknown =>
  read?.status === 'success' ? read.result : undefined
