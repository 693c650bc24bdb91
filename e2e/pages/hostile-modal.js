// Plays a compromised modal (deep-links.spec.ts): it says `hello` as the modal does and takes the loader's host
// port; `openLinks(links)` then asks the loader to open each link, and resolves with the loader's answers.
const hostPort = new Promise((resolve) =>
  addEventListener('message', (event) => event.data?.wm === 'connect' && resolve(event.ports[1])),
)
window.openLinks = async (links) => {
  const host = await hostPort
  const answers = []
  return new Promise((resolve) => {
    host.onmessage = ({ data }) => {
      answers.push(data)
      if (answers.length === links.length) resolve(answers)
    }
    for (const [index, link] of links.entries())
      host.postMessage({
        id: `${index}`,
        type: 'APPLY',
        path: ['openUrl'],
        argumentList: [{ type: 'RAW', value: link }],
      })
  })
}
parent.postMessage({ wm: 'hello' }, '*')
