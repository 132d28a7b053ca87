// The provider's RS256 signing key, persisted as a private JWKS so that tokens and the published
// JWKS stay the same across restarts. DEVELOPMENT ONLY: the private key sits in a plain file.
import { createHash, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** RFC 7638 JWK thumbprint of an RSA key, used as its `kid`. */
export function rsaThumbprint(jwk) {
  const canonical = JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

function generateJwks() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    keys: [{ ...jwk, kid: rsaThumbprint(jwk), alg: 'RS256', use: 'sig' }],
  };
}

function validate(jwks, file) {
  const key = jwks?.keys?.[0];
  if (!key || key.kty !== 'RSA' || !key.d || !key.n || !key.e) {
    throw new Error(`${file} does not hold a private RSA JWKS; delete it to generate a new key`);
  }
  // Throws when the JWK is not a usable private key.
  createPrivateKey({ key, format: 'jwk' });
  if (!key.kid) key.kid = rsaThumbprint(key);
  if (!key.alg) key.alg = 'RS256';
  if (!key.use) key.use = 'sig';
  return jwks;
}

/**
 * Loads the private JWKS from `file`, or generates one and writes it there (mode 0600, parent
 * directories created) when the file does not exist yet.
 * @param {string} file
 * @returns {{ jwks: { keys: object[] }, created: boolean }}
 */
export function loadOrCreateJwks(file) {
  const existing = readJwks(file);
  if (existing) return { jwks: existing, created: false };

  const jwks = generateJwks();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(jwks, null, 2)}\n`, { mode: 0o600 });
  try {
    // link() fails when the file appeared meanwhile (another instance starting at the same
    // time): then that key wins and is used here too.
    linkSync(tmp, file);
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    return { jwks: readJwks(file), created: false };
  } finally {
    unlinkSync(tmp);
  }
  return { jwks, created: true };
}

function readJwks(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new Error(`${file} is not valid JSON; delete it to generate a new key`, { cause });
  }
  return validate(parsed, file);
}

/** The public half of a private JWKS (what the provider publishes at /jwks). */
export function publicJwks(jwks) {
  return {
    keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
