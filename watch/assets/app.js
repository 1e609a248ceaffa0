// The page: it sends the input to the engine (ripple compiled to
// WebAssembly, running in worker.js) and draws what comes back. It does no
// searching of its own: every layer, path and answer comes from the engine.
'use strict';

const ENGINE = 'ripple.wasm'; // the engine: the page's program compiled to WebAssembly

// The engine keeps every state it reaches in WebAssembly's memory, at
// most 4 GiB in a browser tab. TAB_HOLDS is about how many states of a
// 3×4 sliding puzzle fit in it, measured in Chromium (docs/benchmarks.md,
// "The web page's state limit"): the one puzzle on the page whose states
// are kept in a hash map, not in arrays indexed by square, cell or word.
// MAX_STATES, the largest state limit the page takes, is less than half
// of that, so that a search ends at its limit, not out of memory, with
// room to spare for other boards and browsers (watch.MaxStateLimit).
const MAX_STATES = 20_000_000;
const TAB_HOLDS = 58_000_000;

const SVGNS = 'http://www.w3.org/2000/svg';
const $ = id => document.getElementById(id);

const ui = {
  puzzle: $('puzzle'), input: $('input'), help: $('help'), maxStates: $('maxStates'),
  reset: $('reset'), stop: $('stop'), status: $('status'), error: $('error'), restart: $('restart'),
  answer: $('answer'), answerNote: $('answerNote'), layers: $('layers'), layersKey: $('layersKey'),
  costs: $('costs'), costsRow: $('costsRow'), summary: $('summary'), chartTitle: $('chartTitle'),
  first: $('first'), prev: $('prev'), play: $('play'), next: $('next'), last: $('last'),
  step: $('step'), caption: $('caption'), legend: $('legend'), view: $('view'), chart: $('chart'),
};

const state = {
  worker: null, ready: false, dead: false, puzzles: [], puzzle: null, inputs: {},
  runId: 0, pending: 0, watchdog: 0, debounce: 0,
  result: null, step: 0, timer: 0,
};

// ---- the engine -----------------------------------------------------------

function startWorker() {
  const worker = new Worker('worker.js?engine=' + encodeURIComponent(ENGINE));
  // A replaced worker's last words are not about the engine running now.
  const current = f => e => { if (worker === state.worker) f(e); };
  worker.onmessage = current(e => onEngine(JSON.parse(e.data)));
  worker.onerror = current(e => dead('web: the engine failed: ' + (e.message || 'unknown error')));
  worker.onmessageerror = current(() => dead('web: a message from the engine could not be read'));
  state.worker = worker;
  state.ready = false; // until the engine says so: a message before that is lost
}

function send(msg) { state.worker.postMessage(JSON.stringify(msg)); }

function onEngine(msg) {
  clearWatchdog(); // the engine is answering
  switch (msg.type) {
    case 'ready': {
      const again = state.pending; // the worker was restarted under a search
      state.pending = 0; // nothing is outstanding in a new worker
      state.ready = true;
      if (!state.puzzles.length) setup(msg.puzzles);
      else if (again) run();
      break;
    }
    case 'cancelled':
      if (msg.id === state.pending) state.pending = 0; // confirmed: nothing is outstanding
      break;
    case 'progress':
      if (msg.id === state.runId) {
        const unit = msg.byCost ? 'cost' : 'layer';
        setStatus('searching', `Searching… ${unit} ${msg.depth}, ${fmt(msg.reached)} states reached (${msg.ms} ms)`);
        // A long search: the last result is stale, the layers so far are news.
        state.result = null;
        ui.answer.textContent = ui.layers.textContent = ui.costs.textContent = ui.answerNote.textContent = ui.summary.textContent = '';
        ui.legend.textContent = ui.view.textContent = '';
        const sizes = msg.sizes || [];
        ui.caption.textContent = msg.byCost
          ? `Searching: ${sizes.length} costs settled so far, the last ${msg.depth}`
          : `Searching: ${sizes.length} layers found so far, expanding layer ${msg.depth}`;
        ui.chartTitle.textContent = msg.byCost ? 'States settled at each cost' : 'Layer sizes';
        ui.costsRow.hidden = true;
        if (sizes.length) drawChart({sizes, costs: msg.byCost ? msg.costs : undefined}, sizes.length - 1, false);
      }
      break;
    case 'result':
      if (msg.id !== state.runId) return; // a search the page has moved on from
      state.pending = 0;
      ui.stop.disabled = true;
      if (msg.error) showError(msg.error);
      else showResult(msg.result, msg.ms);
      break;
    case 'fatal': // the engine did not start
    case 'exit': // the engine ended: out of memory, say
      dead(msg.error);
      break;
  }
}

// dead reports an engine that no longer answers: it did not start, its Go
// program ended, or its worker failed. The worker is ended; Restart, or
// any new search (an edit, another limit or puzzle), starts a new one.
function dead(line) {
  clearWatchdog();
  state.worker.terminate();
  state.dead = true;
  state.pending = 0;
  state.runId++; // no answer will come
  stopPlaying();
  clearResult(); // of an input before the one the engine died on
  ui.stop.disabled = true;
  ui.restart.hidden = false;
  setStatus('error', 'The engine stopped: restart it to search again.');
  ui.error.textContent = line;
}

// restart replaces the worker; once the new engine is ready, the search
// of the page's input runs again if again is set.
function restart(again) {
  clearWatchdog();
  state.worker.terminate();
  if (state.dead) {
    state.dead = false;
    ui.restart.hidden = true;
    ui.error.textContent = '';
  }
  state.pending = again ? -1 : 0; // for 'ready'
  document.body.dataset.restarts = Number(document.body.dataset.restarts || 0) + 1;
  startWorker();
}

// run sends the current input to the engine; the engine drops the search
// before it. If the engine says nothing within 3 s of a cancellation (a
// running search reports at least every 250 ms, but a parser does not look
// at cancellation), the worker is replaced.
function run() {
  clearTimeout(state.debounce);
  const maxStates = limit();
  if (maxStates > MAX_STATES) {
    refuse();
    return;
  }
  if (state.dead) {
    restart(true); // it runs this search once the new engine is ready
    setStatus('searching', 'Restarting the engine…');
    return;
  }
  if (!state.ready) { // a new worker: 'ready' runs the search
    state.pending = -1;
    return;
  }
  const id = ++state.runId;
  const hadPending = state.pending;
  state.pending = id;
  stopPlaying();
  ui.stop.disabled = false;
  setStatus('searching', 'Searching…');
  send({type: 'run', id, puzzle: state.puzzle.name, input: ui.input.value, maxStates});
  if (hadPending) armWatchdog();
}

function cancel() {
  if (!state.pending || !state.ready) return; // else nothing runs
  send({type: 'cancel'});
  armWatchdog();
}

function armWatchdog() {
  clearWatchdog();
  state.watchdog = setTimeout(() => {
    const again = state.pending !== 0; // else the search was stopped, not replaced
    restart(again);
    if (again) setStatus('searching', 'The engine was busy; restarting it…');
  }, 3000);
}

function clearWatchdog() { clearTimeout(state.watchdog); state.watchdog = 0; }

// stop ends the search under way, if any: its answer is no longer wanted.
function stop() {
  cancel();
  state.runId++;
  state.pending = 0;
  ui.stop.disabled = true;
}

// limit is the state limit typed on the page, as a whole number (1 for
// anything below; Infinity, say, above MAX_STATES).
function limit() {
  const n = Math.floor(Number(ui.maxStates.value));
  return n >= 1 ? n : 1;
}

// refuse says why the page does not search under the limit typed: the
// engine would run out of memory long before such a limit stopped it.
function refuse() {
  stop();
  stopPlaying();
  clearResult();
  ui.error.textContent = `web: state limit at most ${fmt(MAX_STATES)}: a browser tab holds about ${fmt(TAB_HOLDS)} states`;
  setStatus('error', 'The state limit is more than a browser tab holds.');
}

// ---- controls -------------------------------------------------------------

function setup(puzzles) {
  state.puzzles = puzzles;
  ui.puzzle.textContent = '';
  for (const p of puzzles) {
    const o = document.createElement('option');
    o.value = p.name;
    o.textContent = p.title;
    ui.puzzle.append(o);
    state.inputs[p.name] = p.example;
  }
  ui.puzzle.disabled = ui.input.disabled = false;
  ui.puzzle.onchange = () => choose(ui.puzzle.value);
  ui.input.oninput = () => {
    state.inputs[state.puzzle.name] = ui.input.value;
    cancel(); // the search of the old input stops now
    clearTimeout(state.debounce);
    setStatus('searching', 'Input changed…');
    state.debounce = setTimeout(run, 250);
  };
  ui.maxStates.onchange = run;
  ui.reset.onclick = () => { ui.input.value = state.inputs[state.puzzle.name] = state.puzzle.example; run(); };
  ui.stop.onclick = () => { stop(); setStatus('idle', 'Stopped.'); };
  ui.first.onclick = () => show(0);
  ui.prev.onclick = () => show(state.step - 1);
  ui.next.onclick = () => show(state.step + 1);
  ui.last.onclick = () => show(lastStep());
  ui.play.onclick = () => (state.timer ? stopPlaying() : play());
  ui.step.oninput = () => { stopPlaying(); show(Number(ui.step.value)); };
  document.addEventListener('keydown', e => {
    if (e.target === ui.input || e.target === ui.maxStates) return;
    if (e.key === 'ArrowRight') show(state.step + 1);
    if (e.key === 'ArrowLeft') show(state.step - 1);
  });
  const wanted = new URLSearchParams(location.search).get('puzzle');
  choose(puzzles.some(p => p.name === wanted) ? wanted : puzzles[0].name);
}

function choose(name) {
  state.puzzle = state.puzzles.find(p => p.name === name);
  ui.puzzle.value = name;
  document.title = `${state.puzzle.title} · watch the search`;
  const url = new URL(location.href);
  if (url.searchParams.get('puzzle') !== name && (url.searchParams.has('puzzle') || name !== state.puzzles[0].name)) {
    url.searchParams.set('puzzle', name); // a link to the page opens this puzzle
    history.replaceState(null, '', url);
  }
  ui.input.value = state.inputs[name];
  ui.help.textContent = state.puzzle.help;
  run();
}

function setStatus(kind, text) {
  document.body.dataset.state = kind;
  ui.status.textContent = text;
}

function showError(line) {
  clearResult();
  ui.error.textContent = line;
  setStatus('error', `Bad input or a limit: the line below says what is wrong with the input of ${state.puzzle.title}, and where.`);
  const at = /offset (\d+)/.exec(line);
  if (at) showWhere(ui.input.value, Number(at[1]));
}

function clearResult() {
  state.result = null;
  ui.answer.textContent = ui.layers.textContent = ui.costs.textContent = ui.answerNote.textContent = ui.summary.textContent = '';
  ui.caption.textContent = ui.legend.textContent = ui.view.textContent = ui.chart.textContent = '';
  ui.costsRow.hidden = true;
  ui.step.max = 0;
}

// showWhere shows the lines of the input around byte offset off (as the
// parsers count it, in UTF-8) with the byte's character marked.
function showWhere(input, off) {
  const enc = new TextEncoder();
  let i = 0, bytes = 0;
  for (const ch of input) {
    const n = enc.encode(ch).length;
    if (bytes + n > off) break;
    bytes += n;
    i += ch.length;
  }
  const start = input.lastIndexOf('\n', i - 1) + 1;
  let end = input.indexOf('\n', i);
  if (end < 0) end = input.length;
  const from = Math.max(start, i - 60), to = Math.min(end, i + 60);
  ui.caption.textContent = `Byte ${off} of the input, line ${input.slice(0, i).split('\n').length}:`;
  const pre = document.createElement('pre');
  pre.className = 'where';
  const mark = document.createElement('mark');
  const here = i < end; // else the fault is the end of the line or input
  mark.textContent = here ? input[i] : ' ';
  pre.append((from > start ? '…' : '') + input.slice(from, i), mark, (here ? input.slice(i + 1, to) : '') + (to < end ? '…' : ''));
  ui.view.append(pre);
}

function showResult(res, ms) {
  state.result = res;
  ui.error.textContent = '';
  ui.answer.textContent = String(res.answer);
  ui.answerNote.textContent = res.answerNote + (res.answerFrom ? ', from ' + res.answerFrom : '');
  ui.layers.textContent = res.sizes.join(' ');
  // A weighted search's layers are the states settled at each cost.
  ui.costs.textContent = res.costs ? res.costs.join(' ') : '';
  ui.costsRow.hidden = !res.costs;
  ui.layersKey.textContent = res.costs ? 'States at each cost' : 'Layer sizes';
  ui.chartTitle.textContent = res.costs ? 'States settled at each cost' : 'Layer sizes';
  ui.summary.textContent = res.summary + (res.cut ? ' (wide layers are shown in part)' : '');
  setStatus('done', `Done in ${ms} ms: ${res.sizes.length} ${res.costs ? 'distinct costs' : 'layers'}, ${fmt(res.sizes.reduce((a, b) => a + b, 0))} states.`);
  ui.step.max = lastStep();
  show(0);
}

// Steps are the layers 0..D, then (if the puzzle has a path to draw) the
// shortest path.
function hasPathStep() { return state.result && state.result.path && state.puzzle.kind !== 'grid'; }
function lastStep() { return state.result ? Math.max(0, state.result.sizes.length - 1 + (hasPathStep() ? 1 : 0)) : 0; }

function play() {
  if (!state.result) return;
  if (state.step >= lastStep()) show(0);
  ui.play.textContent = '⏸ Pause';
  state.timer = setInterval(() => {
    if (state.step >= lastStep()) stopPlaying();
    else show(state.step + 1);
  }, 800);
}

function stopPlaying() {
  clearInterval(state.timer);
  state.timer = 0;
  ui.play.textContent = '▶ Play';
}

// ---- drawing --------------------------------------------------------------

function show(step) {
  const res = state.result;
  if (!res) return;
  step = Math.max(0, Math.min(step, lastStep()));
  state.step = step;
  ui.step.value = step;
  const depth = Math.min(step, res.sizes.length - 1);
  const atPath = hasPathStep() && step === lastStep();
  const visited = res.sizes.slice(0, depth).reduce((a, b) => a + b, 0);
  ui.caption.textContent = depth < 0 ? 'Nothing to search: the puzzle has no start.'
    : atPath ? pathCaption(res)
    : res.costs ? `Cost ${res.costs[depth]} (${depth + 1} of ${res.sizes.length} costs): ${fmt(res.sizes[depth])} settled at this cost, ${fmt(visited)} cheaper`
    : `${layerWord()} ${depth} of ${res.sizes.length - 1}: frontier ${fmt(res.sizes[depth])}, visited before it ${fmt(visited)}`;
  const draw = {board: drawBoard, grid: drawGrid, tiles: drawTiles, arrows: drawArrows}[state.puzzle.kind] || drawLabels;
  ui.view.textContent = '';
  draw(res, depth, atPath);
  drawChart(res, depth, atPath);
}

function layerWord() { return {grid: 'Minute'}[state.puzzle.kind] || 'Layer'; }

// pathCaption says how long the path is: in moves, and by a weighted
// search in cost too, which the moves need not equal.
function pathCaption(res) {
  const moves = res.path.length - 1;
  if (!res.costs) return `Shortest path: ${moves} moves to ${res.goal}`;
  const changed = state.puzzle.kind === 'arrows' ? `, ${res.view.changed.length} arrow(s) changed` : '';
  return `Cheapest path: cost ${fmt(res.pathCost)} in ${moves} moves to ${res.goal}${changed}`;
}

function legend(items) {
  ui.legend.textContent = '';
  for (const [label, color] of items) {
    const s = document.createElement('span');
    s.style.setProperty('--c', color);
    s.textContent = label;
    ui.legend.append(s);
  }
}

function svg(tag, attrs, parent) {
  const el = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, v);
  if (parent) parent.append(el);
  return el;
}

function text(parent, x, y, s, attrs) {
  const t = svg('text', Object.assign({x, y}, attrs), parent);
  t.textContent = s;
  return t;
}

// depthOf maps each shipped state (by its JSON text) to its layer.
function depthOf(res) {
  if (!res._depth) {
    res._depth = new Map();
    res.layers.forEach((layer, d) => layer.forEach(s => res._depth.set(JSON.stringify(s), d)));
  }
  return res._depth;
}

// Snakes and Ladders: the board, boustrophedon from the bottom left.
function drawBoard(res, depth, atPath) {
  const n = res.view.n;
  if (!res.view.jumps) {
    legend([]);
    note(`A ${n}×${n} board is drawn up to 40×40; the chart below has its layers.`);
    return;
  }
  legend([['visited', 'var(--visited-soft)'], ['frontier', 'var(--frontier-soft)'], ['not reached yet', '#fff'], ['ladder', 'var(--ladder)'], ['snake', 'var(--snake)'], ['shortest path', 'var(--path)']]);
  const cell = Math.max(14, Math.min(76, Math.floor(640 / n)));
  const size = n * cell;
  const root = svg('svg', {viewBox: `-2 -2 ${size + 4} ${size + 4}`, width: size + 4, role: 'img', 'aria-label': 'board'}, ui.view);
  const center = s => {
    const r = Math.floor((s - 1) / n);
    let c = (s - 1) % n;
    if (r % 2 === 1) c = n - 1 - c;
    return [c * cell + cell / 2, (n - 1 - r) * cell + cell / 2];
  };
  const d = depthOf(res);
  const onPath = new Set(atPath ? res.path : []);
  for (let s = 1; s <= n * n; s++) {
    const [x, y] = center(s);
    const k = d.get(String(s));
    let fill = '#fff';
    if (atPath) fill = onPath.has(s) ? '#fce7f3' : (k !== undefined ? 'var(--visited-soft)' : '#fff');
    else if (k !== undefined && k < depth) fill = 'var(--visited-soft)';
    else if (k === depth) fill = 'var(--frontier-soft)';
    svg('rect', {x: x - cell / 2, y: y - cell / 2, width: cell, height: cell, fill, stroke: '#d0d5e2', 'stroke-width': 1}, root);
    if (cell >= 22) text(root, x - cell / 2 + 3, y - cell / 2 + 11, s, {'font-size': Math.min(11, cell / 3), fill: '#8a93a8'});
  }
  const jumpTo = new Map(res.view.jumps);
  for (const [from, to] of res.view.jumps) drawJump(root, center(from), center(to), to > from, cell);
  if (atPath) drawRoute(root, res.path, jumpTo, center, cell);
  else {
    for (const s of res.layers[depth] || []) {
      const [x, y] = center(s);
      svg('circle', {cx: x, cy: y, r: Math.max(3, cell / 6), fill: 'var(--frontier)', opacity: 0.9}, root);
    }
  }
}

function drawJump(root, [x1, y1], [x2, y2], ladder, cell) {
  const g = svg('g', {opacity: 0.85}, root);
  if (ladder) {
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ox = (-(y2 - y1) / len) * cell * 0.14, oy = ((x2 - x1) / len) * cell * 0.14;
    for (const sgn of [1, -1]) {
      svg('line', {x1: x1 + sgn * ox, y1: y1 + sgn * oy, x2: x2 + sgn * ox, y2: y2 + sgn * oy, stroke: 'var(--ladder)', 'stroke-width': 3, 'stroke-linecap': 'round'}, g);
    }
    const rungs = Math.max(2, Math.floor(len / (cell * 0.35)));
    for (let i = 1; i < rungs; i++) {
      const t = i / rungs, x = x1 + (x2 - x1) * t, y = y1 + (y2 - y1) * t;
      svg('line', {x1: x + ox, y1: y + oy, x2: x - ox, y2: y - oy, stroke: 'var(--ladder)', 'stroke-width': 2}, g);
    }
    return;
  }
  // A snake: a wavy body from its head (x1, y1) to its tail.
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len, ny = (x2 - x1) / len;
  const waves = Math.max(2, Math.round(len / cell));
  let dpath = `M ${x1} ${y1}`;
  for (let i = 1; i <= waves; i++) {
    const t0 = (i - 0.5) / waves, t1 = i / waves, a = (i % 2 ? 1 : -1) * cell * 0.3;
    dpath += ` Q ${x1 + (x2 - x1) * t0 + nx * a} ${y1 + (y2 - y1) * t0 + ny * a} ${x1 + (x2 - x1) * t1} ${y1 + (y2 - y1) * t1}`;
  }
  svg('path', {d: dpath, fill: 'none', stroke: 'var(--snake)', 'stroke-width': Math.max(3, cell / 9), 'stroke-linecap': 'round'}, g);
  svg('circle', {cx: x1, cy: y1, r: Math.max(3, cell / 7), fill: 'var(--snake)'}, g);
}

// drawRoute draws the shortest path: each move is a roll to a landing
// square, then the snake or ladder there, if any.
function drawRoute(root, path, jumpTo, center, cell) {
  const moves = [];
  const pts = [center(path[0])];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1], to = path[i];
    let land = to;
    for (let r = 1; r <= 6; r++) {
      if (jumpTo.get(from + r) === to) { land = from + r; break; }
    }
    const roll = land - from;
    pts.push(center(land));
    if (land !== to) pts.push(center(to));
    moves.push(land !== to
      ? `roll ${roll} to ${land}, ${to > land ? 'ladder' : 'snake'} to ${to}`
      : `roll ${roll} to ${to}`);
  }
  svg('polyline', {points: pts.map(p => p.join(',')).join(' '), fill: 'none', stroke: 'var(--path)', 'stroke-width': Math.max(3, cell / 10), 'stroke-linejoin': 'round', 'stroke-dasharray': `${cell / 5} ${cell / 10}`}, root);
  path.forEach((s, i) => {
    const [x, y] = center(s);
    svg('circle', {cx: x, cy: y, r: Math.max(6, cell / 4), fill: 'var(--path)'}, root);
    text(root, x, y + Math.max(4, cell / 12), i, {'text-anchor': 'middle', 'font-size': Math.max(9, cell / 4), 'font-weight': 700, fill: '#fff'});
  });
  const p = document.createElement('p');
  p.className = 'moves';
  p.textContent = `From square 1: ${moves.map((m, i) => `${i + 1}. ${m}`).join('; ')}.`;
  ui.view.append(p);
}

// Rotting oranges: minute by minute.
function drawGrid(res, depth) {
  const v = res.view;
  if (!v.cells) {
    legend([]);
    note(`A ${v.rows}×${v.cols} grid is drawn up to 10,000 cells; the chart below has its minutes.`);
    return;
  }
  legend([['empty', '#eef0f5'], ['fresh', '#fb923c'], ['rotten', '#6b7a4b'], ['rots this minute', 'var(--frontier-soft)'], ['never rots', 'var(--bad-soft)']]);
  const cell = Math.max(6, Math.min(72, Math.floor(600 / Math.max(v.rows, v.cols))));
  const root = svg('svg', {viewBox: `0 0 ${v.cols * cell} ${v.rows * cell}`, width: v.cols * cell, role: 'img', 'aria-label': 'grid'}, ui.view);
  const d = depthOf(res);
  const never = new Set(depth === res.sizes.length - 1 ? v.never : []);
  v.cells.forEach((value, c) => {
    const x = (c % v.cols) * cell, y = Math.floor(c / v.cols) * cell;
    const k = d.get(String(c));
    const rotten = k !== undefined && k <= depth;
    let bg = '#f7f8fb';
    if (value === 0) bg = '#eef0f5';
    if (k === depth) bg = 'var(--frontier-soft)';
    if (never.has(c)) bg = 'var(--bad-soft)';
    svg('rect', {x, y, width: cell, height: cell, fill: bg, stroke: '#fff', 'stroke-width': 2}, root);
    if (value === 0) return;
    const r = cell * 0.34;
    svg('circle', {cx: x + cell / 2, cy: y + cell / 2 + cell * 0.04, r, fill: rotten ? '#6b7a4b' : '#fb923c', stroke: never.has(c) ? 'var(--bad)' : 'none', 'stroke-width': 2}, root);
    if (cell >= 16) {
      svg('path', {d: `M ${x + cell / 2} ${y + cell / 2 - r * 0.9} q ${r * 0.3} ${-r * 0.5} ${r * 0.7} ${-r * 0.45}`, stroke: rotten ? '#3f3f2a' : '#15803d', 'stroke-width': Math.max(1.5, cell / 22), fill: 'none', 'stroke-linecap': 'round'}, root);
    }
    if (rotten && cell >= 16) {
      for (const [dx, dy] of [[-0.3, -0.1], [0.25, 0.2], [0.05, -0.35]]) {
        svg('circle', {cx: x + cell / 2 + dx * r, cy: y + cell / 2 + dy * r, r: r * 0.14, fill: '#3f3f2a', opacity: 0.7}, root);
      }
    }
  });
  if (depth === res.sizes.length - 1 && v.never.length) {
    note(`${fmt(v.never.length)} fresh orange(s) never rot: no chain of oranges links them to a rotten one, so the answer is -1.`);
  }
}

// LeetCode 1368: the arrows, the cells settled at each cost, then the
// cheapest path with the arrows it changes.
function drawArrows(res, depth, atPath) {
  const v = res.view;
  if (!v.arrows) {
    legend([]);
    note(`A ${v.rows}×${v.cols} grid is drawn up to 10,000 cells; the chart below has its costs.`);
    return;
  }
  legend([['cheaper', 'var(--visited-soft)'], ['at this cost', 'var(--frontier-soft)'], ['costlier', '#fff'], ['cheapest path', '#fce7f3'], ['arrow changed', 'var(--path)']]);
  const cell = Math.max(8, Math.min(56, Math.floor(600 / Math.max(v.rows, v.cols))));
  const root = svg('svg', {viewBox: `0 0 ${v.cols * cell} ${v.rows * cell}`, width: v.cols * cell, role: 'img', 'aria-label': 'grid of arrows'}, ui.view);
  const d = depthOf(res);
  const next = new Map();
  if (atPath) res.path.forEach((c, i) => next.set(c, i + 1 < res.path.length ? res.path[i + 1] : -1));
  const changed = new Set(atPath ? v.changed : []);
  const glyph = ['', '→', '←', '↓', '↑'];
  v.arrows.forEach((a, c) => {
    const x = (c % v.cols) * cell, y = Math.floor(c / v.cols) * cell;
    const k = d.get(String(c));
    let bg = k < depth ? 'var(--visited-soft)' : k === depth ? 'var(--frontier-soft)' : '#fff';
    if (atPath) bg = next.has(c) ? '#fce7f3' : '#f7f8fb';
    svg('rect', {x, y, width: cell, height: cell, fill: bg, stroke: changed.has(c) ? 'var(--path)' : '#e3e6ef', 'stroke-width': changed.has(c) ? 3 : 1}, root);
    let g = glyph[a], fill = atPath && !next.has(c) ? '#98a2b3' : 'var(--ink)';
    if (changed.has(c)) {
      // The new arrow points along the path.
      const to = next.get(c);
      g = to === c + 1 ? '→' : to === c - 1 ? '←' : to > c ? '↓' : '↑';
      fill = 'var(--path)';
      if (cell >= 24) text(root, x + cell * 0.2, y + cell * 0.3, glyph[a], {'text-anchor': 'middle', 'font-size': cell * 0.24, fill: '#98a2b3', 'text-decoration': 'line-through'});
    }
    if (cell >= 12) text(root, x + cell / 2, y + cell / 2 + cell * 0.17, g, {'text-anchor': 'middle', 'font-size': cell * 0.5, 'font-weight': changed.has(c) ? 700 : 400, fill});
  });
  if (atPath) note(`Following the arrows is free; the path changes the ${v.changed.length} arrow(s) outlined, the answer ${res.answer}.`);
}

// Sliding puzzle: the boards of the frontier, then the boards of the path.
function drawTiles(res, depth, atPath) {
  const v = res.view;
  legend([['frontier board', 'var(--frontier-soft)'], ['blank', '#e5e7ef'], ['shortest path', '#fce7f3']]);
  const wrap = document.createElement('div');
  wrap.className = 'boards';
  ui.view.append(wrap);
  const boards = atPath ? res.path : res.layers[depth];
  const cell = Math.max(14, Math.min(30, Math.floor(150 / Math.max(v.rows, v.cols))));
  boards.forEach((tiles, i) => {
    if (atPath && i > 0) {
      const a = document.createElement('span');
      a.className = 'arrow';
      a.textContent = '→';
      wrap.append(a);
    }
    wrap.append(tileBoard(tiles, v, cell, atPath ? '#fce7f3' : 'var(--frontier-soft)'));
  });
  if (!atPath && boards.length < res.sizes[depth]) more(wrap, res.sizes[depth] - boards.length, 'boards');
  if (!v.solvable) note('The tiles\' permutation parity does not match the solved board\'s, so the search exhausts every position reachable without meeting it: the answer is -1.');
}

function tileBoard(tiles, v, cell, bg) {
  const root = svg('svg', {viewBox: `-3 -3 ${v.cols * cell + 6} ${v.rows * cell + 6}`, width: v.cols * cell + 6, role: 'img'});
  svg('rect', {x: -3, y: -3, width: v.cols * cell + 6, height: v.rows * cell + 6, rx: 6, fill: bg}, root);
  tiles.forEach((t, c) => {
    const x = (c % v.cols) * cell, y = Math.floor(c / v.cols) * cell;
    svg('rect', {x: x + 1, y: y + 1, width: cell - 2, height: cell - 2, rx: 4, fill: t ? '#fff' : '#e5e7ef', stroke: t ? '#c7cbe0' : 'none'}, root);
    if (t) text(root, x + cell / 2, y + cell / 2 + cell * 0.17, t, {'text-anchor': 'middle', 'font-size': cell * 0.48, 'font-weight': 600, fill: 'var(--ink)'});
  });
  return root;
}

// Any other puzzle (word ladders, network nodes, your own states): labels.
function drawLabels(res, depth, atPath) {
  legend([['frontier', 'var(--frontier-soft)'], [res.costs ? 'cheapest path' : 'shortest path', '#fce7f3']]);
  const wrap = document.createElement('div');
  wrap.className = 'chips';
  ui.view.append(wrap);
  const states = atPath ? res.path : res.layers[depth];
  states.forEach((s, i) => {
    if (atPath && i > 0) {
      const a = document.createElement('span');
      a.className = 'arrow';
      a.textContent = '→';
      wrap.append(a);
    }
    const c = document.createElement('span');
    c.className = 'chip ' + (atPath ? 'path' : 'frontier');
    c.textContent = typeof s === 'string' ? s : JSON.stringify(s);
    wrap.append(c);
  });
  if (!atPath && states.length < res.sizes[depth]) more(wrap, res.sizes[depth] - states.length, 'states');
}

function more(parent, k, what) {
  const m = document.createElement('span');
  m.className = 'more';
  m.textContent = `… and ${fmt(k)} more ${what}`;
  parent.append(m);
}

function note(s) {
  const p = document.createElement('p');
  p.className = 'moves';
  p.textContent = s;
  ui.view.append(p);
}

// The layer sizes as bars: visited layers, the frontier, the rest. The
// axis is the layers' depths, or for a weighted search their costs: one
// bar per cost that occurs, each labelled with its cost (every few, when
// the bars are too narrow for every label; each bar's tooltip has it).
function drawChart(res, depth, atPath) {
  ui.chart.textContent = '';
  const sizes = res.sizes;
  const W = 800, H = 150, top = 16, bottom = 20;
  const max = Math.max(1, ...sizes);
  const bw = W / sizes.length;
  const label = d => res.costs ? res.costs[d] : d;
  const root = svg('svg', {viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': res.costs ? 'states at each cost' : 'layer sizes'}, ui.chart);
  // Labels are as wide as their digits.
  const room = 8 + 6 * String(label(sizes.length - 1)).length;
  sizes.forEach((n, d) => {
    const h = (H - top - bottom) * n / max;
    const fill = atPath ? 'var(--visited)' : d < depth ? 'var(--visited)' : d === depth ? 'var(--frontier)' : '#e4e7f0';
    const bar = svg('rect', {x: d * bw + bw * 0.1, y: H - bottom - h, width: Math.max(1, bw * 0.8), height: Math.max(1, h), rx: Math.min(4, bw / 4), fill}, root);
    const tip = svg('title', {}, bar);
    tip.textContent = res.costs ? `cost ${label(d)}: ${n} states` : `layer ${d}: ${n} states`;
    if (bw >= 22) text(root, d * bw + bw / 2, H - bottom - h - 4, fmt(n), {'text-anchor': 'middle', 'font-size': 11, fill: '#667085'});
    if (bw >= room || d % Math.ceil(room / bw) === 0) text(root, d * bw + bw / 2, H - 5, label(d), {'text-anchor': 'middle', 'font-size': 10, fill: '#98a2b3', class: 'axis'});
  });
}

function fmt(n) { return Number(n).toLocaleString('en-US'); }

ui.maxStates.max = MAX_STATES;
ui.maxStates.title += ` (at most ${fmt(MAX_STATES)}: a browser tab holds about ${fmt(TAB_HOLDS)} states)`;
ui.restart.onclick = () => {
  restart(true);
  setStatus('searching', 'Restarting the engine…');
};
startWorker();
