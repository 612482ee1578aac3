/**
 * Whether this page load needs the sign-in machinery at once: a stored session in this tab, or the
 * redirect back from the identity provider (?code=&state=, or ?error=&state=).
 */
export function signInInProgressOrStored(): boolean {
  const params = new URLSearchParams(window.location.search);
  if (params.has('state') && (params.has('code') || params.has('error'))) return true;
  for (let i = 0; i < sessionStorage.length; i++) {
    if (sessionStorage.key(i)?.startsWith('oidc.user:')) return true;
  }
  return false;
}
