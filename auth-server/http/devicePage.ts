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
