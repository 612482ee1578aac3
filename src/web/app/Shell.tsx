import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Link, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useSession } from '../auth/session.ts';
import { ErrorFallback } from '../components/ErrorFallback.tsx';
import { Header } from './Header.tsx';
import { INTERFACES, type InterfaceId, interfaceOf } from './interfaces.ts';
import { ParticipantIdDialog } from './ParticipantIdDialog.tsx';
import { Sidebar } from './Sidebar.tsx';
import { AppStateProvider, useAppState } from './state.tsx';
import { ActiveView } from './views.tsx';
import '../components/controls.css';
import '../components/views.css';
import './shell.css';

/**
 * The signed-in app: every view at an address of its own (docs/product.md#screens), so reload, Back and
 * Forward keep it and a link to a view works after sign-in. Its router is made when the app mounts, after
 * the sign-in callback has put the address back to the page asked for.
 */
export default function Shell() {
  const [router] = useState(() =>
    createBrowserRouter([
      { element: <ShellLayout />, errorElement: <ErrorFallback />, children: appRoutes() },
    ]),
  );
  return <RouterProvider router={router} />;
}

function appRoutes(): RouteObject[] {
  return [
    { index: true, element: <Home /> },
    ...INTERFACES.map((v) => ({
      // A view with records (a case, a participant) owns the addresses under it too.
      path: 'item' in v ? `${v.path.slice(1)}/*` : v.path.slice(1),
      element: <ViewRoute id={v.id} />,
    })),
    { path: '*', element: <NotFound /> },
  ];
}

function ShellLayout() {
  return (
    <AppStateProvider>
      <ShellFrame />
    </AppStateProvider>
  );
}

function ShellFrame() {
  const { participantPromptOpen, closeParticipantPrompt, participantEntered } = useAppState();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the menu lies over the page: Escape closes it and gives focus back to Menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>('.menu-button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} />
      <div className="shell-body">
        <Sidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main className="shell-main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {participantPromptOpen && (
        <ParticipantIdDialog onClose={closeParticipantPrompt} onSubmit={participantEntered} />
      )}
    </div>
  );
}

/** `/`: the chat when a participant is set in this tab, else Welcome. */
function Home() {
  const { session } = useSession();
  const { chatbotLoaded, openChatbot } = useAppState();
  if (chatbotLoaded) return <Navigate to="/chat" replace />;
  return <Welcome name={session.name} onStart={openChatbot} />;
}

function ViewRoute({ id }: { id: InterfaceId }) {
  const { session } = useSession();
  // Admin views are never rendered for residents, whatever the address says.
  if (interfaceOf(id).adminOnly && !session.isAdmin) return <NotFound />;
  return (
    <Suspense fallback={<p className="loading-text">Loading…</p>}>
      <ActiveView id={id} />
    </Suspense>
  );
}

function NotFound() {
  return (
    <section className="welcome">
      <h2>Page not found</h2>
      <p>There is no page at this address for your account.</p>
      <Link to="/">Back to the start</Link>
    </section>
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
