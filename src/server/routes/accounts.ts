import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Account,
  AccountIdParamSchema,
  AccountResponseSchema,
  AccountsResponseSchema,
  AccountWithPasswordResponseSchema,
  CreateAccountBodySchema,
  SetDisabledBodySchema,
  SetRolesBodySchema,
} from '../../contract/accounts.ts';
import { principalOf } from '../auth/guard.ts';
import type { User } from '../auth/users.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

/** What the Accounts screen shows of an account: never the password hash. */
function accountView(user: User): Account {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The admin Accounts screen's calls: list, add, set roles, reset a password, disable. They apply the
 * same rules as the operator CLI (auth/accounts.ts). With an external provider the accounts live there:
 * the list says where, and every change is a 409.
 */
export async function accountsRoutes(fastify: FastifyInstance, { config, services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rules = services.accounts;
  const admin = { access: 'admin' as const };
  const tags = ['Accounts'];
  const external = config.oidc.externalIssuer;

  const refuseExternal = () => {
    if (external) {
      throw new HttpError(409, `Accounts live at the identity provider (${external}): manage them there.`);
    }
  };
  const target = async (id: string) => {
    refuseExternal();
    const user = await rules.users.findById(id);
    if (!user) throw new HttpError(404, 'No such account.');
    return user;
  };

  app.get(
    '/api/accounts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The accounts, or, with an external identity provider, where they live instead',
        response: { 200: AccountsResponseSchema },
      },
    },
    async () => {
      if (external) return { provider: 'external' as const, issuer: external };
      return { provider: 'embedded' as const, accounts: (await rules.users.list()).map(accountView) };
    },
  );

  app.post(
    '/api/accounts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add an account; the answer carries its generated password, shown once',
        body: CreateAccountBodySchema,
        response: { 201: AccountWithPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      refuseExternal();
      const { email, roles, name } = request.body;
      const added = await rules.add({ email, roles, name }, principalOf(request));
      reply.code(201).header('Cache-Control', 'no-store');
      return { account: accountView(added.user), password: added.password };
    },
  );

  app.put(
    '/api/accounts/:id/roles',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set an account's roles (an admin cannot remove their own admin role)",
        params: AccountIdParamSchema,
        body: SetRolesBodySchema,
        response: { 200: AccountResponseSchema },
      },
    },
    async (request) => {
      const user = await target(request.params.id);
      const { roles } = request.body;
      const updated = await rules.setRoles(user.email, roles, principalOf(request));
      return { account: accountView(updated) };
    },
  );

  app.post(
    '/api/accounts/:id/password',
    {
      config: admin,
      schema: {
        tags,
        summary: "Reset an account's password; the answer carries the new one, shown once",
        params: AccountIdParamSchema,
        response: { 200: AccountWithPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await target(request.params.id);
      const reset = await rules.resetPassword(user.email, undefined, principalOf(request));
      reply.header('Cache-Control', 'no-store');
      return { account: accountView(reset.user), password: reset.password };
    },
  );

  app.put(
    '/api/accounts/:id/disabled',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Disable or enable an account (an admin cannot disable their own)',
        params: AccountIdParamSchema,
        body: SetDisabledBodySchema,
        response: { 200: AccountResponseSchema },
      },
    },
    async (request) => {
      const user = await target(request.params.id);
      const { disabled } = request.body;
      const updated = await rules.setDisabled(user.email, disabled, principalOf(request));
      return { account: accountView(updated) };
    },
  );
}
