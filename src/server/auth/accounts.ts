import { randomBytes } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users as usersTable } from '../db/schema.ts';
import { revokeAccountSignIns } from '../idp/adapter.ts';
import { ROLES, type Role, type User, type UsersRepository, usersRepository } from './users.ts';

/**
 * A rule of account management was broken: the message says which, for an operator or an admin. The
 * kind says how: a bad value, an account that does not exist, or a change that clashes with the others.
 */
export class AccountRuleError extends Error {
  readonly kind: 'invalid' | 'missing' | 'conflict';
  constructor(kind: 'invalid' | 'missing' | 'conflict', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** A strong password for a new account or a reset: shown once, stored only as a hash. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Who asks for a change: an admin may not lock themselves out (the CLI, run by the operator, has no actor). */
export type Actor = { accountId: string } | undefined;

/**
 * The rules of local accounts, one copy for the operator CLI and the admin Accounts screen: roles
 * are known ones and never empty, e-mails are unique, the last active admin cannot be demoted or
 * disabled, an admin cannot demote or disable themselves, and a disabled account's sign-in
 * sessions and refresh tokens are revoked at once.
 */
export function accountRules(db: Db) {
  const users = usersRepository(db);

  async function existing(email: string): Promise<User> {
    const user = await users.findByEmail(email);
    if (!user) throw new AccountRuleError('missing', `No account ${email}.`);
    return user;
  }

  function checkRoles(roles: readonly string[]): Role[] {
    const bad = roles.find((r) => !(ROLES as readonly string[]).includes(r));
    if (bad) throw new AccountRuleError('invalid', `Unknown role "${bad}": use ${ROLES.join(' or ')}.`);
    if (roles.length === 0) throw new AccountRuleError('invalid', 'An account needs at least one role.');
    return [...new Set(roles as Role[])];
  }

  /**
   * Applies a change that may leave no active admin, the rule checked inside one transaction that
   * first locks every active admin's row: two admins demoting each other at once are done one after
   * the other, and the second sees the first's result (and is refused).
   */
  async function withAdminRemaining(
    user: User,
    actor: Actor,
    change: 'demote' | 'disable',
    apply: (repo: UsersRepository) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: usersTable.id })
        .from(usersTable)
        .where(and(sql`'admin' = any(${usersTable.roles})`, isNull(usersTable.disabledAt)))
        .for('update');
      if (admins.some((a) => a.id === user.id)) {
        if (actor?.accountId === user.id) {
          throw new AccountRuleError(
            'conflict',
            change === 'demote'
              ? 'You cannot remove your own admin role: ask another admin.'
              : 'You cannot disable your own account: ask another admin.',
          );
        }
        if (admins.length < 2) {
          throw new AccountRuleError(
            'conflict',
            `${user.email} is the last active admin: make another admin first.`,
          );
        }
      }
      await apply(usersRepository(tx));
    });
  }

  return {
    users,

    /** Creates an account; without a password one is generated and returned to show once. */
    async add(input: {
      email: string;
      roles: readonly string[];
      name?: string | undefined;
      password?: string;
    }) {
      const roles = checkRoles(input.roles);
      if (await users.findByEmail(input.email)) {
        throw new AccountRuleError('conflict', `${input.email} exists already.`);
      }
      const password = input.password ?? generatePassword();
      const user = await users.create({
        email: input.email,
        password,
        roles,
        ...(input.name ? { name: input.name } : {}),
      });
      return { user, password, generated: input.password === undefined };
    },

    async setRoles(email: string, roles: readonly string[], actor: Actor = undefined): Promise<User> {
      const wanted = checkRoles(roles);
      const user = await existing(email);
      const apply = async (repo: UsersRepository) => void (await repo.setRoles(user.email, wanted));
      if (wanted.includes('admin')) await apply(users);
      else await withAdminRemaining(user, actor, 'demote', apply);
      // Tokens issued under the old roles stop at their next request (the version changed). A role
      // taken away also ends the grants and refresh tokens, so a new sign-in is the only way on; a
      // role added needs only a refresh.
      if (user.roles.some((r) => !wanted.includes(r as Role))) await revokeAccountSignIns(db, user.id);
      return { ...user, roles: wanted };
    },

    /** Sets a new password (generated unless given) and returns it to show once. */
    async resetPassword(email: string, password?: string) {
      const user = await existing(email);
      const value = password ?? generatePassword();
      await users.setPassword(user.email, value);
      // Whoever knew the old password may be signed in: every session and token of the account ends.
      await revokeAccountSignIns(db, user.id);
      return { user, password: value, generated: password === undefined };
    },

    async setDisabled(email: string, disabled: boolean, actor: Actor = undefined): Promise<User> {
      const user = await existing(email);
      let updated: User | undefined;
      const apply = async (repo: UsersRepository) => {
        updated = await repo.setDisabled(user.email, disabled);
      };
      if (disabled) await withAdminRemaining(user, actor, 'disable', apply);
      else await apply(users);
      // Sessions and refresh tokens stop at once; access tokens already issued stop at their next
      // request, as the account's version changed (auth/account-state.ts).
      if (disabled) await revokeAccountSignIns(db, user.id);
      return updated ?? user;
    },
  };
}

export type AccountRules = ReturnType<typeof accountRules>;
