import { NavLink } from 'react-router';
import { useSession } from '../auth/session.ts';
import { INTERFACES } from './interfaces.ts';
import { useAppState } from './state.tsx';

/**
 * docs/product.md#screens sidebar: role label, Log Out, ChatBot for everyone, the admin tools for admins only.
 * Each is a link to the view's address. On a phone it is a menu the header's Menu button opens.
 */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { session, signOut } = useSession();
  const { chatbotLoaded, openChatbot } = useAppState();
  return (
    <nav className="sidebar" id="app-nav" aria-label="App" data-open={open ? 'true' : 'false'}>
      <p className="sidebar-role">{session.role.toUpperCase()}</p>
      <ul>
        {INTERFACES.filter((v) => !v.adminOnly || session.isAdmin).map((v) => (
          <li key={v.id}>
            <NavLink
              to={v.path}
              className="sidebar-button"
              onClick={(event) => {
                onNavigate();
                // Without a participant ID the chat asks for one first (the popup), then opens.
                if (v.id === 'ChatbotUi' && !chatbotLoaded) {
                  event.preventDefault();
                  openChatbot();
                }
              }}
            >
              {v.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <button type="button" className="sidebar-button logout-button" onClick={signOut}>
        Log Out
      </button>
    </nav>
  );
}
