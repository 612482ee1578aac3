import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app. Unknown GETs that ask for HTML get index.html so that
 * /about and /product load directly (history fallback); every other unknown request is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string) {
  const indexHtml = join(webRoot, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        const immutable = path.includes(`${join(webRoot, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return reply.code(404).send({ error: `Not found: ${request.method} ${request.url}` });
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
