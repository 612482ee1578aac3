import {
  GetLibraryResponseSchema,
  ImageSchema,
  type LibraryImage,
  MessageResponseSchema,
} from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

export type { LibraryImage } from '../../../contract/api.ts';

export async function listImages(signal?: AbortSignal): Promise<LibraryImage[]> {
  return (await apiJson(GetLibraryResponseSchema, '/get_images', { signal })).images;
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
