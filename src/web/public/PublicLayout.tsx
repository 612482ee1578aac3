import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSignIn } from '../auth/useSignIn.ts';
import logoUrl from '../components/logo.svg';
import './public.css';

/** The signed-out site: the top navigation bar of docs/product.md#screens above the current page. */
export function PublicLayout() {
  const navigate = useNavigate();
  const signIn = useSignIn();
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
          <button type="button" className="signin-button" onClick={signIn}>
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
