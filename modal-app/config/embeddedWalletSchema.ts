import * as v from 'valibot'
import { strictRecord, url } from './fieldSchemas.js'

const AUTH_URL_MESSAGE = 'must be an http(s) URL without query or fragment'

/**
 * ARCHITECTURE.md, "Embedded wallet": the deployment's choice (its `config.json`), never the dapp's. `{}` offers the
 * passkey wallet ("Continue with a passkey" in Connect) in `passkey` custody: a random key wrapped under the passkey's
 * PRF output, which no server holds. `authUrl` (the auth server, `auth-server/`) adds email and social login
 * (SPEC §2's email and social methods), and escrows the wrapped key so that the same wallet opens on every site;
 * `custody: 'server'` makes that server the key's custodian (it releases the key to the vault after login; it needs
 * `authUrl`). Absent: no embedded wallet.
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
      },
      'must be an object { custody?, authUrl? }',
    ),
    v.check(
      (value) => value.custody !== 'server' || value.authUrl !== undefined,
      "custody 'server' needs authUrl: the auth server keeps the key",
    ),
  ),
)
