/** Auth errors (state mismatch, login required, timeout, bad claims) get a short message and a way back in. */
export function AuthErrorNotice({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="auth-error" role="alert">
      <p>
        <strong>Sign-in did not complete.</strong> {friendly(error)}
      </p>
      <button type="button" onClick={onRetry}>
        Sign in again
      </button>
    </div>
  );
}

function friendly(error: Error): string {
  const text = error.message.toLowerCase();
  if (text.includes('state')) return 'The sign-in page was opened in another tab or has expired.';
  if (text.includes('login_required') || text.includes('login required')) return 'Your session has ended.';
  if (text.includes('timeout') || text.includes('timed out'))
    return 'The sign-in service did not answer in time.';
  if (text.includes('access_denied') || text.includes('cancel')) return 'The sign-in was cancelled.';
  if (text.includes('claim') || text.includes('token')) return 'The sign-in response could not be verified.';
  return 'Please try again.';
}
