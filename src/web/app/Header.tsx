import { useSession } from '../auth/session.ts';
import { useAppState } from './state.tsx';

/** The title bar; on a phone it is one slim line with the navigation behind Menu. */
export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { session } = useSession();
  const { profileVisible, toggleProfile } = useAppState();
  return (
    <header className="app-header">
      <button
        type="button"
        className="menu-button"
        aria-expanded={menuOpen}
        aria-controls="app-nav"
        onClick={onMenu}
      >
        Menu
      </button>
      <h1 className="app-title">
        Pediatric Airway <span className="app-title-rest">Management Assistant</span>
      </h1>
      {/* No aria-label: the name is the visible initials followed by whose profile it is, so a voice
          command saying what is on screen ("click AD") finds it. */}
      <button
        type="button"
        className="avatar-button"
        onClick={toggleProfile}
        aria-expanded={profileVisible}
        aria-controls="profile-panel"
      >
        <Avatar name={session.name} picture={session.picture} />
        <span className="visually-hidden"> Profile of {session.name}</span>
      </button>
      {profileVisible && (
        <section id="profile-panel" className="profile-panel" aria-label="Profile">
          <p className="profile-role">{session.role}</p>
          <p className="profile-name">{session.name}</p>
          <p className="profile-email">{session.email}</p>
        </section>
      )}
    </header>
  );
}

/** The picture claim when there is one, else the initials on a coloured disc. */
function Avatar({ name, picture }: { name: string; picture: string | undefined }) {
  if (picture)
    return (
      <img className="avatar" src={picture} alt="" width={40} height={40} referrerPolicy="no-referrer" />
    );
  const initials =
    name
      .split(/[\s@.]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '?';
  return <span className="avatar avatar-initials">{initials}</span>;
}
