import { randomBytes } from 'node:crypto';
import { and, isNull, sql } from 'drizzle-orm';
import { type AuditActor, type AuditEntry, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import { users as usersTable } from '../db/schema.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import { revokeAccountSignIns } from '../idp/adapter.ts';
import { ROLES, type Role, type User, type UsersRepository, usersRepository } from './users.ts';

/** A strong password for a new account or a reset: shown once, stored only as a hash. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Who asks for a change: an admin (their subject is their account id), whose change is audited and who
 * may not lock themselves out; the CLI, run by the operator, has no actor.
 */
export type Actor = AuditActor | undefined;

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
    if (!user) throw new NotFoundError(`No account ${email}.`);
    return user;
  }

  function checkRoles(roles: readonly string[]): Role[] {
    const bad = roles.find((r) => !(ROLES as readonly string[]).includes(r));
    if (bad) throw new InvalidInputError(`Unknown role "${bad}": use ${ROLES.join(' or ')}.`);
    if (roles.length === 0) throw new InvalidInputError('An account needs at least one role.');
    return [...new Set(roles as Role[])];
  }

  /**
   * Refuses a change that would leave no active admin, or lock the acting admin out. Run inside the
   * change's transaction: it first locks every active admin's row, so two admins demoting each other
   * at the same moment are done one after the other, and the second sees the first's result.
   */
  async function checkAdminRemains(tx: Db, user: User, actor: Actor, change: 'demote' | 'disable') {
    const admins = await tx
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(and(sql`'admin' = any(${usersTable.roles})`, isNull(usersTable.disabledAt)))
      .for('update');
    if (!admins.some((a) => a.id === user.id)) return;
    if (actor?.sub === user.id) {
      throw new ConflictError(
        change === 'demote'
          ? 'You cannot remove your own admin role: ask another admin.'
          : 'You cannot disable your own account: ask another admin.',
      );
    }
    if (admins.length < 2) {
      throw new ConflictError(`${user.email} is the last active admin: make another admin first.`);
    }
  }

  /** Makes a change and, for an admin, its audit entry in one transaction: both are stored or neither. */
  function audited<T>(
    actor: Actor,
    change: (users: UsersRepository, tx: Db) => Promise<T>,
    entry: (result: T) => AuditEntry,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await change(usersRepository(tx), tx);
      if (actor) await recordAudit(tx, actor, entry(result));
      return result;
    });
  }

  return {
    users,

    /** Creates an account; without a password one is generated and returned to show once. */
    async add(
      input: { email: string; roles: readonly string[]; name?: string | undefined; password?: string },
      actor: Actor = undefined,
    ) {
      const roles = checkRoles(input.roles);
      if (await users.findByEmail(input.email)) {
        throw new ConflictError(`${input.email} exists already.`);
      }
      const password = input.password ?? generatePassword();
      const user = await audited(
        actor,
        (inTx) =>
          inTx.create({ email: input.email, password, roles, ...(input.name ? { name: input.name } : {}) }),
        (created) => ({
          action: 'account.create',
          subject: created.email,
          details: { roles: created.roles },
        }),
      );
      return { user, password, generated: input.password === undefined };
    },

    async setRoles(email: string, roles: readonly string[], actor: Actor = undefined): Promise<User> {
      const wanted = checkRoles(roles);
      const user = await existing(email);
      await audited(
        actor,
        async (inTx, tx) => {
          if (!wanted.includes('admin')) await checkAdminRemains(tx, user, actor, 'demote');
          await inTx.setRoles(user.email, wanted);
          // Tokens issued under the old roles stop at their next request (the account's version changed).
          // A role taken away also ends the grants and refresh tokens, so only a new sign-in goes on; a
          // role added needs only a refresh.
          if (user.roles.some((r) => !wanted.includes(r as Role))) await revokeAccountSignIns(tx, user.id);
        },
        () => ({ action: 'account.roles', subject: user.email, details: { from: user.roles, to: wanted } }),
      );
      return { ...user, roles: wanted };
    },

    /** Sets a new password (generated unless given) and returns it to show once. */
    async resetPassword(email: string, password?: string, actor: Actor = undefined) {
      const user = await existing(email);
      const value = password ?? generatePassword();
      await audited(
        actor,
        async (inTx, tx) => {
          await inTx.setPassword(user.email, value);
          // Whoever knew the old password may be signed in: every session and token of the account ends.
          await revokeAccountSignIns(tx, user.id);
        },
        () => ({ action: 'account.password', subject: user.email }),
      );
      return { user, password: value, generated: password === undefined };
    },

    async setDisabled(email: string, disabled: boolean, actor: Actor = undefined): Promise<User> {
      const user = await existing(email);
      const updated = await audited(
        actor,
        async (inTx, tx) => {
          if (disabled) await checkAdminRemains(tx, user, actor, 'disable');
          const changed = await inTx.setDisabled(user.email, disabled);
          // Sessions and refresh tokens stop at once; access tokens already issued stop at their next
          // request, as the account's version changed (auth/account-state.ts).
          if (disabled) await revokeAccountSignIns(tx, user.id);
          return changed;
        },
        () => ({ action: disabled ? 'account.disable' : 'account.enable', subject: user.email }),
      );
      return updated ?? user;
    },
  };
}

export type AccountRules = ReturnType<typeof accountRules>;
