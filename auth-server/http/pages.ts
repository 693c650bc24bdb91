const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const page = (title: string, content: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`

/** The approval link's page: a button, so that a mail scanner opening the link approves nothing. */
export const approvePage = (approval: string) =>
  page(
    'Approve this device',
    `<form method="post" action="/v1/device/approve"><input type="hidden" name="t" value="${escapeHtml(approval)}">` +
      '<button type="submit">Approve</button></form>',
  )

export const approvedPage = (dappOrigin: string) =>
  page('Device approved', `<p>We sent you a code: enter it in the wallet on ${escapeHtml(dappOrigin)}.</p>`)

export const failedPage = (message: string) => page('Not approved', `<p>${escapeHtml(message)}</p>`)

/** A value inside an inline script: JSON with `<` escaped, so no `</script>` can close it. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The social callback's page, in the popup: tells the modal that opened it (its origin is the flow's, never one
 * read from the request) that the flow ended, then closes. Carries no token: the modal redeems the flow itself.
 */
export const socialDonePage = (
  result: { flowId?: string; modalOrigin?: string; error?: string },
  nonce: string,
) =>
  page(
    result.error ? 'Login failed' : 'Logged in',
    `<p>${escapeHtml(result.error ?? 'You can close this window.')}</p>` +
      (result.flowId && result.modalOrigin
        ? `<script nonce="${nonce}">if (window.opener) window.opener.postMessage(${scriptValue({
            type: 'social:done',
            flowId: result.flowId,
          })}, ${scriptValue(result.modalOrigin)});${result.error ? '' : 'window.close();'}</script>`
        : ''),
  )
