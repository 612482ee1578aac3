import type { ImageMeta } from './repository.ts';

/** The image's entity tag: its sha256, so identical bytes always validate the same cached copy. */
export const imageEtag = (image: Pick<ImageMeta, 'sha256'>) => `"${image.sha256}"`;

/**
 * Headers of every served image. The bytes were checked to be an image on upload; these make sure a
 * browser never treats them as anything else (no sniffing, no script, no plugins even if opened
 * directly), and let it cache them privately for an hour.
 */
export function imageHeaders(image: Pick<ImageMeta, 'mime' | 'sha256'>): Record<string, string> {
  return {
    'Content-Type': image.mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-site',
    'Cache-Control': 'private, max-age=3600',
    ETag: imageEtag(image),
  };
}

/** Whether an If-None-Match header (possibly a list, possibly weak tags) names this entity tag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
