import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { getResponse } from 'msw';
import { pageFileFor } from '@/app/pageFile';
import { resetDb } from '../db';
import { handlers } from '../handlers';
import { chatMockConfig } from '../handlers/chatModel';
import { mockConfig } from '../http';
import { broker } from '../realtime';
import { attachSockJs } from './sockjs';
import { answerQa } from './qaRoutes';
import { readBody } from './body';

/**
 * The mock backend served from Node: the same MSW handlers and store over real HTTP, the same broker over a
 * real SockJS endpoint at /ws, and (optionally) a built app. Several browsers share it, so two people can
 * talk: this is what the two-context browser journey runs against (scripts/mock-server.mjs starts it).
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.vtt': 'text/vtt',
  '.mp4': 'video/mp4',
};

async function answerApi(req: IncomingMessage, res: ServerResponse, origin: string) {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  // A held call (an injected timeout) ends when the client hangs up.
  const hangUp = new AbortController();
  res.on('close', () => hangUp.abort());
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body,
    signal: hangUp.signal,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  // A network error (the mock playing an unreachable backend): no answer at all.
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function answerStatic(req: IncomingMessage, res: ServerResponse, root: string) {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  let file = resolve(join(root, path));
  const isFile = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  // A page's address is answered with its pre-rendered HTML, else with the app shell (src/app/pageFile.ts).
  if (!file.startsWith(root) || !isFile || path === '/') {
    const files = await readdir(root);
    file = join(
      root,
      pageFileFor(path, (f) => files.includes(f)),
    );
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(await readFile(file));
}

export async function startMockServer({ port, staticDir }: { port: number; staticDir?: string }) {
  mockConfig.latencyMs = 0;
  chatMockConfig.replyDelayMs = 800;
  const origin = `http://127.0.0.1:${port}`;
  const root = staticDir ? resolve(staticDir) : undefined;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const done = (e: unknown) => {
      console.error('[mock-server]', e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    };
    if (url.startsWith('/ws')) return; // SockJS answers these
    if (url === '/__mock/reset' && req.method === 'POST') {
      resetDb();
      res.writeHead(204).end();
    } else if (url === '/__mock/drop-sockets' && req.method === 'POST') {
      broker.dropAll();
      res.writeHead(204).end();
    } else if (url.startsWith('/__mock/'))
      answerQa(req, res)
        .then((answered) => answered || res.writeHead(404).end())
        .catch(done);
    else if (url.startsWith('/api/')) answerApi(req, res, origin).catch(done);
    else if (root) answerStatic(req, res, root).catch(done);
    else res.writeHead(404).end();
  });
  attachSockJs(server, broker);
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return server;
}
