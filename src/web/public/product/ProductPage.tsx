import { lazy } from 'react';
import { LazyPage } from '../lazyPage.tsx';

const ProductSections = lazy(() => import('./ProductSections.tsx'));

/** docs/product.md#screens `/product`: the product page (its body, ProductSections.tsx, loads on first visit). */
export function ProductPage() {
  return <LazyPage page={ProductSections} />;
}
