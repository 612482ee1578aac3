import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app. Unknown GETs that ask for HTML get index.html so that
 * /about and /product load directly (history fallback); every other unknown request is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string) {
  const indexPath = join(webRoot, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(async (scope) => {
      // The built files are public: mark their routes so for the auth guard.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // Source maps (built for local debugging) are not served: they would publish the source.
        allowedPath: (path) => !path.endsWith('.map'),
        setHeaders(res, path) {
          // Hashed assets never change; everything else must be revalidated.
          const immutable = path.startsWith(join(webRoot, 'assets'));
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml)
      return reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
