import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text responses (the web app's JS and CSS, JSON, the API document) leave brotli- or gzip-compressed
 * when the client accepts it: the main script goes from ~320 KB to under 100 KB on the wire.
 * Never an event stream: a compressor holds chunks back until it has enough to squeeze, which
 * would stall the tutor's reply token by token (the SSE route writes its raw response, and the
 * content-type check below keeps it so should that change).
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    // Below about a kilobyte the headers and the CPU cost more than the bytes saved.
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    encodings: ['br', 'gzip'],
  });
}
