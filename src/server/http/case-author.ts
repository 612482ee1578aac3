import { principalOf } from '../auth/guard.ts';

/** Who a case version is recorded against: the e-mail when the token has one, else the subject. */
export function authorOf(request: Parameters<typeof principalOf>[0]): string {
  const { email, sub } = principalOf(request);
  return email ?? sub;
}
