import type { ConnectorInfo } from '../types.js'

/** The passkey wallet as Connect, Account and the registry know it (SPEC §3's AUTH connector). */
export const EMBEDDED_INFO: ConnectorInfo = { id: 'embedded', name: 'Passkey wallet', icon: '', type: 'AUTH' }
