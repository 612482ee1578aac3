import { randomBytes } from 'node:crypto';
import { type AuditActor, type AuditEntry, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
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

const isAdmin = (user: Pick<User, 'roles'>) => user.roles.includes('admin');
const isActiveAdmin = (user: User) => isAdmin(user) && user.disabledAt === null;

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

  /** Refuses a change that would leave no active admin, or lock the acting admin out. */
  async function checkAdminRemains(user: User, actor: Actor, change: 'demote' | 'disable') {
    if (!isActiveAdmin(user)) return;
    if (actor?.sub === user.id) {
      throw new ConflictError(
        change === 'demote'
          ? 'You cannot remove your own admin role: ask another admin.'
          : 'You cannot disable your own account: ask another admin.',
      );
    }
    const others = (await users.list()).filter((u) => u.id !== user.id && isActiveAdmin(u));
    if (others.length === 0) {
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
      if (!wanted.includes('admin')) await checkAdminRemains(user, actor, 'demote');
      await audited(
        actor,
        (inTx) => inTx.setRoles(user.email, wanted),
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
        (inTx) => inTx.setPassword(user.email, value),
        () => ({ action: 'account.password', subject: user.email }),
      );
      return { user, password: value, generated: password === undefined };
    },

    async setDisabled(email: string, disabled: boolean, actor: Actor = undefined): Promise<User> {
      const user = await existing(email);
      if (disabled) await checkAdminRemains(user, actor, 'disable');
      const updated = await audited(
        actor,
        async (inTx, tx) => {
          const changed = await inTx.setDisabled(user.email, disabled);
          // Sessions and refresh tokens stop at once; an access token already issued lives out its minutes.
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
