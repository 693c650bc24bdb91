/** Loads a classic script (an IIFE bundle, loader.js) and resolves once it ran. */
export function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = resolve
    script.onerror = () => reject(new Error(`Could not load ${src}: is its server running?`))
    document.head.append(script)
  })
}
