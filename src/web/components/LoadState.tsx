import type { Remote } from '../api/useRemote.ts';
import './controls.css';

type Props<T> = {
  remote: Remote<T>;
  /** The words while it loads (a status, so screen readers hear it). */
  loadingText?: string;
  /** The words when it failed (an alert), given the failure. */
  failedText: (error: unknown) => string;
  /** Offers "Try again" when given. */
  onRetry?: (() => void) | undefined;
  /** More buttons beside "Try again" (a way out, say). */
  failedActions?: React.ReactNode;
  children: (data: T) => React.ReactNode;
};

/**
 * The web app's one way to show data that loads: a status line while it loads, an alert with Try again when it
 * failed, and the data once it is there.
 */
export function LoadState<T>({
  remote,
  loadingText = 'Loading data...',
  failedText,
  onRetry,
  failedActions,
  children,
}: Props<T>) {
  if (remote.status === 'loading')
    return (
      <p className="loading-text" role="status">
        {loadingText}
      </p>
    );
  if (remote.status === 'failed')
    return (
      <div className="load-failed">
        <p className="form-error" role="alert">
          {failedText(remote.error)}
        </p>
        {onRetry && (
          <button type="button" className="secondary-button" onClick={onRetry}>
            Try again
          </button>
        )}
        {failedActions}
      </div>
    );
  return children(remote.data);
}
