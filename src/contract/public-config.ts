import { z } from 'zod';

/** What the web app needs to sign in, served by GET /api/public-config (no secrets in it). */
export const PublicConfigSchema = z.object({
  authority: z.string(),
  clientId: z.string(),
  audience: z.string(),
  rolesClaim: z.string(),
  scope: z.string(),
  /** Extra authorize parameters the provider needs (Auth0 wants `audience` for a JWT access token). */
  extraQueryParams: z.record(z.string(), z.string()),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The default scope (docs/product.md#constants), plus offline_access for refresh tokens. */
export const SIGN_IN_SCOPE = 'openid profile email offline_access';
