import * as v from 'valibot'
import { strictRecord } from './fieldSchemas.js'

/**
 * ARCHITECTURE.md, "Embedded wallet": the deployment's choice (its `config.json`), never the dapp's. `{}` offers the
 * passkey wallet ("Continue with a passkey" in Connect) in `passkey` custody: a random key wrapped under the passkey's
 * PRF output, which no server holds. Absent: no embedded wallet.
 */
export const embeddedWalletSchema = v.optional(
  strictRecord(
    {
      custody: v.optional(
        v.picklist(['passkey'], "must be 'passkey' (server custody is not built yet)"),
        'passkey',
      ),
    },
    'must be an object { custody? }',
  ),
)
