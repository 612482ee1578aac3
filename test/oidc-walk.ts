import { createHash, randomBytes } from 'node:crypto';

/**
 * Walks the embedded provider's authorization-code + PKCE flow over plain HTTP, as a browser
 * would (cookies, redirects, the login form), so the protocol can be tested without Chromium.
 */
export type Tokens = { access_token: string; id_token: string; refresh_token?: string; expires_in: number };

export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function follow(url: string, jar: CookieJar, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

/** Starts an authorization request; returns the login page's URL (or the error redirect). */
export async function authorize(
  baseUrl: string,
  jar: CookieJar,
  params: Record<string, string>,
): Promise<Response> {
  const query = new URLSearchParams({
    client_id: 'airway-web',
    response_type: 'code',
    redirect_uri: `${baseUrl}/`,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    prompt: 'consent',
    ...params,
  });
  return follow(`${baseUrl}/oidc/auth?${query}`, jar);
}

/** Signs in on the login page and follows redirects back to the site; returns the authorization code. */
export async function signInForCode(
  baseUrl: string,
  credentials: { email: string; password: string },
  challenge: string,
): Promise<{ code: string; jar: CookieJar }> {
  const jar = new CookieJar();
  let response = await authorize(baseUrl, jar, { code_challenge: challenge, code_challenge_method: 'S256' });
  const loginUrl = new URL(response.headers.get('location') ?? '', baseUrl);
  response = await follow(loginUrl.toString(), jar);
  if (response.status !== 200) throw new Error(`login page: ${response.status}`);
  response = await follow(`${loginUrl}/login`, jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(credentials).toString(),
  });
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`sign-in stopped with ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const next = new URL(location, baseUrl);
    const code = next.searchParams.get('code');
    if (code && next.pathname === '/') return { code, jar };
    response = await follow(next.toString(), jar);
  }
  throw new Error('too many redirects');
}

export async function tokenRequest(baseUrl: string, body: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'airway-web', ...body }).toString(),
  });
}

/** The whole sign-in of an account: code + PKCE through the login page, then the code exchanged for tokens. */
export async function signInForTokens(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<Tokens & { refresh_token: string; code: string; jar: CookieJar }> {
  const { verifier, challenge } = pkce();
  const { code, jar } = await signInForCode(baseUrl, credentials, challenge);
  const response = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: `${baseUrl}/`,
  });
  if (response.status !== 200) throw new Error(`token exchange: ${response.status} ${await response.text()}`);
  return { ...(await response.json()), code, jar };
}
