/**
 * Where API calls get the current access token. The auth layer registers the source; feature
 * code never touches tokens itself.
 */
let source: () => string | undefined = () => undefined;

export function setAccessTokenSource(next: () => string | undefined) {
  source = next;
}

export function currentAccessToken(): string | undefined {
  return source();
}
