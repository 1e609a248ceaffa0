// The page's engine runs here, off the page's thread: Go's wasm_exec.js,
// then the page's program compiled to WebAssembly, whose watch.Main sets
// onmessage and answers with JSON strings (see watch/engine_js.go).
//
// The engine never ends by itself. If it does (a fatal error, such as
// running out of its 4 GiB of WebAssembly memory, ends the Go program) or
// traps, the worker sends {"type":"exit","error":LINE} and closes, so that
// the page can say so and offer a new engine; if it cannot be loaded, it
// sends {"type":"fatal","error":LINE}.
'use strict';
importScripts('wasm_exec.js');

const engineURL = new URL(self.location.href).searchParams.get('engine') || 'ripple.wasm';

// stderr is the start of what the Go program writes to standard error:
// nothing while it runs, the reason and a goroutine dump when it dies.
let stderr = '';
const writeSync = fs.writeSync;
const decoder = new TextDecoder();
fs.writeSync = function (fd, buf) {
  if (fd === 2 && stderr.length < 4096) stderr += decoder.decode(buf);
  return writeSync.call(this, fd, buf);
};

// lastWords is the line that says why the Go program died: Go's
// "fatal error: …" or "panic: …", else its first line on standard error.
function lastWords() {
  const lines = stderr.split('\n').map(l => l.trim()).filter(Boolean);
  return lines.find(l => /^(fatal error|panic): /.test(l)) || lines[0] || '';
}

let ended = false;

// exit reports the end of the engine once and closes the worker.
function exit(line) {
  if (ended) return;
  ended = true;
  postMessage(JSON.stringify({type: 'exit', error: line}));
  close();
}

// A trap after main started surfaces in the event the Go program was
// handling (a message, a timer) as an uncaught error: the program is then
// in an unknown state, so it counts as dead. Reported here, it does not
// reach the page a second time as the worker's error event.
self.addEventListener('error', e => {
  e.preventDefault();
  exit('web: the engine crashed: ' + (e.message || 'unknown error'));
});

async function load(go) {
  const response = await fetch(engineURL);
  if (!response.ok) {
    throw new Error(engineURL + ': ' + response.status + ' ' + (await response.text()).trim());
  }
  if (WebAssembly.instantiateStreaming && response.headers.get('Content-Type') === 'application/wasm') {
    return (await WebAssembly.instantiateStreaming(response, go.importObject)).instance;
  }
  return (await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject)).instance;
}

async function start() {
  const go = new Go();
  let code = 0;
  go.exit = c => { code = c; };
  let instance;
  try {
    instance = await load(go);
  } catch (err) {
    postMessage(JSON.stringify({type: 'fatal', error: 'web: the engine did not start: ' + err.message}));
    return;
  }
  try {
    await go.run(instance); // resolves when the Go program has exited
  } catch (err) {
    exit('web: the engine crashed: ' + err.message); // a trap before main's first wait
    return;
  }
  const why = lastWords();
  exit(`web: the engine stopped (exit status ${code}${why ? ': ' + why : ''})`);
}

start();
