// Types for the end-to-end tests (TypeScript) that import token-flow.mjs.

export interface AuthorizeOptions {
  issuer?: string;
  email?: string;
  password?: string;
  clientId?: string;
  redirectUri?: string;
  scope?: string;
  resource?: string;
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export class TokenFlowError extends Error {}

/** Signs in with the authorization code flow + PKCE; returns the whole token response. */
export function authorize(options?: AuthorizeOptions): Promise<TokenResponse>;
/** Signs in with the authorization code flow + PKCE; returns the access token (a JWT). */
export function getAccessToken(options?: AuthorizeOptions): Promise<string>;
/** Decodes (does not verify) a JWT. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> };
