import * as v from 'valibot'
import { cleanDisplayText } from './cleanDisplayText.js'
import { HTTP_URL, list, strictRecord } from './fieldSchemas.js'

/** The dapp's name and description are its claims, shown to the user and to wallets: bounded like wallet names. */
const METADATA_NAME_MAX_CHARS = 40
const METADATA_DESCRIPTION_MAX_CHARS = 160

/**
 * The dapp's `metadata`, its name and description cleaned (control and bidi characters removed, bounded). `url` is
 * checked but never vouched for: the modal names the origin the handshake verified instead.
 */
export const metadataSchema = v.optional(
  strictRecord(
    {
      name: v.pipe(
        v.string('must be a non-empty string'),
        v.transform((name) => cleanDisplayText(name, METADATA_NAME_MAX_CHARS)),
        v.nonEmpty('must be a non-empty string'),
      ),
      description: v.optional(
        v.pipe(
          v.string('must be a string'),
          v.transform((description) => cleanDisplayText(description, METADATA_DESCRIPTION_MAX_CHARS)),
        ),
        '',
      ),
      url: HTTP_URL,
      icons: v.optional(list(HTTP_URL, 'must be an array of http(s) URLs'), []),
    },
    'must be an object',
  ),
)
