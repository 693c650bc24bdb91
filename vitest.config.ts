import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The loader's build constants (vite.config.ts). Its tests play a page with a script tag where they stub a
  // `document`, and a server (loader/react.ts's) where there is none.
  define: { SCRIPT_TAG: 'typeof document !== "undefined"', WALLET_STANDARD_INTEGRITY: '""' },
  test: {
    include: [
      'shared/**/*.test.ts',
      'auth-server/**/*.test.ts',
      'modal-app/**/*.test.{ts,tsx}',
      'loader/**/*.test.ts',
      'e2e/stack/**/*.test.ts',
      'e2e/wallet/**/*.test.ts',
      'e2e/walletconnect/**/*.test.ts',
    ],
    environment: 'node',
  },
})
