import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'modal-app/**/*.test.{ts,tsx}',
      'loader/**/*.test.ts',
      'e2e/stack/**/*.test.ts',
    ],
    environment: 'node',
  },
})
