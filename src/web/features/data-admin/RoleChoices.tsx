import { ACCOUNT_ROLES, type AccountRole } from '../../../contract/accounts.ts';

const LABELS: Record<AccountRole, string> = { admin: 'Admin', resident: 'Resident' };

/** The roles of an account as checkboxes (an account has at least one). */
export function RoleChoices(props: {
  legend: string;
  roles: AccountRole[];
  onChange: (roles: AccountRole[]) => void;
  disabled?: AccountRole[];
}) {
  return (
    <fieldset className="role-choices">
      <legend>{props.legend}</legend>
      {ACCOUNT_ROLES.map((role) => (
        <label key={role} className="role-choice">
          <input
            type="checkbox"
            checked={props.roles.includes(role)}
            disabled={props.disabled?.includes(role)}
            onChange={(e) =>
              props.onChange(
                e.target.checked
                  ? ACCOUNT_ROLES.filter((r) => r === role || props.roles.includes(r))
                  : props.roles.filter((r) => r !== role),
              )
            }
          />
          {LABELS[role]}
        </label>
      ))}
    </fieldset>
  );
}
