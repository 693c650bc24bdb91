// The bench's reference (e2e/bench/inPagePage.ts bundles it): a React modal rendered in the dapp's own page, the way
// most wallet modals ship. Its Connect button opens a dialog with a list of wallet rows through React state; the
// click is a discrete event, so React renders it in the click's own task. No animation, as the modal has none.
import { createElement as h, useState } from 'react'
import { createRoot } from 'react-dom/client'

const WALLETS = ['Test Wallet', 'MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow', 'Rabby', 'Phantom']
const icon = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="10" fill="hsl(${hue} 70% 45%)"/></svg>`,
  )}`

function Modal({ onClose }: { onClose: () => void }) {
  return h(
    'div',
    {
      style: {
        position: 'fixed',
        inset: 0,
        background: 'rgb(20 21 23 / 0.4)',
        display: 'grid',
        placeItems: 'center',
      },
      onClick: (event: { target: unknown; currentTarget: unknown }) =>
        event.target === event.currentTarget && onClose(),
    },
    h(
      'div',
      {
        role: 'dialog',
        'aria-modal': true,
        'aria-label': 'Connect wallet',
        style: { width: 360, background: '#fff', borderRadius: 24, padding: 16, font: '14px system-ui' },
      },
      h('h2', { style: { textAlign: 'center', margin: '0 0 12px' } }, 'Connect wallet'),
      h(
        'section',
        { 'aria-label': 'Wallets' },
        WALLETS.map((name, index) =>
          h(
            'button',
            {
              key: name,
              type: 'button',
              style: { display: 'flex', alignItems: 'center', gap: 12, width: '100%', padding: 8, border: 0 },
            },
            h('img', { src: icon(index * 50), width: 40, height: 40, alt: '' }),
            name,
          ),
        ),
      ),
    ),
  )
}

function Page() {
  const [open, setOpen] = useState(false)
  return h(
    'main',
    null,
    h('h1', null, 'In-page modal'),
    h('button', { id: 'connect', type: 'button', onClick: () => setOpen(true) }, 'Connect'),
    open && h(Modal, { onClose: () => setOpen(false) }),
  )
}

createRoot(document.getElementById('root')!).render(h(Page))
