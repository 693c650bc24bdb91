import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { headersFor, readHeadersFile } from '../../e2e/stack/headersFile.js'
import { DEFAULT_ALLOWED_ORIGINS } from '../config/origins.js'
import { buildCsp, buildHeadersFile, buildNginxHeaders, buildSecurityHeaders } from './headers.js'

function frameAncestors(csp: string): string[] {
  const directive = csp.split('; ').find((part) => part.startsWith('frame-ancestors '))
  return directive!.split(' ').slice(1)
}

describe('buildCsp', () => {
  test('default', () => {
    expect(buildCsp(['https://app.example.com'], false).split('; ')).toMatchInlineSnapshot(`
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self' https: wss:",
        "frame-src 'self' https:",
        "base-uri 'none'",
        "object-src 'none'",
        "form-action 'none'",
        "frame-ancestors https://app.example.com",
      ]
    `)
  })

  test('behavior: adds the default origins after the allowed ones', () => {
    expect(frameAncestors(buildCsp(['https://app.example.com'], true))).toEqual([
      'https://app.example.com',
      ...DEFAULT_ALLOWED_ORIGINS,
    ])
  })

  test('behavior: wildcards, ports, case and a trailing slash', () => {
    expect(
      frameAncestors(
        buildCsp(
          ['https://*.Example.com', 'http://localhost:*', 'http://127.0.0.1:5174/', 'https://[::1]:8443'],
          false,
        ),
      ),
    ).toEqual(['https://*.example.com', 'http://localhost:*', 'http://127.0.0.1:5174', 'https://[::1]:8443'])
  })

  test('behavior: duplicates are listed once', () => {
    const first = DEFAULT_ALLOWED_ORIGINS[0]!
    expect(frameAncestors(buildCsp([first, first], true)).filter((origin) => origin === first)).toHaveLength(
      1,
    )
  })

  test("behavior: nothing allowed is 'none'", () => {
    expect(frameAncestors(buildCsp([], false))).toEqual(["'none'"])
  })

  test('error: an origin that would inject a directive', () => {
    expect(() =>
      buildCsp(["https://a.example; script-src 'unsafe-inline'"], false),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: config.json: allowedOrigins: "https://a.example; script-src 'unsafe-inline'" is not an origin like https://app.example.com]`,
    )
    for (const origin of [
      'https://a.example https://b.example',
      'https://a.example,https://b.example',
      'https://a.example\nX-Other: 1',
      '*',
      'https:',
      'app.example.com',
      'https://my_app.example.com',
      '',
    ]) {
      expect(() => buildCsp([origin], false)).toThrow(/is not an origin/)
    }
  })

  test('behavior: the defaults are valid CSP sources', () => {
    expect(() => buildCsp([], true)).not.toThrow()
  })
})

describe('buildSecurityHeaders', () => {
  test('default', () => {
    expect(buildSecurityHeaders([], false)).toMatchInlineSnapshot(`
      [
        [
          "Content-Security-Policy",
          "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' https: wss:; frame-src 'self' https:; base-uri 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'none'",
        ],
        [
          "X-Content-Type-Options",
          "nosniff",
        ],
        [
          "Referrer-Policy",
          "strict-origin-when-cross-origin",
        ],
        [
          "Origin-Agent-Cluster",
          "?1",
        ],
      ]
    `)
  })
})

describe('buildHeadersFile', () => {
  test('default', () => {
    expect(
      buildHeadersFile({ allowedOrigins: ['https://app.example.com'], defaultOrigins: false }),
    ).toMatchInlineSnapshot(`
      "/*
        Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' https: wss:; frame-src 'self' https:; base-uri 'none'; object-src 'none'; form-action 'none'; frame-ancestors https://app.example.com
        X-Content-Type-Options: nosniff
        Referrer-Policy: strict-origin-when-cross-origin
        Origin-Agent-Cluster: ?1
      /loader.js
        Access-Control-Allow-Origin: *
      /loader.mjs
        Access-Control-Allow-Origin: *
      /react.mjs
        Access-Control-Allow-Origin: *
      /wallet-standard.js
        Access-Control-Allow-Origin: *
      /popup.html
        Content-Security-Policy: frame-ancestors 'none'
      /popup
        Content-Security-Policy: frame-ancestors 'none'
      /assets/*
        Cache-Control: public, max-age=31536000, immutable
      "
    `)
  })

  test('behavior: the modal’s page, wherever it is served, asks for an agent cluster of its own origin', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wallet-modal-headers-'))
    try {
      writeFileSync(join(folder, '_headers'), buildHeadersFile({ allowedOrigins: [], defaultOrigins: false }))
      const rules = await readHeadersFile(join(folder, '_headers'))
      for (const path of ['/', '/index.html', '/wallet/', '/wallet/index.html'])
        expect(headersFor(rules, path).get('Origin-Agent-Cluster'), path).toBe('?1')
      // Beside the other rules: the hashed assets keep their Cache-Control, the loader its CORS header.
      expect(headersFor(rules, '/assets/index-abc.js').get('Cache-Control')).toContain('immutable')
      expect(headersFor(rules, '/loader.js').get('Access-Control-Allow-Origin')).toBe('*')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test('behavior: the wallet window (popup.html) gets the modal’s policy and one that no page may frame it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wallet-modal-headers-'))
    try {
      writeFileSync(
        join(folder, '_headers'),
        buildHeadersFile({ allowedOrigins: ['https://app.example.com'], defaultOrigins: false }),
      )
      const rules = await readHeadersFile(join(folder, '_headers'))
      for (const path of ['/popup.html', '/popup']) {
        const csp = headersFor(rules, path).get('Content-Security-Policy')
        // Two policies (a comma between): both are enforced, so 'none' wins over the dapp's frame-ancestors.
        expect(csp?.split(', '), path).toEqual([
          expect.stringContaining('frame-ancestors https://app.example.com'),
          "frame-ancestors 'none'",
        ])
        expect(headersFor(rules, path).get('Origin-Agent-Cluster'), path).toBe('?1')
      }
      expect(headersFor(rules, '/index.html').get('Content-Security-Policy')).not.toContain(
        "frame-ancestors 'none'",
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('buildNginxHeaders', () => {
  test('default', () => {
    expect(
      buildNginxHeaders({ allowedOrigins: ['https://app.example.com'], defaultOrigins: false }),
    ).toMatchInlineSnapshot(`
      "add_header Content-Security-Policy "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' https: wss:; frame-src 'self' https:; base-uri 'none'; object-src 'none'; form-action 'none'; frame-ancestors https://app.example.com" always;
      add_header X-Content-Type-Options "nosniff" always;
      add_header Referrer-Policy "strict-origin-when-cross-origin" always;
      add_header Origin-Agent-Cluster "?1" always;"
    `)
    expect(buildNginxHeaders({ allowedOrigins: [], defaultOrigins: false })).toContain(
      'add_header Origin-Agent-Cluster "?1" always;',
    )
  })
})
