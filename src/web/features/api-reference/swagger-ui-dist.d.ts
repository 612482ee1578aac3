/** The part of swagger-ui-dist's bundle this view uses (the package ships no types). */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type Request = { headers: Record<string, string> };
  const SwaggerUI: (options: {
    domNode: HTMLElement;
    spec: object;
    deepLinking?: boolean;
    tryItOutEnabled?: boolean;
    requestInterceptor?: (request: Request) => Request;
  }) => unknown;
  export default SwaggerUI;
}
