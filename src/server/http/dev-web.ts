import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InlineConfig } from 'vite';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * `npm run dev`: the web app served by Vite from its sources, inside this server, on its one origin
 * (so PUBLIC_URL, the sign-in redirects and the API are the same as in production, and the
 * embedded provider's /oidc paths are never answered by the page). Every route of the server wins;
 * what none matches goes to Vite (modules, assets, hot updates over this server's own socket), and
 * a GET for HTML that Vite does not serve either gets the app's page, transformed for hot updates.
 *
 * Development only: Vite is a dev dependency, loaded here and nowhere else. The Content-Security-
 * Policy is lifted from what Vite serves, whose hot-update client and React preamble are inline.
 */
export async function registerDevWeb(app: FastifyInstance) {
  const { createServer } = await import('vite');
  // The config imported here rather than named as a file: Vite loads a config file by writing a
  // temporary module next to it and importing that, which `node --watch` takes for a change of the
  // server and restarts it (again and again). Imported, it is simply part of the watched sources.
  const { default: config } = (await import(join(repoRoot, 'vite.config.ts'))) as { default: InlineConfig };
  const vite = await createServer({
    ...config,
    root: join(repoRoot, 'src', 'web'),
    configFile: false,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());
  const indexPath = join(repoRoot, 'src', 'web', 'index.html');

  app.setNotFoundHandler((request, reply) => {
    const notFound = { error: `Not found: ${request.method} ${request.url.split('?')[0]}` };
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send(notFound);
    reply.hijack();
    const res = reply.raw;
    res.removeHeader('content-security-policy');
    vite.middlewares(request.raw, res, async () => {
      try {
        if (!(request.headers.accept ?? '').includes('text/html')) {
          res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(notFound));
          return;
        }
        const html = await vite.transformIndexHtml(request.url, await readFile(indexPath, 'utf8'));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(html);
      } catch (error) {
        request.log.error({ err: error }, 'dev web page failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'The development page failed; see the server log.' }));
      }
    });
  });
}
