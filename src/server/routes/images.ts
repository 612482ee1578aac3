import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GetImageResponseSchema,
  GetLibraryResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  UploadedImageResponseSchema,
} from '../../contract/api.ts';
import { principalOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import { readUploadForm, uploadFormLimits } from '../http/upload-form.ts';
import { inspectImage } from '../images/content.ts';
import { imageEtag, imageHeaders, matchesEtag } from '../images/serve.ts';
import type { RouteDeps } from './deps.ts';

/** A signed link's query; anything else is refused like a bad signature (403, not 400). */
const SignedQuerySchema = z.strictObject({
  exp: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[\w-]{43}$/),
});

/** The image calls: the admins' library, the chat's lookup by id, and the signed image links. */
export async function imagesRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Images'];
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, { limits: uploadFormLimits, throwFileSizeLimit: true });
  const { images, imageUrls: signer } = services;

  app.post(
    '/upload_image',
    {
      config: { access: 'admin', consumes: 'multipart/form-data' },
      schema: {
        tags,
        summary: 'Add an image to the library',
        description:
          'A multipart form with the file in the field `image` (PNG, JPEG, GIF or WebP, checked by content, ' +
          '10 MB at most), and optional `title` and `tags` (comma-separated) the tutor finds images by.',
        response: { 201: UploadedImageResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const content = await inspectImage(form.bytes);
      const who = principalOf(request);
      const image = await images.create({
        ...content,
        bytes: form.bytes,
        title: form.title,
        tags: form.tags,
        createdBy: who.email ?? who.sub,
      });
      await services.audit(who, {
        action: 'image.upload',
        subject: String(image.id),
        details: { title: form.title, mime: content.mime, size: form.bytes.byteLength },
      });
      return reply.code(201).send({ id: image.id, url: await signer.sign(image.id) });
    },
  );

  app.get(
    '/get_images',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The image library, with signed links',
        response: { 200: GetLibraryResponseSchema },
      },
    },
    async () => {
      const list = await images.list();
      return {
        images: await Promise.all(
          list.map(async ({ id, title, tags }) => ({ id, url: await signer.sign(id), title, tags })),
        ),
      };
    },
  );

  app.delete(
    '/delete_image/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete an image',
        params: IdParamSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await images.delete(id))) throw new HttpError(404, `No image ${id}.`);
      await services.audit(principalOf(request), { action: 'image.delete', subject: String(id) });
      return { message: `Image ${id} deleted.` };
    },
  );

  // Any signed-in user: the chat turns "image id is N" into a link, and refreshes expired ones.
  app.get(
    '/get-image/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A signed link to an image the tutor named',
        params: IdParamSchema,
        response: { 200: GetImageResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await images.meta(id))) throw new HttpError(404, `No image ${id}.`);
      return { image: await signer.sign(id) };
    },
  );

  // Public at the guard because <img> cannot send a bearer token: the signature is the permission.
  app.get(
    '/images/:id',
    {
      config: { access: 'public', produces: 'image/*' },
      schema: {
        tags,
        summary: 'The image bytes, for a signed link (the signature is the permission)',
        description: '`exp` and `sig` come from a signed link; a wrong or expired one is a 403.',
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const query = SignedQuerySchema.safeParse(request.query);
      if (!query.success || !(await signer.verify(id, Number(query.data.exp), query.data.sig))) {
        throw new HttpError(403, 'This image link is invalid or has expired.');
      }
      const meta = await images.meta(id);
      if (!meta) throw new HttpError(404, `No image ${id}.`);
      reply.headers(imageHeaders(meta));
      if (matchesEtag(request.headers['if-none-match'], imageEtag(meta))) return reply.code(304).send();
      const bytes = await images.bytes(id);
      // Deleted between the two reads.
      if (!bytes) throw new HttpError(404, `No image ${id}.`);
      return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
