import * as v from 'valibot'
import type { ProviderInfo } from '../../shared/protocol.js'
import { isDataImageUrl } from '../wallets/isDataImageUrl.js'
import { isRdns } from '../wallets/isRdns.js'
import { strictRecord } from './fieldSchemas.js'

/** The provider's EIP-6963 identity; a deployment can give its own name, reverse-DNS id and icon. */
/** @internal exported for its test */
export const DEFAULT_PROVIDER_INFO: ProviderInfo = {
  name: 'Wallet Modal',
  rdns: 'dev.wallet-modal',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b6cf6"/><path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
  )}`,
}

const NAME_MESSAGE = 'must be a non-empty string of at most 64 characters'
const RDNS_MESSAGE = 'must be a reverse domain name such as com.example.wallet'
const ICON_MESSAGE = 'must be a data:image/* URL'

/** `providerInfo`: how the loader announces the provider over EIP-6963; each field defaults to ours. */
export const providerInfoSchema = v.optional(
  strictRecord(
    {
      name: v.optional(
        v.pipe(
          v.string(NAME_MESSAGE),
          v.check((name) => name.trim() !== '', NAME_MESSAGE),
          v.maxLength(64, NAME_MESSAGE),
        ),
        DEFAULT_PROVIDER_INFO.name,
      ),
      rdns: v.optional(
        v.pipe(v.string(RDNS_MESSAGE), v.check(isRdns, RDNS_MESSAGE)),
        DEFAULT_PROVIDER_INFO.rdns,
      ),
      icon: v.optional(
        v.pipe(v.string(ICON_MESSAGE), v.check(isDataImageUrl, ICON_MESSAGE)),
        DEFAULT_PROVIDER_INFO.icon,
      ),
    },
    'must be an object { name?, rdns?, icon? }',
  ),
  {},
)
