import fc from 'fast-check';
import { MAX_IMAGE_BYTES } from '../../src/contract/api.ts';
import { GIF, JPEG, PNG, WEBP } from '../fixtures/images.ts';
import { hostileString } from './hostile.ts';

/**
 * Multipart upload forms for POST /upload_image, described as data and encoded by hand (not by
 * FormData) so the encoding itself can be broken: truncated, without its closing boundary, with
 * the wrong boundary, bare LF line ends, or a file just over the 10 MB limit.
 */

const CONTENTS = {
  png: () => PNG,
  gif: () => GIF,
  jpeg: () => JPEG,
  webp: () => WEBP,
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
  empty: () => Buffer.alloc(0),
  truncatedPng: () => PNG.subarray(0, 40),
  pngHeaderOnly: () => PNG.subarray(0, 8),
  // One byte over the limit, starting like a PNG so only the size can refuse it.
  oversize: () => Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]),
} as const;
type ContentKind = keyof typeof CONTENTS;

type PartSpec =
  | { field: string; filename: string | undefined; type: string | undefined; content: ContentKind }
  | { field: string; value: string };

type Mangle =
  | 'none'
  | 'truncate'
  | 'no-closing-boundary'
  | 'no-boundary-param'
  | 'wrong-boundary'
  | 'lf-only'
  | 'garbage-preamble'
  | 'broken-disposition'
  | 'empty-body';

export type MultipartSpec = { parts: PartSpec[]; mangle: Mangle };

const filePart: fc.Arbitrary<PartSpec> = fc.record({
  field: fc.oneof(
    { weight: 5, arbitrary: fc.constant('image') },
    { weight: 1, arbitrary: fc.constantFrom('file', 'title', '') },
  ),
  filename: fc.option(
    fc.oneof(fc.constantFrom('a.png', '../../etc/passwd', 'x".png', 'a\r\nb.png'), hostileString),
    {
      nil: undefined,
    },
  ),
  type: fc.option(
    fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', 'junk'),
    {
      nil: undefined,
    },
  ),
  content: fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom<ContentKind>('png', 'gif', 'jpeg', 'webp') },
    {
      weight: 12,
      arbitrary: fc.constantFrom<ContentKind>('svg', 'html', 'empty', 'truncatedPng', 'pngHeaderOnly'),
    },
    { weight: 1, arbitrary: fc.constant<ContentKind>('oversize') },
  ),
});

const textPart: fc.Arbitrary<PartSpec> = fc.record({
  field: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('title', 'tags') },
    { weight: 1, arbitrary: hostileString },
  ),
  value: fc.oneof(
    hostileString,
    fc.array(hostileString, { maxLength: 25 }).map((tags) => tags.join(',')),
    fc.constant('x'.repeat(2_001)),
  ),
});

/** A well-formed form as the web app sends it (one image, maybe a title and tags), with hostile text. */
const cleanForm: fc.Arbitrary<MultipartSpec> = fc
  .tuple(
    fc.constantFrom<ContentKind>('png', 'gif', 'jpeg', 'webp'),
    fc.option(hostileString, { nil: undefined }),
    fc.option(
      fc.array(hostileString, { maxLength: 5 }).map((tags) => tags.join(',')),
      { nil: undefined },
    ),
  )
  .map(([content, title, tags]) => ({
    mangle: 'none',
    parts: [
      ...(title === undefined ? [] : [{ field: 'title', value: title }]),
      ...(tags === undefined ? [] : [{ field: 'tags', value: tags }]),
      { field: 'image', filename: 'upload.png', type: 'image/png', content },
    ],
  }));

const anyForm: fc.Arbitrary<MultipartSpec> = fc.record({
  parts: fc.array(fc.oneof({ weight: 2, arbitrary: filePart }, { weight: 1, arbitrary: textPart }), {
    maxLength: 8,
  }),
  mangle: fc.oneof(
    { weight: 8, arbitrary: fc.constant<Mangle>('none') },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Mangle>(
        'truncate',
        'no-closing-boundary',
        'no-boundary-param',
        'wrong-boundary',
        'lf-only',
        'garbage-preamble',
        'broken-disposition',
        'empty-body',
      ),
    },
  ),
});

export const multipartArbitrary: fc.Arbitrary<MultipartSpec> = fc.oneof(
  { weight: 1, arbitrary: cleanForm },
  { weight: 2, arbitrary: anyForm },
);

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

/** Field and file names as a browser quotes them: quotes and line breaks escaped. */
const quoted = (value: string) =>
  `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

export function encodeMultipart(spec: MultipartSpec): { payload: Buffer; contentType: string } {
  const eol = spec.mangle === 'lf-only' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  if (spec.mangle === 'garbage-preamble') chunks.push(Buffer.from(`garbage${eol}--not-it${eol}`));
  for (const part of spec.parts) {
    const disposition =
      spec.mangle === 'broken-disposition'
        ? `Content-Disposition: form-data; name=${part.field}; filename=`
        : `Content-Disposition: form-data; name=${quoted(part.field)}${'content' in part && part.filename !== undefined ? `; filename=${quoted(part.filename)}` : ''}`;
    const headers = [disposition];
    if ('content' in part && part.type) headers.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`--${BOUNDARY}${eol}${headers.join(eol)}${eol}${eol}`));
    chunks.push('content' in part ? CONTENTS[part.content]() : Buffer.from(part.value));
    chunks.push(Buffer.from(eol));
  }
  if (spec.mangle !== 'no-closing-boundary') chunks.push(Buffer.from(`--${BOUNDARY}--${eol}`));
  let payload = Buffer.concat(chunks);
  if (spec.mangle === 'truncate') payload = payload.subarray(0, Math.floor(payload.length / 2));
  if (spec.mangle === 'empty-body') payload = Buffer.alloc(0);
  const contentType =
    spec.mangle === 'no-boundary-param'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${spec.mangle === 'wrong-boundary' ? 'other' : BOUNDARY}`;
  return { payload, contentType };
}
