import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';

/**
 * Shows a page whose body is loaded on first visit (React.lazy), so the content of /about and /product stays
 * out of the first-load JavaScript of `/`.
 */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status">
          Loading…
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}
