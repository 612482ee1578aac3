import {
  AccountResponseSchema,
  type AccountRole,
  AccountsResponseSchema,
  AccountWithPasswordResponseSchema,
} from '../../../contract/accounts.ts';
import { WithdrawalResponseSchema } from '../../../contract/api.ts';
import { AuditPageResponseSchema } from '../../../contract/audit.ts';
import { apiJson } from '../../api/client.ts';

/* The admin calls of the Accounts, Exports, Withdraw participant and Audit log screens. */

export const loadAccounts = (_key: string, signal: AbortSignal) =>
  apiJson(AccountsResponseSchema, '/api/accounts', { signal });

export const addAccount = (body: { email: string; name?: string; roles: AccountRole[] }) =>
  apiJson(AccountWithPasswordResponseSchema, '/api/accounts', { body });

export const setRoles = async (id: string, roles: AccountRole[]) =>
  (await apiJson(AccountResponseSchema, `/api/accounts/${id}/roles`, { method: 'PUT', body: { roles } }))
    .account;

export const resetPassword = (id: string) =>
  apiJson(AccountWithPasswordResponseSchema, `/api/accounts/${id}/password`, { method: 'POST', body: {} });

export const setDisabled = async (id: string, disabled: boolean) =>
  (
    await apiJson(AccountResponseSchema, `/api/accounts/${id}/disabled`, {
      method: 'PUT',
      body: { disabled },
    })
  ).account;

export const withdrawParticipant = (participantID: string, confirmation: string) =>
  apiJson(WithdrawalResponseSchema, '/api/withdrawals', { body: { participantID, confirmation } });

export const loadAuditPage = (before: number | undefined, signal?: AbortSignal) =>
  apiJson(AuditPageResponseSchema, `/api/audit${before === undefined ? '' : `?before=${before}`}`, {
    signal,
  });
