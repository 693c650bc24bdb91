// The loader's timings (the modal's constants live beside their users in modal-app/).

export const IFRAME_LOAD_TIMEOUT_MS = 20_000

// The loader: after the frame's `load`, how long to wait for `hello` before deciding the frame was blocked (a
// `frame-ancestors` CSP that does not list the host page, or an error page). `hello` normally comes before `load`.
export const MODAL_HELLO_GRACE_MS = 3_000
