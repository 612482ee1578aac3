import { Suspense } from 'react';
import { useSession } from '../auth/session.ts';
import { Header } from './Header.tsx';
import { INTERFACES } from './interfaces.ts';
import { ParticipantIdDialog } from './ParticipantIdDialog.tsx';
import { Sidebar } from './Sidebar.tsx';
import { AppStateProvider, useAppState } from './state.tsx';
import { ActiveView } from './views.tsx';
import '../components/controls.css';
import '../components/views.css';
import './shell.css';

/** The signed-in app: one page whose view follows the active interface (docs/product.md#screens, no URL routes). */
export default function Shell() {
  return (
    <AppStateProvider>
      <ShellLayout />
    </AppStateProvider>
  );
}

function ShellLayout() {
  const { session } = useSession();
  const { active, participantPromptOpen, openChatbot, closeParticipantPrompt, participantEntered } =
    useAppState();
  const view = INTERFACES.find((v) => v.id === active);
  // Admin views are never rendered for residents, whatever the state says.
  const shown = view && (!view.adminOnly || session.isAdmin) ? view.id : undefined;

  return (
    <div className="shell">
      <Header />
      <div className="shell-body">
        <Sidebar />
        <main className="shell-main" id="main" tabIndex={-1}>
          {shown ? (
            <Suspense fallback={<p className="loading-text">Loading…</p>}>
              <ActiveView id={shown} />
            </Suspense>
          ) : (
            <Welcome name={session.name} onStart={openChatbot} />
          )}
        </main>
      </div>
      {participantPromptOpen && (
        <ParticipantIdDialog onClose={closeParticipantPrompt} onSubmit={participantEntered} />
      )}
    </div>
  );
}

function Welcome({ name, onStart }: { name: string; onStart: () => void }) {
  return (
    <section className="welcome">
      <h2>Welcome, {name}</h2>
      <p>
        Practise a pediatric airway emergency with the simulated case. You will be asked for your participant
        ID first.
      </p>
      <button type="button" className="primary-button" onClick={onStart}>
        Start the ChatBot
      </button>
    </section>
  );
}
