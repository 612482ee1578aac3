/** Upload fixtures for the image tests: real image bytes and a browser-like multipart encoder. */
import { readFileSync } from 'node:fs';
import { teachingImages } from './teaching-images.ts';

/** A real 800×600 PNG from the repository, and the smallest valid file of each other accepted format. */
export const PNG = readFileSync(teachingImages[0]?.file ?? '');
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
    '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export type FilePart = { bytes: Uint8Array; name: string; type: string };
export type UploadFormParts = {
  image?: FilePart;
  title?: string;
  tags?: string;
  extra?: [string, FilePart | string][];
};

/** A real multipart body, encoded by the platform's FormData as a browser would send it. */
export async function multipart(form: UploadFormParts) {
  const data = new FormData();
  const file = (f: FilePart) => new Blob([Buffer.from(f.bytes)], { type: f.type });
  if (form.title !== undefined) data.append('title', form.title);
  if (form.tags !== undefined) data.append('tags', form.tags);
  if (form.image) data.append('image', file(form.image), form.image.name);
  for (const [name, value] of form.extra ?? []) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, file(value), value.name);
  }
  const request = new Request('http://localhost/upload_image', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
