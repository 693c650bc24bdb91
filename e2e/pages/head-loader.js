// For head.html: writes the loader's <script> tag while the parser is in <head>, from ?folder= (the modal's). A
// parser-written tag blocks and runs exactly as a static <script src> does.
const folder = new URLSearchParams(location.search).get('folder')
document.write(`<script src="${new URL('loader.js', `${folder}/`).href}"></script>`)
