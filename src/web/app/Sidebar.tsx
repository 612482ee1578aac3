import { useSession } from '../auth/session.ts';
import { INTERFACES, type InterfaceId } from './interfaces.ts';
import { useAppState } from './state.tsx';

/** docs/product.md#screens sidebar: role label, Log Out, ChatBot for everyone, the admin tools for admins only. */
export function Sidebar() {
  const { session, signOut } = useSession();
  const { active, show, openChatbot } = useAppState();
  const open = (id: InterfaceId) => (id === 'ChatbotUi' ? openChatbot() : show(id));
  return (
    <nav className="sidebar" aria-label="App">
      <p className="sidebar-role">{session.role.toUpperCase()}</p>
      <ul>
        {INTERFACES.filter((v) => !v.adminOnly || session.isAdmin).map((v) => (
          <li key={v.id}>
            <button
              type="button"
              className="sidebar-button"
              aria-current={active === v.id ? 'page' : undefined}
              onClick={() => open(v.id)}
            >
              {v.label}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="sidebar-button logout-button" onClick={signOut}>
        Log Out
      </button>
    </nav>
  );
}
