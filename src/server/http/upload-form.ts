import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../contract/api.ts';
import { HttpError, parseInput } from './errors.ts';

/** What an admin sends to POST /upload_image, read but not yet checked as an image. */
export type UploadForm = { bytes: Buffer; title: string; tags: string[] };

const MAX_TAGS = 20;
const MAX_TAG_CHARS = 40;

/** Busboy's limits for this form: one file, a couple of short text fields, nothing else. */
export const uploadFormLimits = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 2_000,
  fieldNameSize: 100,
};

/**
 * Tags are typed as one comma-separated field; the tutor matches topics against them, so they
 * are kept trimmed, lower-case and without repeats.
 */
const TagsSchema = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(MAX_TAG_CHARS, `each tag may have ${MAX_TAG_CHARS} characters at most`))
      .max(MAX_TAGS, `${MAX_TAGS} tags at most`),
  );

const FieldsSchema = z.strictObject({
  title: z.string().trim().max(120, 'the title may have 120 characters at most').default(''),
  tags: TagsSchema.default([]),
});

/**
 * Reads the multipart form in any part order: the file in field `image`, optional `title` and
 * `tags`. Parser failures become 4xx answers with a message the admin can act on.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the image as a multipart form, in the field "image".');
  }
  let bytes: Buffer | undefined;
  // No prototype, so a field named __proto__ is a field like any other (and refused as unknown).
  const fields: Record<string, string> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image')
          throw new HttpError(400, `Unexpected file field "${part.fieldname}".`);
        bytes = await part.toBuffer();
      } else {
        // Every text field goes to the schema, so an unknown one (a misspelt "titel") is refused.
        if (part.valueTruncated) throw new HttpError(400, `${part.fieldname}: too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!bytes) throw new HttpError(400, 'No image: choose a file and send it in the field "image".');
  return { bytes, ...parseInput(FieldsSchema, fields) };
}

/** Multipart and busboy errors carry terse or no statuses; these are the answers an admin can act on. */
function asUploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'Send one image per upload.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'Too many form fields: send image, and optionally title and tags.');
    default:
      // Malformed or truncated multipart data: the request, not the server, is at fault.
      return new HttpError(
        400,
        'The upload could not be read: the multipart form is malformed or incomplete.',
      );
  }
}
