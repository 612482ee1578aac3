import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import {
  type FilePart,
  GIF,
  JPEG,
  multipart,
  PNG,
  type UploadFormParts,
  WEBP,
} from '../../../test/fixtures/images.ts';
import { GetImagesResponseSchema, MAX_IMAGE_BYTES } from '../../contract/api.ts';
import { imageUrlSigner } from '../images/signed-urls.ts';

describeEachDatabase('image library API', (target) => {
  let t: TestApp;
  let admin: string;
  let resident: string;
  beforeAll(async () => {
    t = await startTestApp({ target });
    admin = await t.tokenFor(ADMIN_EMAIL);
    resident = await t.tokenFor(RESIDENT_EMAIL);
  });
  afterAll(async () => t?.close());

  /** `null` is an anonymous caller (undefined would select the parameter defaults). */
  const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
  const get = (url: string, token: string | null = null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
  const del = (id: string | number, token: string | null = admin) =>
    t.app.inject({ method: 'DELETE', url: `/delete_image/${id}`, headers: auth(token) });
  async function upload(form: UploadFormParts, token: string | null = admin) {
    const { payload, contentType } = await multipart(form);
    return t.app.inject({
      method: 'POST',
      url: '/upload_image',
      payload,
      headers: { ...auth(token), 'content-type': contentType },
    });
  }
  async function uploadOk(form: UploadFormParts): Promise<{ id: number; url: string }> {
    const response = await upload(form);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const listed = async () => GetImagesResponseSchema.parse((await get('/get_images', admin)).json()).images;
  const png = (name = 'diagram.png'): FilePart => ({ bytes: PNG, name, type: 'image/png' });

  describe('POST /upload_image', () => {
    it('stores a PNG with its title and tags and answers its id and a working link', async () => {
      const created = await uploadOk({
        image: png(),
        title: '  Bag-mask seal ',
        tags: 'Mask, seal, ,mask, C-E grip',
      });
      expect(created).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/^\/images\/\d+\?exp=\d+&sig=[\w-]{43}$/),
      });
      expect(created.url.startsWith(`/images/${created.id}?`)).toBe(true);

      const served = await get(created.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);

      const response = await get('/get_images', admin);
      const entry = response.json().images.find((i: { id: number }) => i.id === created.id);
      expect(entry).toEqual({
        id: created.id,
        url: expect.stringMatching(/^\/images\/\d+\?/),
        title: 'Bag-mask seal',
        tags: ['mask', 'seal', 'c-e grip'],
      });
    });

    it.each([
      ['JPEG', JPEG, 'image/jpeg'],
      ['WebP', WEBP, 'image/webp'],
      ['GIF', GIF, 'image/gif'],
    ])('accepts a %s and serves it with its own type', async (_name, bytes, mime) => {
      const { url } = await uploadOk({ image: { bytes, name: 'x.bin', type: 'application/octet-stream' } });
      const served = await get(url);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });

    it('types a file by its content, not by its name or declared type', async () => {
      const { url } = await uploadOk({ image: { bytes: GIF, name: 'photo.png', type: 'image/png' } });
      expect((await get(url)).headers['content-type']).toBe('image/gif');
    });

    it('accepts exactly the size limit', async () => {
      const bytes = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]);
      await uploadOk({ image: { bytes, name: 'big.png', type: 'image/png' } });
      // 10 MB into embedded PGlite: quick alone, but over 60 s (40-100 s measured) on a 2-core machine at load 19.
    }, 180_000);

    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    it.each([
      ['an SVG with a script', { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }],
      ['an HTML page renamed .png', { bytes: html, name: 'picture.png', type: 'image/png' }],
      [
        'a text file claiming image/jpeg',
        { bytes: Buffer.from('just some notes\n'), name: 'a.jpg', type: 'image/jpeg' },
      ],
      ['a PDF', { bytes: pdf, name: 'doc.png', type: 'image/png' }],
      [
        'HTML followed by PNG bytes',
        { bytes: Buffer.concat([html, PNG]), name: 'poly.png', type: 'image/png' },
      ],
    ])('refuses %s with 415', async (_name, image) => {
      const before = (await listed()).length;
      const response = await upload({ image });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatch(/PNG, JPEG, WebP or GIF/);
      expect(await listed()).toHaveLength(before);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const bytes = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
      const response = await upload({ image: { bytes, name: 'huge.png', type: 'image/png' } });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'The image is larger than 10 MB.' });
    });

    it.each<[string, UploadFormParts | 'json', RegExp]>([
      ['no file', { title: 'A title only' }, /No image/],
      [
        'a zero-byte file',
        { image: { bytes: new Uint8Array(), name: 'empty.png', type: 'image/png' } },
        /empty/,
      ],
      ['a JSON body', 'json', /multipart/],
      ['the file in another field', { extra: [['photo', png()]] }, /Unexpected file field "photo"/],
      ['two files', { image: png(), extra: [['image', png('second.png')]] }, /one image/],
      ['an overlong title', { image: png(), title: 'x'.repeat(121) }, /title/],
      [
        'too many tags',
        { image: png(), tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') },
        /tags/,
      ],
    ])('refuses %s with 400', async (_name, form, message) => {
      const response =
        form === 'json'
          ? await t.app.inject({
              method: 'POST',
              url: '/upload_image',
              payload: { image: 'x' },
              headers: auth(admin),
            })
          : await upload(form);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    });

    it('refuses a truncated multipart body with 400', async () => {
      const { payload, contentType } = await multipart({ image: png() });
      const response = await t.app.inject({
        method: 'POST',
        url: '/upload_image',
        payload: payload.subarray(0, 2000),
        headers: { ...auth(admin), 'content-type': contentType },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('admin-only calls', () => {
    it('refuses residents (403) and anonymous callers (401)', async () => {
      for (const [token, status] of [
        [resident, 403],
        [null, 401],
      ] as const) {
        expect((await upload({ image: png() }, token)).statusCode).toBe(status);
        expect((await get('/get_images', token)).statusCode).toBe(status);
        expect((await del(1, token)).statusCode).toBe(status);
      }
    });
  });

  describe('DELETE /delete_image/:id and ids', () => {
    it('deletes an image; its id then answers 404 everywhere and is never handed out again', async () => {
      const first = await uploadOk({ image: png(), title: 'To delete' });
      const deleted = await del(first.id);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: `Image ${first.id} deleted.` });
      expect((await listed()).map((i) => i.id)).not.toContain(first.id);

      for (const response of [
        await del(first.id),
        await get(`/get-image/${first.id}`, resident),
        await get(first.url),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: `No image ${first.id}.` });
      }
      const next = await uploadOk({ image: png() });
      expect(next.id).toBeGreaterThan(first.id);
    });

    it('answers 404 for an id that never existed', async () => {
      expect((await del(999_999)).statusCode).toBe(404);
    });

    it.each(['abc', '1;drop', '..%2F1', '-1', '1.5', '1e3', '9999999999', '%20', '0x1'])(
      'refuses the id "%s" with 400 on every image route',
      async (id) => {
        for (const response of [
          await del(id),
          await get(`/get-image/${id}`, admin),
          await get(`/images/${id}`),
        ]) {
          expect(response.statusCode).toBe(400);
          expect(response.json().error).toMatch(/id/);
        }
      },
    );
  });

  describe('GET /get-image/:id', () => {
    it('gives any signed-in user a fresh working link', async () => {
      const { id } = await uploadOk({ image: png() });
      const response = await get(`/get-image/${id}`, resident);
      expect(response.statusCode).toBe(200);
      const { image } = response.json();
      expect(image).toMatch(new RegExp(`^/images/${id}\\?exp=\\d+&sig=`));
      expect((await get(image)).statusCode).toBe(200);
    });

    it('needs a signed-in user', async () => {
      expect((await get('/get-image/1')).statusCode).toBe(401);
    });
  });

  describe('GET /images/:id (signed links)', () => {
    let image: { id: number; url: string };
    /** When the link was made: between these two clock readings (ms). */
    let signedAfter: number;
    let signedBefore: number;
    beforeAll(async () => {
      signedAfter = Date.now();
      image = await uploadOk({ image: png() });
      signedBefore = Date.now();
    });
    const withQuery = (query: string) => `/images/${image.id}?${query}`;
    const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

    it('serves the bytes with safe, cacheable headers', async () => {
      const response = await get(image.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, max-age=3600',
        etag: `"${createHash('sha256').update(PNG).digest('hex')}"`,
      });
    });

    it('answers 304 when the browser already holds the same bytes', async () => {
      const etag = String((await get(image.url)).headers.etag);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const response = await get(image.url, null, { 'if-none-match': header });
        expect(response.statusCode).toBe(304);
        expect(response.rawPayload).toHaveLength(0);
        expect(response.headers.etag).toBe(etag);
      }
      expect((await get(image.url, null, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });

    it('makes links that live 12 hours (expiry rounded up to the hour)', () => {
      const exp = Number(queryOf(image.url).get('exp'));
      // Measured from when the link was made, not from now: the tests before this one may have taken longer
      // than any slack, and an expiry just past an hour boundary would then seem short.
      expect(exp).toBeGreaterThanOrEqual(signedAfter / 1000 + 12 * 3600);
      expect(exp).toBeLessThan(signedBefore / 1000 + 13 * 3600);
      expect(exp % 3600).toBe(0);
    });

    it('refuses an expired link with 403', async () => {
      const longAgo = imageUrlSigner(t.database.db, { now: () => Date.now() - 13 * 3600 * 1000 });
      const response = await get(await longAgo.sign(image.id));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'This image link is invalid or has expired.' });
    });

    it('refuses tampered or incomplete links with 403', async () => {
      const q = queryOf(image.url);
      const exp = q.get('exp') ?? '';
      const sig = q.get('sig') ?? '';
      const other = await uploadOk({ image: png() });
      const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
      const tampered = [
        withQuery(`exp=${exp}&sig=${flipped}`),
        withQuery(`exp=${Number(exp) + 3600}&sig=${sig}`),
        withQuery(`exp=${exp}&sig=${sig}A`),
        withQuery(`exp=${exp}`),
        withQuery(`sig=${sig}`),
        withQuery(''),
        `/images/${other.id}?exp=${exp}&sig=${sig}`,
      ];
      for (const url of tampered) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(403);
      }
    });

    it('verifies links made by another server instance sharing the database', async () => {
      const elsewhere = imageUrlSigner(t.database.db);
      expect((await get(await elsewhere.sign(image.id))).statusCode).toBe(200);
    });
  });
});
