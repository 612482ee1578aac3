import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';

/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions) in the app's
 * database, so any instance can continue a sign-in another one started.
 */
export function databaseAdapterFactory(db: Db) {
  return class DatabaseAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
    }

    async find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }
    async findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }
    async findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), condition));
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/** Deletes rows expired over a minute ago, so the table does not grow without bound. */
export async function purgeExpiredPayloads(db: Db) {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date(Date.now() - 60_000)));
}

/**
 * Ends every sign-in of an account (sessions, grants, refresh tokens, codes): used when an account is
 * disabled, so its refresh tokens stop working at once instead of at their expiry.
 */
export async function revokeAccountSignIns(db: Db, accountId: string) {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
}

/** Ends one grant: the grant and every token, code and refresh token issued under it. */
export async function revokeGrant(db: Db, grantId: string) {
  await db
    .delete(oidcPayloads)
    .where(
      or(
        eq(oidcPayloads.grantId, grantId),
        and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)),
      ),
    );
}
