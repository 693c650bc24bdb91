import type { Browser } from '@playwright/test'

/** The URLs of the frames that run in a renderer process of their own (out-of-process iframes). */
export async function outOfProcessFrames(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { targetInfos } = await cdp.send('Target.getTargets')
    return targetInfos.filter((target) => target.type === 'iframe').map((target) => target.url)
  } finally {
    await cdp.detach()
  }
}

export type Preflight = { status: number; maxAge: string | null; allowOrigin: string | null }

/** What anvil answers to the CORS preflight that `Content-Type: application/json` POSTs need. */
export function anvilPreflight(rpcUrl: string, origin: string): Promise<Preflight> {
  return fetch(rpcUrl, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  }).then((response) => ({
    status: response.status,
    maxAge: response.headers.get('access-control-max-age'),
    allowOrigin: response.headers.get('access-control-allow-origin'),
  }))
}
