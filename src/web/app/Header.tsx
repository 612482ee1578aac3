import { useSession } from '../auth/session.ts';
import { useAppState } from './state.tsx';

export function Header() {
  const { session } = useSession();
  const { profileVisible, toggleProfile } = useAppState();
  return (
    <header className="app-header">
      <h1 className="app-title">Pediatric Airway Management Assistant</h1>
      <button
        type="button"
        className="avatar-button"
        onClick={toggleProfile}
        aria-expanded={profileVisible}
        aria-controls="profile-panel"
        aria-label={`Profile of ${session.name}`}
      >
        <Avatar name={session.name} picture={session.picture} />
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
  return (
    <span className="avatar avatar-initials" aria-hidden="true">
      {initials}
    </span>
  );
}
