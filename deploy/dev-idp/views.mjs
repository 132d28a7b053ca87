// HTML of the development identity provider: sign-in, sign-out, error and landing pages.
// Every page: lang attribute, one <main> with one <h1>, labelled controls, escaped output, and
// no inline script or style (CSS and the sign-out auto-submit script are separate files).

export const STYLESHEET_PATH = '/assets/dev-idp.css';
export const LOGOUT_SCRIPT_PATH = '/assets/dev-idp-logout.js';

/** Content-Security-Policy of the pages rendered here. */
export const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HTML_ESCAPES = {
  '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/**
 * A whole HTML document. `body` must already be escaped HTML.
 * @param {{ title: string, body: string, scripts?: string[] }} options
 */
export function page({ title, body, scripts = [] }) {
  const scriptTags = scripts
    .map((src) => `\n  <script src="${escapeHtml(src)}" defer></script>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)} – Development identity provider</title>
  <link rel="stylesheet" href="${STYLESHEET_PATH}">${scriptTags}
</head>
<body>
  <header class="banner">
    <p>Development identity provider – for local runs and tests only, never for production.</p>
  </header>
  <main id="main">
${body}
  </main>
</body>
</html>
`;
}

function accountsTable(accounts) {
  const rows = accounts.map((account) => `        <tr>
          <td>${escapeHtml(account.description)}</td>
          <td>${escapeHtml(account.name)}</td>
          <td><code>${escapeHtml(account.email)}</code></td>
          <td><code>${escapeHtml(account.password)}</code></td>
          <td>${escapeHtml(account.uid)}</td>
        </tr>`).join('\n');
  return `    <table class="accounts">
      <caption>Demo accounts</caption>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Password</th>
          <th scope="col">UID</th>
        </tr>
      </thead>
      <tbody>
${rows}
      </tbody>
    </table>`;
}

/**
 * The sign-in form of an interaction.
 * @param {{ uid: string, clientName?: string, email?: string, error?: string, accounts: object[] }} options
 */
export function loginPage({
  uid, clientName, email = '', error, accounts,
}) {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const errorId = 'sign-in-error';
  const described = error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const errorBlock = error
    ? `    <div class="alert" id="${errorId}" role="alert">
      <h2>Sign-in failed</h2>
      <p>${escapeHtml(error)}</p>
    </div>\n`
    : '';
  const forClient = clientName ? `<p>to continue to <strong>${escapeHtml(clientName)}</strong>.</p>` : '';
  const body = `    <h1>Sign in</h1>
    ${forClient}
${errorBlock}    <form method="post" action="${base}/login" id="login-form" novalidate>
      <div class="field">
        <label for="email">E-mail address</label>
        <input id="email" name="email" type="email" autocomplete="username" required
               value="${escapeHtml(email)}"${described}>
      </div>
      <div class="field">
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required${described}>
      </div>
      <div class="actions">
        <button type="submit">Sign in</button>
      </div>
    </form>
    <form method="post" action="${base}/abort" class="secondary">
      <button type="submit" class="link">Cancel and return to the application</button>
    </form>
${accountsTable(accounts)}`;
  return page({ title: error ? 'Error: Sign in' : 'Sign in', body });
}

/**
 * The RP-initiated sign-out page. `form` is oidc-provider's hidden form (id "op.logoutForm",
 * holding the xsrf token); the controls below join it through the `form` attribute, and
 * dev-idp-logout.js submits it at once so that sign-out needs no extra click when script runs.
 */
export function logoutPage({ form }) {
  const body = `    <h1>Sign out</h1>
    <p>Signing you out of the development identity provider…</p>
    ${form}
    <input type="hidden" name="logout" value="yes" form="op.logoutForm">
    <div class="actions">
      <button type="submit" form="op.logoutForm">Sign out</button>
    </div>`;
  return page({ title: 'Sign out', body, scripts: [LOGOUT_SCRIPT_PATH] });
}

export function loggedOutPage({ clientName } = {}) {
  const body = `    <h1>Signed out</h1>
    <p>You have signed out${clientName ? ` of ${escapeHtml(clientName)}` : ''}. You may close this page.</p>`;
  return page({ title: 'Signed out', body });
}

/**
 * @param {{ title?: string, message: string, details?: Record<string, string> }} options
 */
export function errorPage({ title = 'Something went wrong', message, details = {} }) {
  const items = Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `      <dt>${escapeHtml(key)}</dt>\n      <dd><code>${escapeHtml(value)}</code></dd>`)
    .join('\n');
  const body = `    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(message)}</p>${items ? `\n    <dl>\n${items}\n    </dl>` : ''}`;
  return page({ title, body });
}

export function indexPage({ issuer, accounts }) {
  const discovery = `${issuer}/.well-known/openid-configuration`;
  const body = `    <h1>Development identity provider</h1>
    <p>An OpenID Connect provider for local runs and end-to-end tests of the rate review site.</p>
    <ul>
      <li>Issuer: <code>${escapeHtml(issuer)}</code></li>
      <li><a href="${escapeHtml(discovery)}">Discovery document</a></li>
      <li><a href="${escapeHtml(`${issuer}/jwks`)}">JSON Web Key Set</a></li>
    </ul>
${accountsTable(accounts)}`;
  return page({ title: 'Development identity provider', body });
}

export const STYLESHEET = `:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "Source Sans Pro", "Helvetica Neue", Arial, sans-serif; font-size: 1.0625rem;
  line-height: 1.5; color: #1b1b1b; background: #f0f0f0; }
.banner { background: #1b1b1b; color: #fff; padding: .5rem 1rem; font-size: .9375rem; }
.banner p { margin: 0; }
main { max-width: 52rem; margin: 2rem auto; padding: 1.5rem 2rem 2rem; background: #fff;
  border: 1px solid #dfe1e2; border-radius: .25rem; }
h1 { margin-top: 0; font-size: 2rem; }
h2 { font-size: 1.125rem; margin: 0 0 .25rem; }
.field { margin-bottom: 1rem; }
label { display: block; font-weight: 700; margin-bottom: .25rem; }
input[type=email], input[type=password] { width: 100%; max-width: 30rem; padding: .5rem; font-size: 1.0625rem;
  border: 1px solid #565c65; border-radius: 0; color: #1b1b1b; background: #fff; }
input[aria-invalid=true] { border: 3px solid #b50909; }
button { font: inherit; font-weight: 700; padding: .625rem 1.25rem; border: 0; border-radius: .25rem;
  color: #fff; background: #005ea2; cursor: pointer; }
button:hover { background: #1a4480; }
button.link { background: none; color: #005ea2; text-decoration: underline; padding: 0; font-weight: 400; }
button.link:hover { color: #1a4480; background: none; }
:focus-visible { outline: .25rem solid #2491ff; outline-offset: .125rem; }
.actions { margin: 1.25rem 0 1rem; }
.secondary { margin-bottom: 1.5rem; }
.alert { border-left: .5rem solid #b50909; background: #f4e3db; padding: .75rem 1rem; margin-bottom: 1rem; }
.alert p { margin: 0; }
table.accounts { border-collapse: collapse; width: 100%; font-size: .9375rem; }
table.accounts caption { text-align: left; font-weight: 700; font-size: 1.125rem; padding-bottom: .5rem; }
table.accounts th, table.accounts td { border: 1px solid #a9aeb1; padding: .375rem .5rem; text-align: left;
  vertical-align: top; }
table.accounts th { background: #f0f0f0; }
code { font-family: "Roboto Mono", Consolas, monospace; font-size: .875rem; overflow-wrap: anywhere; }
dt { font-weight: 700; }
dd { margin: 0 0 .5rem; }
`;

export const LOGOUT_SCRIPT = `// Submits the sign-out form at once (the page has a Sign out button for browsers without script).
document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`;
