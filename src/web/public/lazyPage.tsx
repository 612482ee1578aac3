import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A route component whose body is loaded on first visit, so the content of /about and /product stays out of
 * the first-load JavaScript of `/`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Body = lazy(load);
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            Loading…
          </p>
        }
      >
        <Body />
      </Suspense>
    );
  };
}
