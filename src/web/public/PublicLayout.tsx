import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useSignIn } from '../auth/useSignIn.ts';
import logoUrl from '../components/logo.svg';
import './public.css';

/** The signed-out site: the top navigation bar of docs/product.md#screens above the current page. */
export function PublicLayout() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { pathname, search } = useLocation();
  // SIGN IN on an app address (a link to /admin/cases/3) opens that page once signed in.
  const returnTo = isAppAddress(pathname) ? `${pathname}${search}` : undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topnav">
        <nav aria-label="Main">
          <button
            type="button"
            className="logo-button"
            onClick={() => navigate('/')}
            aria-label="Home: Pediatric Airway Management Assistant"
          >
            <img src={logoUrl} alt="" width={36} height={36} />
          </button>
          <ul className="topnav-links">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/product">Product</NavLink>
            </li>
            <li>
              <NavLink to="/about">About Us</NavLink>
            </li>
          </ul>
          <button type="button" className="signin-button" onClick={() => signIn(returnTo)}>
            SIGN IN
          </button>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <p>University Research Team · Team Zero to Hero. For training on simulated cases only.</p>
      </footer>
    </>
  );
}

/** The signed-in app's addresses (docs/product.md#screens): the chat and the admin views. */
export function isAppAddress(pathname: string): boolean {
  return pathname === '/chat' || pathname === '/admin' || pathname.startsWith('/admin/');
}

/** An app address opened while signed out: the page is there, behind SIGN IN. */
export function SignInFirst() {
  const signIn = useSignIn();
  const { pathname, search } = useLocation();
  return (
    <section className="page-section sign-in-first">
      <h1>Sign in to continue</h1>
      <p>This page of the app is for signed-in users. Sign in and it opens.</p>
      <button type="button" className="signin-button" onClick={() => signIn(`${pathname}${search}`)}>
        SIGN IN
      </button>
    </section>
  );
}
