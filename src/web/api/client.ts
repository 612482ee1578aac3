import type { z } from 'zod';
import { currentAccessToken } from './token.ts';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; form?: FormData };

/** A call to the app's API with the bearer token; `{ error }` answers become ApiErrors. */
export async function apiFetch(path: string, options: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status, await errorText(response));
  return response;
}

/** apiFetch, then the JSON answer checked against the shared contract. */
export async function apiJson<T extends z.ZodType>(
  schema: T,
  path: string,
  options: Options = {},
): Promise<z.infer<T>> {
  const response = await apiFetch(path, options);
  return schema.parse(await response.json());
}

async function errorText(response: Response): Promise<string> {
  try {
    const data = (await response.json()) as { error?: unknown };
    if (typeof data.error === 'string') return data.error;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `Request failed (HTTP ${response.status})`;
}
