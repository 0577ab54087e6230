// The arbiter's board: every rule question goes to the service's /v1 API; the page only shows the answers.
import { Chessground } from './vendor/chessground/chessground.min.js';
import { WORDS, fill } from './words.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const $ = (id) => document.getElementById(id);

const state = {
  rules: 'fide', lang: 'en', flag: '',
  end: null, // how the game ended beyond the board, as POST /v1/game's end: resigns, illegal move, claims
  source: { fen: null, moves: [] }, // what was loaded or played, replayed again when the rules change
  startFen: START, line: [], unplayed: [], ply: 0, game: null, offers: [],
};
let viewSeq = 0;
let busy = 0;
let pendingPromotion = null;

const ground = Chessground($('board'), {
  fen: START,
  movable: { free: false, color: 'white', showDests: true, dests: new Map() },
  premovable: { enabled: false },
  highlight: { lastMove: true, check: true },
  events: { move: onBoardMove },
});

const w = (key) => WORDS[state.lang][key] ?? WORDS.en[key];

function setBusy(delta) {
  busy += delta;
  document.body.dataset.busy = busy > 0 ? 'true' : 'false';
}

async function api(method, path, body) {
  setBusy(1);
  try {
    const init = { method, headers: { Accept: 'application/json', 'Accept-Language': state.lang } };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const res = await fetch(path, init);
    const data = await res.json().catch(() => ({ detail: res.statusText }));
    return { ok: res.ok, status: res.status, data };
  } catch (e) {
    return { ok: false, status: 0, data: { detail: String(e) } };
  } finally {
    setBusy(-1);
  }
}

function history(k = state.ply) {
  const body = { moves: state.line.slice(0, k).map((m) => m.uci), rules: state.rules };
  if (state.startFen !== START) body.fen = state.startFen;
  return body;
}

// ------------------------------------------------------------------ loading

async function loadLine(fen, moves, ply) {
  const body = { moves, rules: state.rules };
  if (fen) body.fen = fen;
  const r = await api('POST', 'v1/game', body);
  if (!r.ok) return r;
  adopt(r.data, fen, moves);
  const k = Math.min(ply ?? state.line.length, state.line.length);
  await show(k, k === state.line.length ? r.data : null);
  return r;
}

function adopt(report, fen, moves) {
  state.source = { fen, moves };
  state.startFen = report.startFen;
  state.line = report.moves;
  state.unplayed = report.unplayedMoves ?? [];
  state.offers = state.offers.filter((o) => o.ply <= state.line.length);
}

async function loadFromForm() {
  const fen = $('fen-input').value.trim() || null;
  const pgn = $('pgn-input').value;
  clearProblem();
  if (pgn.trim()) {
    const body = { pgn, rules: state.rules };
    const r = await api('POST', 'v1/game', body);
    if (!r.ok) return failed(r.data, 'pgn');
    const moves = r.data.moves.map((m) => m.uci).concat(r.data.unplayedMoves ?? []);
    state.offers = [];
    adopt(r.data, r.data.startFen === START ? null : r.data.startFen, moves);
    $('fen-input').value = r.data.startFen === START ? '' : r.data.startFen;
    $('moves-input').value = r.data.moves.map((m) => m.san).join(' ');
    return show(state.line.length, r.data);
  }
  const text = $('moves-input').value.trim();
  const moves = text ? text.split(/\s+/) : [];
  state.offers = [];
  const r = await loadLine(fen, moves);
  if (r.ok) return;
  // An illegal move in the list: the board shows the position it was written in.
  if (r.data.code === 'illegal_move' && r.data.ply >= 1 && (await loadLine(fen, moves.slice(0, r.data.ply - 1))).ok)
    return showProblem(r.data, 'moves');
  return failed(r.data, 'moves');
}

async function failed(problem, input) {
  // The board keeps what it showed; at the very start that is the initial position, never a blank board.
  if (!state.game) await loadLine(null, []);
  showProblem(problem, input);
}

// ------------------------------------------------------------------ the view of one ply

// known: the game report of exactly these k moves, when the caller has it already (without a flag fall)
async function show(k, known) {
  const seq = ++viewSeq;
  const body = history(k);
  if (state.flag) body.flag = state.flag;
  else if (state.end) body.end = state.end;
  const r = known && !state.flag && !state.end ? { ok: true, data: known } : await api('POST', 'v1/game', body);
  if (seq !== viewSeq) return;
  if (!r.ok) return showProblem(r.data);
  state.ply = k;
  state.game = r.data;
  const pos = r.data.position;
  const over = r.data.termination !== null;
  let dests = new Map();
  if (!over) {
    const h = await api('GET', 'v1/position/highlights?fen=' + encodeURIComponent(pos.fen));
    if (seq !== viewSeq) return;
    if (h.ok) dests = new Map(Object.entries(h.data.dests));
  }
  const last = k > 0 ? state.line[k - 1].uci : null;
  ground.set({
    fen: pos.fen,
    turnColor: pos.turn,
    lastMove: last ? [last.slice(0, 2), last.slice(2, 4)] : undefined,
    check: pos.check ? pos.turn : false,
    movable: { color: pos.turn, dests },
  });
  document.body.dataset.ply = String(k);
  renderVerdict();
  renderMoves();
  updateUrl();
  await Promise.all([drawOffer(seq, over), winnability(seq)]);
}

function renderVerdict() {
  const g = state.game;
  const pos = g.position;
  $('fen').textContent = pos.fen;
  $('summary').textContent = g.summary;
  // The status in words: the code stays in data-code, for programs; an unknown code reads as the summary.
  const code = g.termination ?? pos.status;
  $('status').textContent = (code === 'ongoing' ? w('ongoing') : WORDS[state.lang].ended[code]) ?? g.summary;
  $('status').dataset.code = code;
  $('result').textContent = g.result;
  $('rule').textContent = g.rule ?? '—';
  const c = pos.claims;
  const claims = [];
  if (c.threefoldRepetition) claims.push(w('threefold') + ': ' + w('canClaimNow'));
  if (c.fiftyMoves) claims.push(w('fifty') + ': ' + w('canClaimNow'));
  for (const m of c.byMove) claims.push(w(m.rule === 'fifty_moves' ? 'fifty' : 'threefold') + ', ' + w('claimByMove') + ' ' + m.san);
  $('claims').textContent = claims.length ? claims.join('; ') : w('noClaim');
  const f = g.flag;
  $('flag-report').textContent = !f ? '' : [f.basis ?? f.note, f.helpmate ? w('helpmate') + ': ' + f.helpmate.san.join(' ') : null]
    .filter(Boolean).join(' — ');
  renderEnd(g.end && g.end.by !== 'flag' ? g.end : null);
}

// The ruling on a resignation, an illegal move or a claim: the ruling, the article and its proof.
function renderEnd(e) {
  const box = $('end-report');
  box.dataset.article = e ? e.article : '';
  // The ruling names the time added; the rule names its article.
  box.textContent = !e ? '' : [e.ruling, e.rule, e.basis, e.helpmate ? w('helpmate') + ': ' + e.helpmate.san.join(' ') : null,
    ...(e.notes ?? [])].filter(Boolean).join(' — ');
}

function readEnd() {
  const by = $('end-by').value;
  document.querySelectorAll('.end-illegal').forEach((el) => { el.hidden = by !== 'illegal_move'; });
  document.querySelectorAll('.end-claim').forEach((el) => { el.hidden = by !== 'claim'; });
  if (!by) return null;
  const end = { by, side: $('end-side').value };
  const control = $('tc').value.trim();
  if (control && by !== 'resignation') end.timeControl = control;
  if (by === 'illegal_move') {
    end.count = Math.max(1, Number($('end-count').value) || 1);
    end.supervision = $('end-supervision').value;
    end.answered = $('end-answered').checked;
  }
  if (by === 'claim') {
    end.claim = $('end-claim').value;
    const move = $('end-move').value.trim();
    if (move) end.move = move;
  }
  return end;
}

function renderMoves() {
  const list = $('move-list');
  list.replaceChildren();
  const black = state.startFen.split(' ')[1] === 'b';
  const firstMove = Number(state.startFen.split(' ')[5] ?? 1) || 1;
  state.line.forEach((m, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    const n = i + (black ? 1 : 0);
    const number = firstMove + Math.floor(n / 2) + (n % 2 === 0 ? '.' : '…');
    li.append(Object.assign(document.createElement('span'), { textContent: number, className: 'n' }));
    b.textContent = m.san;
    b.dataset.ply = String(i + 1);
    if (i + 1 === state.ply) b.setAttribute('aria-current', 'step');
    b.addEventListener('click', () => step(i + 1));
    li.append(b);
    list.append(li);
  });
  const un = $('unplayed');
  un.hidden = state.unplayed.length === 0;
  un.textContent = fill(w('unplayed'), state.unplayed.join(' '));
}

async function drawOffer(seq, over) {
  const box = $('draw');
  const button = $('offer');
  if (over) {
    box.textContent = w('gameOver');
    button.disabled = true;
    return;
  }
  const body = history();
  body.offers = state.offers;
  const r = await api('POST', 'v1/draw-offer', body);
  if (seq !== viewSeq) return;
  if (!r.ok) {
    box.textContent = r.data.detail;
    button.disabled = true;
    return;
  }
  const d = r.data;
  box.textContent = d.reason + (d.standingOffer ? ' (' + w('standingOffer') + ': ' + w('ply') + ' ' + d.standingOffer.ply + ', '
    + w(d.standingOffer.by) + ')' : '');
  button.disabled = !d.allowed;
  button.dataset.side = d.side;
}

async function winnability(seq) {
  const body = history();
  delete body.rules;
  const r = await api('POST', 'v1/winnability', body);
  if (seq !== viewSeq) return;
  const box = $('winnability');
  box.replaceChildren();
  if (!r.ok) {
    box.textContent = r.data.detail;
    return;
  }
  for (const side of ['white', 'black']) {
    const s = r.data[side];
    const p = document.createElement('p');
    p.dataset.side = side;
    p.dataset.canWin = s.canWin;
    p.textContent = w(side) + ': ' + w(s.canWin) + ' — ' + s.reason;
    if (s.helpmate && s.helpmate.uci.length) {
      const moves = document.createElement('span');
      moves.textContent = ' (' + s.helpmate.san.join(' ') + ') ';
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'replay';
      b.textContent = w('replay');
      b.addEventListener('click', () => replay(s.helpmate.uci));
      p.append(moves, b);
    }
    box.append(p);
  }
  if (r.data.deadPosition) box.append(Object.assign(document.createElement('p'), { textContent: w('dead') }));
}

// ------------------------------------------------------------------ playing

function onBoardMove(orig, dest) {
  const piece = ground.state.pieces.get(dest);
  if (piece && piece.role === 'pawn' && (dest[1] === '8' || dest[1] === '1')) {
    pendingPromotion = orig + dest;
    const dialog = $('promotion');
    dialog.hidden = false;
    dialog.querySelector('button').focus();
    return;
  }
  play(orig + dest);
}

async function play(move) {
  clearProblem();
  const body = history();
  body.move = move;
  const r = await api('POST', 'v1/move', body);
  if (!r.ok) {
    showProblem(r.data, 'move');
    return show(state.ply); // puts the piece back
  }
  const m = r.data.move;
  const line = state.line.slice(0, state.ply);
  line.push({ ply: m.ply, san: m.san, uci: m.uci, fen: r.data.position.fen, spoken: m.spoken });
  state.line = line;
  state.unplayed = [];
  state.offers = state.offers.filter((o) => o.ply <= state.ply);
  state.source = { fen: state.startFen === START ? null : state.startFen, moves: line.map((x) => x.uci) };
  announce(m.spoken);
  await show(line.length);
}

async function replay(ucis) {
  for (const u of ucis) {
    await play(u);
    await new Promise((done) => setTimeout(done, 250));
  }
}

function step(k) {
  const to = Math.max(0, Math.min(k, state.line.length));
  if (to === state.ply) return;
  if (to > 0) announce(state.line[to - 1].spoken);
  show(to);
}

function announce(text) {
  $('announce').textContent = text;
}

// ------------------------------------------------------------------ problems

function showProblem(p, input) {
  const box = $('problem');
  box.hidden = false;
  box.replaceChildren();
  let where = null;
  if (p.code === 'invalid_fen') {
    where = w('fenWhere');
    $('fen-input').setAttribute('aria-invalid', 'true');
  } else if (p.line !== undefined) {
    where = fill(w('pgnAt'), p.line, p.column ?? 1);
    $('pgn-input').setAttribute('aria-invalid', 'true');
    selectAt($('pgn-input'), p.line, p.column ?? 1);
  } else if (p.move !== undefined && input === 'moves') {
    where = w('movesField');
    $('moves-input').setAttribute('aria-invalid', 'true');
  }
  const head = document.createElement('p');
  head.className = 'problem-head';
  head.textContent = (where ? where + ': ' : '') + (p.detail ?? p.title ?? '');
  box.append(head);
  if (p.legalMoves && p.legalMoves.length)
    box.append(Object.assign(document.createElement('p'), { textContent: w('legal') + ': ' + p.legalMoves.join(' ') }));
  if (p.errors && p.errors.length > 1) {
    const ul = document.createElement('ul');
    for (const e of p.errors) ul.append(Object.assign(document.createElement('li'), { textContent: e.field + ': ' + e.message }));
    box.append(ul);
  }
  box.dataset.code = p.code ?? '';
}

function clearProblem() {
  const box = $('problem');
  box.hidden = true;
  box.replaceChildren();
  box.dataset.code = '';
  for (const id of ['fen-input', 'moves-input', 'pgn-input']) $(id).removeAttribute('aria-invalid');
}

function selectAt(area, line, column) {
  const lines = area.value.split('\n');
  let at = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
  at += column - 1;
  area.setSelectionRange(at, Math.min(area.value.length, at + 1));
}

// ------------------------------------------------------------------ words, settings, address

function applyWords() {
  document.documentElement.lang = state.lang;
  for (const el of document.querySelectorAll('[data-w]')) el.textContent = w(el.dataset.w);
  for (const el of document.querySelectorAll('[data-t]')) {
    el.setAttribute('aria-label', w(el.dataset.t));
    el.title = w(el.dataset.t);
  }
  $('rules').value = state.rules;
  $('lang').value = state.lang;
  $('flag').value = state.flag;
}

function updateUrl() {
  const q = new URLSearchParams();
  if (state.startFen !== START) q.set('fen', state.startFen);
  if (state.line.length) q.set('moves', state.line.slice(0, state.ply).map((m) => m.san).join(' '));
  if (state.rules !== 'fide') q.set('rules', state.rules);
  if (state.lang !== 'en') q.set('lang', state.lang);
  if (state.flag) q.set('flag', state.flag);
  const s = q.toString();
  window.history.replaceState(null, '', s ? '?' + s : window.location.pathname);
}

async function reload() {
  applyWords();
  const r = await loadLine(state.source.fen, state.source.moves, state.ply);
  if (!r.ok) showProblem(r.data);
}

async function classify(e) {
  e.preventDefault();
  const control = $('tc').value.trim();
  if (!control) return;
  const r = await api('GET', 'v1/time-control?control=' + encodeURIComponent(control));
  const box = $('tc-report');
  box.textContent = r.ok ? (WORDS[state.lang].category[r.data.category] + ' — ' + r.data.rule) : r.data.detail;
  box.dataset.category = r.ok ? r.data.category : '';
}

// ------------------------------------------------------------------ wiring

$('first').addEventListener('click', () => step(0));
$('back').addEventListener('click', () => step(state.ply - 1));
$('forward').addEventListener('click', () => step(state.ply + 1));
$('last').addEventListener('click', () => step(state.line.length));
$('flip').addEventListener('click', () => ground.toggleOrientation());
$('rules').addEventListener('change', (e) => { state.rules = e.target.value; reload(); });
$('lang').addEventListener('change', (e) => { state.lang = e.target.value; reload(); });
$('flag').addEventListener('change', (e) => {
  state.flag = e.target.value;
  // A flag fall and another ending are one event each: choosing one clears the other.
  if (state.flag) { $('end-by').value = ''; state.end = readEnd(); }
  show(state.ply);
});
$('end-by').addEventListener('change', () => {
  // A claim or an illegal move is the side to move's.
  if ($('end-by').value && $('end-by').value !== 'resignation' && state.game) $('end-side').value = state.game.position.turn;
  state.end = readEnd();
  if (state.end) { state.flag = ''; $('flag').value = ''; }
  show(state.ply);
});
$('end-form').addEventListener('submit', (e) => {
  e.preventDefault();
  state.end = readEnd();
  if (state.end) { state.flag = ''; $('flag').value = ''; }
  show(state.ply);
});
readEnd();
$('tc-form').addEventListener('submit', classify);
$('offer').addEventListener('click', () => {
  state.offers.push({ ply: state.ply, by: $('offer').dataset.side });
  show(state.ply);
});
$('load-form').addEventListener('submit', (e) => { e.preventDefault(); loadFromForm(); });
$('reset').addEventListener('click', () => {
  for (const id of ['fen-input', 'moves-input', 'pgn-input']) $(id).value = '';
  state.offers = [];
  clearProblem();
  loadLine(null, []);
});
$('move-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const move = $('move-input').value.trim();
  if (!move) return;
  $('move-input').value = '';
  play(move);
});
$('promotion').addEventListener('click', (e) => {
  const role = e.target.dataset && e.target.dataset.role;
  if (!role || !pendingPromotion) return;
  const move = pendingPromotion + role;
  pendingPromotion = null;
  $('promotion').hidden = true;
  $('move-input').focus();
  play(move);
});
$('promotion').addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  pendingPromotion = null;
  $('promotion').hidden = true;
  show(state.ply);
});
document.addEventListener('keydown', (e) => {
  if (e.target.closest('input, textarea, select, [role=dialog]')) return;
  const to = { ArrowLeft: state.ply - 1, ArrowRight: state.ply + 1, Home: 0, End: state.line.length }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  step(to);
});
for (const type of ['dragover', 'drop']) {
  document.addEventListener(type, async (e) => {
    if (!e.dataTransfer || !e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    if (type === 'drop' && e.dataTransfer.files.length) {
      $('pgn-input').value = await e.dataTransfer.files[0].text();
      loadFromForm();
    }
  });
}

// A deep link: /?fen=F, /?pgn=P, /?moves=e4+e5+Qh5, with &rules=online, &lang=tr, &flag=white.
const q = new URLSearchParams(window.location.search);
if (q.get('rules') === 'online') state.rules = 'online';
if (q.get('lang') === 'tr') state.lang = 'tr';
if (['white', 'black'].includes(q.get('flag'))) state.flag = q.get('flag');
applyWords();
$('fen-input').value = q.get('fen') ?? '';
$('moves-input').value = q.get('moves') ?? '';
$('pgn-input').value = q.get('pgn') ?? '';
loadFromForm();
