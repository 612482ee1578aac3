import { html, page, raw } from './html.ts';

export function loginPage(options: {
  action: string;
  cancel: string;
  email?: string;
  error?: string;
}): string {
  return page(
    'Sign in',
    html`<h1>Sign in</h1>
<p class="sub">Pediatric Airway Management Assistant</p>
${raw(options.error ? html`<div class="error" role="alert" id="login-error">${options.error}</div>` : '')}
<form method="post" action="${options.action}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${options.email ?? ''}"${raw(options.error ? ' aria-describedby="login-error"' : '')}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="${options.cancel}">Cancel and go back</a></p>`,
  );
}

/**
 * RP-initiated logout. From our own pages the provider's form is submitted at once (the user already
 * chose Log Out); otherwise (a link or a page on another site) the user confirms with a button.
 */
export function logoutPage(form: string, nonce: string, submitAtOnce: boolean): string {
  const button = html`<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`;
  if (!submitAtOnce) {
    return page(
      'Sign out?',
      html`<h1>Sign out?</h1>
<p class="sub">Sign out of the Pediatric Airway Management Assistant on this browser.</p>
${raw(form)}
${raw(button)}`,
      { nonce },
    );
  }
  return page(
    'Signing out',
    html`<h1>Signing you out…</h1>
<p class="sub">You will be returned to the site.</p>
${raw(form)}
<noscript>${raw(button)}</noscript>
<script nonce="${nonce}">var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>`,
    { nonce },
  );
}

export function signedOutPage(home: string): string {
  return page(
    'Signed out',
    html`<h1>You are signed out</h1><p class="links"><a href="${home}">Back to the site</a></p>`,
  );
}

export function errorPage(home: string, error: string, description?: string): string {
  return page(
    'Sign-in problem',
    html`<h1>Sign-in could not finish</h1>
<div class="error" role="alert">${description || error}</div>
<p class="sub">Go back to the site and choose SIGN IN again.</p>
<p class="links"><a href="${home}">Back to the site</a></p>`,
  );
}
