import * as v from 'valibot'
import { strictRecord } from './fieldSchemas.js'
import { isRecord } from './isRecord.js'

const SMART_ACCOUNTS_MESSAGE =
  "must be an object of eip155 CAIP network ids and delegate addresses, such as { 'eip155:1': '0x…' }"
const EIP155_NETWORK = /^eip155:[1-9][0-9]{0,15}$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * `smartAccounts`: per eip155 network, the address of the audited EIP-7702 delegate (`Simple7702Account` of
 * `@account-abstraction/contracts`) the passkey wallet upgrades to. Checked by hand (the one key rule and the one
 * value rule), so that no valibot function the startup chunk lacks comes with it.
 */
const smartAccountsSchema = v.optional(
  v.pipe(
    v.custom<Record<string, string>>(isRecord, SMART_ACCOUNTS_MESSAGE),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      for (const [key, value] of Object.entries(dataset.value)) {
        if (!EIP155_NETWORK.test(key))
          addIssue({ message: `has '${key.slice(0, 40)}', not an eip155 CAIP network id such as eip155:1` })
        else if (typeof value !== 'string' || !EVM_ADDRESS.test(value))
          addIssue({ message: `['${key}'] must be a 0x-prefixed 40-hex-digit address` })
      }
    }),
  ),
  {},
)

/**
 * ARCHITECTURE.md, "Embedded wallet": the deployment's choice (its `config.json`), never the dapp's. `{}` offers the
 * passkey wallet ("Continue with a passkey" in Connect) in `passkey` custody: a random key wrapped under the passkey's
 * PRF output, which no server holds. Absent: no embedded wallet. `smartAccounts` names, per network, the delegate
 * of the EIP-7702 smart account (never the dapp's choice: the delegate's code runs as the account).
 */
export const embeddedWalletSchema = v.optional(
  strictRecord(
    {
      custody: v.optional(
        v.picklist(['passkey'], "must be 'passkey' (server custody is not built yet)"),
        'passkey',
      ),
      smartAccounts: smartAccountsSchema,
    },
    'must be an object { custody?, smartAccounts? }',
  ),
)
