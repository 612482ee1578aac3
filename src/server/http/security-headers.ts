import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers on every response: a CSP with no inline scripts, no framing, no MIME sniffing,
 * a strict referrer policy. An external identity provider is allowed for the token calls the web
 * app makes to it (and its profile pictures). `styleHashes` are the CSP hashes of inline styles the
 * server's own pages carry (the embedded provider's login page), given by app.ts when those pages are on.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  styleHashes: readonly string[] = [],
) {
  const issuerOrigin = config.oidc.externalIssuer ? new URL(config.oidc.externalIssuer).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...styleHashes],
        imgSrc: ["'self'", 'data:', 'blob:', ...(issuerOrigin ? ['https:'] : [])],
        connectSrc: ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
        fontSrc: ["'self'"],
        formAction: ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The login page's form posts back to the provider, which redirects to the site: same origin.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    hsts: config.publicUrl.startsWith('https://'),
  });
}
