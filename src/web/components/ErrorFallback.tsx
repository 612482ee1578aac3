import { isRouteErrorResponse, useRouteError } from 'react-router';

/** docs/product.md#screens: any routing failure shows the generic fallback with the error text. */
export function ErrorFallback() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}${typeof error.data === 'string' ? `: ${error.data}` : ''}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="error-fallback" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-detail">{detail}</p>
      <a href="/">Back to the home page</a>
    </main>
  );
}
