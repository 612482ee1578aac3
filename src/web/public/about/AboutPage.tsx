import { lazyPage } from '../lazyPage.tsx';

/** SPEC §2 `/about`: the team page (loaded on first visit; see TeamPage.tsx). */
export const AboutPage = lazyPage(() => import('./TeamPage.tsx'));
