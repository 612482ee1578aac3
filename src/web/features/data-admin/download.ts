import { apiFetch } from '../../api/client.ts';

/**
 * Downloads an export with the bearer token (a plain link cannot send it), reporting the bytes
 * received as they arrive, then hands the file to the browser under the server's file name.
 */
export async function downloadExport(
  path: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  const response = await apiFetch(path, { signal });
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export';
  const parts: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    parts.push(chunk.value);
    bytes += chunk.value.byteLength;
    onProgress(bytes);
  }
  const blob = new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? '' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName, bytes };
}

/** "1.2 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
