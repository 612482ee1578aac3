import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/error-text.ts';
import 'swagger-ui-dist/swagger-ui.css';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { apiFetch } from '../../api/client.ts';
import { currentAccessToken } from '../../api/token.ts';
import './api-reference.css';

/**
 * Admins' reference of the HTTP API: the OpenAPI document the server generates from its routes,
 * shown with Swagger UI. The document is fetched with the admin's token (residents are refused
 * it, and this view's code is a chunk of its own that only admins load); "Try it out" calls send
 * the same token.
 */
export default function ApiReferenceView() {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | { error: string }>('loading');

  useEffect(() => {
    const abort = new AbortController();
    apiFetch('/api/openapi.json', { signal: abort.signal })
      .then((response) => response.json() as Promise<object>)
      .then((spec) => {
        if (abort.signal.aborted || !target.current) return;
        SwaggerUI({
          domNode: target.current,
          spec,
          deepLinking: false,
          requestInterceptor: (request) => {
            const token = currentAccessToken();
            if (token) request.headers.Authorization = `Bearer ${token}`;
            return request;
          },
        });
        setState('shown');
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ error: errorText(error) });
      });
    return () => abort.abort();
  }, []);

  return (
    <section className="api-reference" aria-labelledby="api-reference-title">
      <h2 id="api-reference-title">API Reference</h2>
      <p className="api-reference-about">
        Every call of this app, with who may make it, what it takes and what it answers. Also at{' '}
        <code>/api/openapi.json</code> (OpenAPI 3.1, with an admin token).
      </p>
      {state === 'loading' && (
        <p className="loading-text" role="status">
          Loading the API reference...
        </p>
      )}
      {typeof state === 'object' && (
        <p role="alert" className="api-reference-error">
          The API reference could not be loaded: {state.error}
        </p>
      )}
      <div ref={target} />
    </section>
  );
}
