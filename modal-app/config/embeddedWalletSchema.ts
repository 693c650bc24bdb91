import * as v from 'valibot'
import { strictRecord, url } from './fieldSchemas.js'
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

const AUTH_URL_MESSAGE = 'must be an http(s) URL without query or fragment'

/**
 * ARCHITECTURE.md, "Embedded wallet": the deployment's choice (its `config.json`), never the dapp's. `{}` offers the
 * passkey wallet ("Continue with a passkey" in Connect) in `passkey` custody: a random key wrapped under the passkey's
 * PRF output, which no server holds. `authUrl` (the auth server, `auth-server/`) adds email and social login
 * (SPEC §2's email and social methods), and escrows the wrapped key so that the same wallet opens on every site;
 * `custody: 'server'` makes that server the key's custodian (it releases the key to the vault after login; it needs
 * `authUrl`). `smartAccounts` names, per network, the delegate of the EIP-7702 smart account (never the dapp's
 * choice: the delegate's code runs as the account). Absent: no embedded wallet.
 */
export const embeddedWalletSchema = v.optional(
  v.pipe(
    strictRecord(
      {
        custody: v.optional(v.picklist(['passkey', 'server'], "must be 'passkey' or 'server'"), 'passkey'),
        authUrl: v.optional(
          v.pipe(
            url(['http:', 'https:'], AUTH_URL_MESSAGE),
            v.check((value) => new URL(value).search === '' && new URL(value).hash === '', AUTH_URL_MESSAGE),
            v.transform((value) => value.replace(/\/+$/, '')),
          ),
        ),
        smartAccounts: smartAccountsSchema,
      },
      'must be an object { custody?, authUrl?, smartAccounts? }',
    ),
    v.check(
      (value) => value.custody !== 'server' || value.authUrl !== undefined,
      "custody 'server' needs authUrl: the auth server keeps the key",
    ),
  ),
)
