import { z } from 'zod';
import { ImageSchema, MessageResponseSchema } from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

/** A library entry: the contract's { id, url } plus the title and tags the server also lists. */
const LibraryImageSchema = ImageSchema.extend({
  title: z.string().default(''),
  tags: z.array(z.string()).default([]),
});
const LibrarySchema = z.object({ images: z.array(LibraryImageSchema) });

export type LibraryImage = z.infer<typeof LibraryImageSchema>;

export async function listImages(signal?: AbortSignal): Promise<LibraryImage[]> {
  return (await apiJson(LibrarySchema, '/get_images', { signal })).images;
}

export function uploadImage(file: File, title: string, tags: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('tags', tags);
  form.append('image', file);
  return apiJson(ImageSchema, '/upload_image', { form });
}

export function deleteImage(id: number) {
  return apiJson(MessageResponseSchema, `/delete_image/${id}`, { method: 'DELETE' });
}
