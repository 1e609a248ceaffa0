// The page's engine runs here, off the page's thread: Go's wasm_exec.js,
// then ripple compiled to WebAssembly, whose main sets onmessage and
// answers with JSON strings (see examples/web/wasm).
importScripts('wasm_exec.js');

const engineURL = new URL(self.location.href).searchParams.get('engine') || 'ripple.wasm';

async function start() {
  const go = new Go();
  const response = await fetch(engineURL);
  if (!response.ok) {
    throw new Error(engineURL + ': ' + response.status + ' ' + (await response.text()).trim());
  }
  let instance;
  if (WebAssembly.instantiateStreaming && response.headers.get('Content-Type') === 'application/wasm') {
    ({instance} = await WebAssembly.instantiateStreaming(response, go.importObject));
  } else {
    ({instance} = await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject));
  }
  go.run(instance);
}

start().catch(err => postMessage(JSON.stringify({type: 'fatal', error: 'web: the engine did not start: ' + err.message})));
