import * as v from 'valibot'
import { HTTP_URL, list, strictRecord } from './fieldSchemas.js'
import { isPrintableLine, resourceUri } from './signInText.js'

/** EIP-4361: the statement is one line; bounded so that the wallet shows it whole. */
const STATEMENT_MAX_CHARS = 280
const MAX_RESOURCES = 16

/**
 * Sign in with X (ARCHITECTURE.md, "Account data and sign-in"): the dapp's backend, as URLs, since config is plain
 * data. `GET nonceUrl` → `{ nonce }`; `POST verifyUrl` `{ message, signature, address, caipNetworkId }` →
 * `{ session }`; `GET sessionUrl` → `{ session }` or 404. `required`: the user must sign in to stay connected.
 */
export const siwxSchema = v.optional(
  strictRecord(
    {
      required: v.optional(v.boolean('must be a boolean'), false),
      statement: v.optional(
        v.pipe(
          v.string('must be a string'),
          v.check(isPrintableLine, 'must be one line of printable characters'),
          v.maxLength(STATEMENT_MAX_CHARS, `must be at most ${STATEMENT_MAX_CHARS} characters`),
        ),
      ),
      nonceUrl: HTTP_URL,
      verifyUrl: HTTP_URL,
      sessionUrl: v.optional(HTTP_URL),
      /** EIP-4361 resources: URIs the sign-in also grants access to. */
      resources: v.optional(
        v.pipe(
          list(
            v.pipe(
              HTTP_URL,
              v.check((value) => resourceUri(value) !== undefined, 'must be a URL without white space'),
              v.transform((value) => resourceUri(value) ?? value),
            ),
            'must be an array of http(s) URLs',
          ),
          v.maxLength(MAX_RESOURCES, `must have at most ${MAX_RESOURCES} items`),
        ),
        [],
      ),
    },
    'must be an object',
  ),
)
