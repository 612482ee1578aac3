import type { User } from 'oidc-client-ts';
import { createContext, useContext } from 'react';

export type Role = 'Admin' | 'Resident';

/** The signed-in user as the app shows it (docs/product.md#data "User profile"). */
export type Session = {
  name: string;
  email: string;
  picture: string | undefined;
  roles: string[];
  isAdmin: boolean;
  role: Role;
};

export function sessionFromUser(user: User, rolesClaim: string): Session {
  const profile = user.profile as Record<string, unknown>;
  const claim = profile[rolesClaim];
  const roles = Array.isArray(claim) ? claim.filter((r): r is string => typeof r === 'string') : [];
  // docs/product.md#roles: admin when the roles claim includes "admin"; other roles are not shown.
  const isAdmin = roles.some((r) => r.toLowerCase() === 'admin');
  const email = typeof profile.email === 'string' ? profile.email : '';
  return {
    name: typeof profile.name === 'string' && profile.name ? profile.name : email,
    email,
    picture: typeof profile.picture === 'string' ? profile.picture : undefined,
    roles,
    isAdmin,
    role: isAdmin ? 'Admin' : 'Resident',
  };
}

export const SessionContext = createContext<{ session: Session; signOut: () => void } | undefined>(undefined);

export function useSession() {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() outside a signed-in app');
  return value;
}
