// SPDX-License-Identifier: MIT
// serve.js - a static file server for the tests (and `node web/test/serve.js [port]`): serves
// the source tree on 127.0.0.1, GET and HEAD only, nothing outside the tree, nothing cached,
// and the lab's worker script with the Content-Security-Policy header docs/web.md recommends.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
};

// The policy docs/web.md recommends for the lab's worker script, which a static server can only
// give with a header: the worker may compile the WebAssembly module and a person's heuristic
// ('wasm-unsafe-eval', 'unsafe-eval'), load its own modules, and fetch from its own origin (the
// module), nothing else. The page's own policy is in index.html.
export const WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

/** Serve `root` on 127.0.0.1:port (0: any free port); resolves to the listening http.Server. */
export function serve(root, port = 0) {
  const top = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (path.endsWith('/')) path += 'index.html';
      const file = normalize(join(top, path));
      if (file !== top && !file.startsWith(top + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store',
        'content-length': body.length };
      if (path.endsWith('/web/js/worker.js')) headers['content-security-policy'] = WORKER_CSP;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const server = await serve(root, Number(process.argv[2] || 8008));
  console.log(`serving ${root}: open http://127.0.0.1:${server.address().port}/web/ (Ctrl-C stops)`);
}
