// A minimal HTTP peer for the load test: POST /v1/position with {"fen": ..., "rules": ...} (or
// GET /v1/position?fen=...) answers chess.js's position report (report.mjs) as JSON. One Node
// process, no framework, keep-alive as Node does by default.
//
//   node server.mjs PORT [chess.js|chessops]
import { createServer } from 'node:http';
import { chessjsReport, chessopsReport } from './report.mjs';

const port = Number(process.argv[2] ?? 8090);
const lib = process.argv[3] ?? 'chess.js';
const report = lib === 'chessops' ? chessopsReport : chessjsReport;

function send(res, status, type, text) {
  const body = Buffer.from(text, 'utf8');
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length });
  res.end(body);
}

function problem(res, status, detail) {
  send(res, status, 'application/problem+json', JSON.stringify({ title: 'Bad request', status, detail }));
}

function answer(res, fen) {
  if (typeof fen !== 'string' || fen === '') return problem(res, 400, "a 'fen' is required");
  let text;
  try {
    text = report(fen);
  } catch (e) {
    return problem(res, 400, `invalid FEN: ${e.message}`);
  }
  send(res, 200, 'application/json;charset=UTF-8', text);
}

createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname !== '/v1/position') return problem(res, 404, 'not found');
  if (req.method === 'GET') return answer(res, url.searchParams.get('fen'));
  if (req.method !== 'POST') return problem(res, 405, 'GET or POST');
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return problem(res, 400, 'malformed JSON');
    }
    answer(res, body?.fen);
  });
}).listen(port, '127.0.0.1', () => process.stderr.write(`${lib} position server on port ${port}\n`));
