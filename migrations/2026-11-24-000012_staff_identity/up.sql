-- Staff users bound to the identity provider's subject (issue 17 item 3): the first successful
-- sign-in stores who signed in; later sign-ins must be the same identity, so an e-mail changed
-- or reused at the provider cannot take over another account. Expand-only: nullable columns,
-- a user not yet signed in has none.

ALTER TABLE staff_users
    ADD COLUMN idp_issuer   text,
    ADD COLUMN idp_subject  text,
    ADD COLUMN idp_bound_at timestamptz,
    -- All three together, or none (not yet signed in, or reset by an administrator).
    ADD CONSTRAINT staff_users_idp_binding_whole CHECK (
        (idp_issuer IS NULL AND idp_subject IS NULL AND idp_bound_at IS NULL)
        OR (idp_issuer IS NOT NULL AND idp_subject IS NOT NULL AND idp_bound_at IS NOT NULL)
    );
COMMENT ON COLUMN staff_users.idp_issuer IS 'The token''s iss at the first sign-in; null until then or after an administrator''s reset.';
COMMENT ON COLUMN staff_users.idp_subject IS 'The provider''s immutable id of the person at the first sign-in: Entra''s oid when the token has one, else sub.';
COMMENT ON COLUMN staff_users.idp_bound_at IS 'When the first sign-in bound the account to idp_issuer and idp_subject.';
-- One identity holds at most one staff account; also the lookup of a bound sign-in.
CREATE UNIQUE INDEX staff_users_idp_identity_key ON staff_users (idp_issuer, idp_subject);
