import { defineConfig } from 'vitest/config'

export default defineConfig({
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
