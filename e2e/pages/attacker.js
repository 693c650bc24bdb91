// A frame from another origin inside the dapp page. It tries to connect to every sibling frame as if it were
// the modal's parent, and collects the replies.
window.attack = () =>
  new Promise((resolve) => {
    const replies = []
    addEventListener('message', (event) => {
      if (event.data?.wm) replies.push(event.data)
      if (event.data?.wm === 'refused') resolve(replies)
    })
    for (let index = 0; index < parent.frames.length; index++) {
      const target = parent.frames[index]
      if (target === window) continue
      const modal = new MessageChannel()
      const host = new MessageChannel()
      target.postMessage({ wm: 'connect', v: 1 }, '*', [modal.port2, host.port2])
    }
  })
document.body.dataset.ready = ''
