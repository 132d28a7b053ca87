#!/usr/bin/env node
// Prints an access token of the development identity provider on stdout, obtained with the real
// authorization code flow + PKCE (see token-flow.mjs). Example:
//
//   curl -H "Authorization: Bearer $(node deploy/dev-idp/get-token.mjs)" http://localhost:8080/api/admin/...
import { parseArgs } from 'node:util';

import { ACCOUNTS, DEFAULT_ACCOUNT } from './accounts.mjs';
import {
  DEFAULT_CLIENT_ID, DEFAULT_ISSUER, DEFAULT_REDIRECT_URI, DEFAULT_SCOPE, authorize,
} from './token-flow.mjs';

const USAGE = `Usage: node deploy/dev-idp/get-token.mjs [options]

Signs in to the development identity provider with the authorization code flow + PKCE and
prints ONLY the access token (a JWT for the API) on stdout.

Options:
  --issuer URL         provider (default: $DEV_IDP_ISSUER or ${DEFAULT_ISSUER})
  --email EMAIL        account (default: ${DEFAULT_ACCOUNT.email})
  --password PASSWORD  password (default: the demo password of that account)
  --client-id ID       client (default: ${DEFAULT_CLIENT_ID})
  --redirect-uri URI   registered redirect URI (default: ${DEFAULT_REDIRECT_URI}; never contacted)
  --scope SCOPE        scope (default: "${DEFAULT_SCOPE}")
  --resource URI       resource indicator (default: the API, api://rate-review-admin)
  --json               print the whole token response (access, ID and refresh tokens) as JSON
  -h, --help           show this help

Demo accounts:
${ACCOUNTS.map((a) => `  ${a.email.padEnd(44)} ${a.password.padEnd(14)} ${a.description}`).join('\n')}
`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      issuer: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'client-id': { type: 'string' },
      'redirect-uri': { type: 'string' },
      scope: { type: 'string' },
      resource: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (err) {
  process.stderr.write(`get-token: ${err.message}\n\n${USAGE}`);
  process.exit(2);
}

if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

try {
  const tokens = await authorize({
    issuer: args.issuer,
    email: args.email,
    password: args.password,
    clientId: args['client-id'],
    redirectUri: args['redirect-uri'],
    scope: args.scope,
    resource: args.resource,
  });
  process.stdout.write(args.json ? `${JSON.stringify(tokens, null, 2)}\n` : `${tokens.access_token}\n`);
} catch (err) {
  process.stderr.write(`get-token: ${err.message}\n`);
  process.exit(1);
}
