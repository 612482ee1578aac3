import { InvalidTokenError, type Principal } from './tokens.ts';
import type { UsersRepository } from './users.ts';

/** Given a verified token's caller, the caller as the account is now; throws when the token no longer counts. */
export type AccountCheck = (principal: Principal) => Promise<Principal>;

/**
 * With the embedded provider the accounts are ours, so a token's word is checked against the account
 * on every request (one primary-key look-up, no cache, so every instance agrees at once): a disabled
 * account, a changed role or a reset password stops the tokens issued before it at their next
 * request, not when they expire. The roles are the account's current ones, never the token's.
 */
export function localAccountCheck(users: UsersRepository): AccountCheck {
  return async (principal) => {
    const user = await users.findById(principal.sub);
    if (!user || user.disabledAt !== null) {
      throw new InvalidTokenError('This account is disabled or no longer exists.');
    }
    if (principal.accountVersion !== user.authVersion) {
      throw new InvalidTokenError('This account changed since this sign-in: sign in again.');
    }
    const roles = [...user.roles];
    return { ...principal, roles, isAdmin: roles.includes('admin') };
  };
}
