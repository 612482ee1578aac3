import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const SITE_LINE = 'Pediatric Airway Management Assistant: this server is up.';

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
  // The site's address answers everyone: the app to a browser, one line of what this is to anything else
  // (`curl https://host/` checking a deployment should not read a 404).
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Operations'],
        summary: 'The web app to a browser (Accept: text/html), one line of plain text to any other client',
      },
    },
    async (request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (wantsHtml && indexHtml)
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(
          indexHtml
            ? `${SITE_LINE} Open this address in a browser; the API is described at /api/openapi.json.\n`
            : `${SITE_LINE} The web app is not built yet: run \`npm run build\` (npm start does it for you).\n`,
        );
    },
  );

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
