import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { dummyHash, hashPassword } from './passwords.ts';

export const ROLES = ['admin', 'resident'] as const;
export type Role = (typeof ROLES)[number];
export const EmailSchema = z
  .email()
  .max(254)
  .transform((e) => e.toLowerCase());
export const PasswordSchema = z.string().min(8, 'Passwords have at least 8 characters.').max(256);

export type User = typeof users.$inferSelect;

/** Every change of who may do what ends the tokens issued before it (see the guard's account check). */
const bumpVersion = sql`${users.authVersion} + 1`;

/** The accounts of the embedded identity provider. */
export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findById(id: string): Promise<User | undefined> {
      if (!z.uuid().safeParse(id).success) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async list(): Promise<User[]> {
      return db.select().from(users).orderBy(asc(users.email));
    },
    /** `passwordHash`: the password's hash when it was made beforehand (see prepareSeedPasswords). */
    async create(input: {
      email: string;
      password: string;
      passwordHash?: string;
      roles: Role[];
      name?: string;
    }): Promise<User> {
      const email = EmailSchema.parse(input.email);
      const [row] = await db
        .insert(users)
        .values({
          email,
          name: input.name ?? nameFromEmail(email),
          passwordHash: input.passwordHash ?? (await hashPassword(PasswordSchema.parse(input.password))),
          roles: input.roles,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async setPassword(email: string, password: string): Promise<boolean> {
      const hash = await hashPassword(PasswordSchema.parse(password));
      const rows = await db
        .update(users)
        .set({ passwordHash: hash, authVersion: bumpVersion })
        .where(eq(users.email, email.toLowerCase()))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** Disables (or enables again) an account: a disabled account cannot sign in. */
    async setDisabled(email: string, disabled: boolean): Promise<User | undefined> {
      const [row] = await db
        .update(users)
        .set({
          disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null,
          authVersion: bumpVersion,
        })
        .where(eq(users.email, email.toLowerCase()))
        .returning();
      return row;
    },
    async setRoles(email: string, roles: Role[]): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ roles, authVersion: bumpVersion })
        .where(eq(users.email, email.toLowerCase()))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/** "maria.lopez@x.org" -> "Maria Lopez": a readable default display name. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}

export const SEED_ACCOUNTS = [
  {
    email: 'admin@example.org',
    roles: ['admin'] as Role[],
    name: 'Admin Example',
    passwordKey: 'adminPassword',
  },
  {
    email: 'resident@example.org',
    roles: ['resident'] as Role[],
    name: 'Resident Example',
    passwordKey: 'residentPassword',
  },
] as const;

export type SeedPasswords = { adminPassword: string | undefined; residentPassword: string | undefined };
/** A seed account's password, given or generated, and its hash. */
export type PreparedSeedPassword = { email: string; password: string; generated: boolean; hash: string };

/**
 * The seed accounts' passwords, hashed before the server opens its database. Each scrypt hash
 * takes 128 MiB for a moment; made while the embedded database is loaded, on top of it, they set
 * the server's peak memory (445 MB against 317 MB). Made first, they cost two hashes (about 0.2 s)
 * at every start, used only when an account is missing. One at a time, for the same reason.
 */
export async function prepareSeedPasswords(passwords: SeedPasswords): Promise<PreparedSeedPassword[]> {
  const prepared: PreparedSeedPassword[] = [];
  // The sign-in's dummy hash is being made since passwords.ts was loaded: after it, not beside it.
  await dummyHash;
  for (const account of SEED_ACCOUNTS) {
    const given = passwords[account.passwordKey];
    const password = given ?? randomBytes(9).toString('base64url');
    const hash = await hashPassword(PasswordSchema.parse(password));
    prepared.push({ email: account.email, password, generated: !given, hash });
  }
  return prepared;
}

/**
 * Creates the two local accounts on first start. Passwords come from SEED_*_PASSWORD, or are
 * generated and returned so the caller can print them once (they are stored only as hashes).
 * With `prepared`, its passwords and hashes are used instead of making them here.
 */
export async function seedAccounts(
  repo: UsersRepository,
  passwords: SeedPasswords,
  prepared?: PreparedSeedPassword[],
): Promise<{ email: string; password: string; generated: boolean }[]> {
  const created = [];
  for (const account of SEED_ACCOUNTS) {
    if (await repo.findByEmail(account.email)) continue;
    const ready = prepared?.find((p) => p.email === account.email);
    const given = passwords[account.passwordKey];
    const password = ready?.password ?? given ?? randomBytes(9).toString('base64url');
    try {
      await repo.create({
        email: account.email,
        password,
        ...(ready ? { passwordHash: ready.hash } : {}),
        roles: account.roles,
        name: account.name,
      });
    } catch (error) {
      // Another instance starting on the same database created it in the meantime: theirs stands.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    created.push({ email: account.email, password, generated: ready?.generated ?? !given });
  }
  return created;
}

/** PostgreSQL's unique_violation (23505), also when wrapped (drizzle puts the driver's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
