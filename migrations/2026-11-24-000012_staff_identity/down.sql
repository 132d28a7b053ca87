DROP INDEX staff_users_idp_identity_key;
ALTER TABLE staff_users
    DROP CONSTRAINT staff_users_idp_binding_whole,
    DROP COLUMN idp_bound_at,
    DROP COLUMN idp_subject,
    DROP COLUMN idp_issuer;
