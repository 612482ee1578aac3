import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { getOrCreateSetting } from '../db/settings.ts';

/** How long a signed image link works. */
export const IMAGE_LINK_LIFETIME_S = 12 * 60 * 60;
/**
 * Expiries are rounded up to the next full hour, so every link made within the same hour is the
 * same URL and the browser's cache (max-age one hour) can reuse the image instead of fetching it
 * under a new address. A link therefore lives between 12 and 13 hours.
 */
const EXPIRY_STEP_S = 60 * 60;
const SIGNING_KEY_SETTING = 'images.signingKey';

export type ImageUrlSigner = {
  /** A relative URL an <img> can load without a bearer token: /images/{id}?exp=...&sig=... */
  sign(id: number): Promise<string>;
  /** True when `sig` is this server's signature of id and exp, and exp (Unix seconds) is still ahead. */
  verify(id: number, exp: number, sig: string): Promise<boolean>;
};

/**
 * Signs image links with an HMAC-SHA256 key kept in the settings table, so every instance signs
 * and checks the same way and links survive restarts. `now` is injectable for expiry tests.
 */
export function imageUrlSigner(db: Db, options: { now?: () => number } = {}): ImageUrlSigner {
  const now = options.now ?? Date.now;
  let key: Promise<Buffer> | undefined;
  const signingKey = () => {
    key ??= getOrCreateSetting(db, SIGNING_KEY_SETTING, () => randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
    );
    // A failed read (database briefly away) must not be remembered for the life of the process.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  const signature = async (id: number, exp: number) =>
    createHmac('sha256', await signingKey())
      .update(`${id}.${exp}`)
      .digest();

  return {
    async sign(id) {
      const exp = Math.ceil((now() / 1000 + IMAGE_LINK_LIFETIME_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      return `/images/${id}?exp=${exp}&sig=${(await signature(id, exp)).toString('base64url')}`;
    },
    async verify(id, exp, sig) {
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(exp) || exp * 1000 <= now()) return false;
      // Compared as text: decoding would ignore stray characters, so a tampered link could still pass.
      const given = Buffer.from(sig);
      const expected = Buffer.from((await signature(id, exp)).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
