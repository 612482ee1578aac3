import { lazyPage } from '../lazyPage.tsx';

/** SPEC §2 `/product`: the product page (loaded on first visit; see ProductSections.tsx). */
export const ProductPage = lazyPage(() => import('./ProductSections.tsx'));
