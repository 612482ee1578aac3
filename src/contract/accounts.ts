import { z } from 'zod';

/**
 * Local accounts of the embedded identity provider, managed by admins (the same rules as the
 * `npm run user` command). Every body is strict: an unknown key is refused.
 */
export const ACCOUNT_ROLES = ['admin', 'resident'] as const;
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof AccountRoleSchema>;

const RolesSchema = z
  .array(AccountRoleSchema)
  .min(1, 'Choose at least one role.')
  .max(ACCOUNT_ROLES.length)
  .refine((roles) => new Set(roles).size === roles.length, 'A role is listed twice.')
  .meta({ uniqueItems: true });

export const AccountSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** GET /api/accounts: the accounts, or, with an external provider, where they live instead. */
export const AccountsResponseSchema = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('embedded'), accounts: z.array(AccountSchema) }),
  z.strictObject({ provider: z.literal('external'), issuer: z.string() }),
]);
export type AccountsResponse = z.infer<typeof AccountsResponseSchema>;

export const AccountIdParamSchema = z.strictObject({ id: z.uuid('No such account.') });

export const CreateAccountBodySchema = z.strictObject({
  email: z.email('Enter a valid e-mail address.').max(254),
  name: z.string().trim().max(120).optional(),
  roles: RolesSchema,
});
export const SetRolesBodySchema = z.strictObject({ roles: RolesSchema });
export const SetDisabledBodySchema = z.strictObject({ disabled: z.boolean() });

/** An account and, after an add or a password reset, its generated password (shown once). */
export const AccountResponseSchema = z.strictObject({ account: AccountSchema });
export const AccountWithPasswordResponseSchema = z.strictObject({
  account: AccountSchema,
  password: z.string(),
});
