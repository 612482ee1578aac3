import { lazy } from 'react';
import { LazyPage } from '../lazyPage.tsx';

const TeamPage = lazy(() => import('./TeamPage.tsx'));

/** docs/product.md#screens `/about`: the team page (its body, TeamPage.tsx, loads on first visit). */
export function AboutPage() {
  return <LazyPage page={TeamPage} />;
}
