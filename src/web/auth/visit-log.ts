const UNLOAD_KEY = 'lastUnloadAt';
const REFRESH_KEY = 'refreshing';
const LOGGED_IN_KEY = 'isLoggedIn';
/** docs/product.md#constants: an unload this close before a load means the page was refreshed. */
export const REFRESH_WINDOW_MS = 2000;

/**
 * docs/product.md#behaviour: tells a page refresh from a close-and-reopen, for the console only (nothing depends
 * on it), and remembers the unload time for the next load.
 */
export function trackVisits(now = Date.now()) {
  sessionStorage.setItem(REFRESH_KEY, 'true');
  const lastUnload = Number(sessionStorage.getItem(UNLOAD_KEY) ?? 0);
  if (lastUnload && now - lastUnload <= REFRESH_WINDOW_MS) console.info('Page refreshed');
  else if (lastUnload) console.info('Page closed and reopened');
  window.addEventListener('pagehide', () => sessionStorage.setItem(UNLOAD_KEY, String(Date.now())));
}

/** docs/product.md#behaviour: a logged-in flag in session storage on the first authentication of a session. */
export function markLoggedIn() {
  if (sessionStorage.getItem(LOGGED_IN_KEY) !== 'true') sessionStorage.setItem(LOGGED_IN_KEY, 'true');
}

export function clearLoggedIn() {
  sessionStorage.removeItem(LOGGED_IN_KEY);
}
