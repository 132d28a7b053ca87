-- Undoes 000011 in this database. The roles themselves belong to the cluster: each is dropped
-- only when nothing in any database still refers to it (another database migrated on the same
-- cluster keeps them), and left when this role may not drop roles.

DROP TRIGGER audit_log_append_only ON audit_log;
DROP FUNCTION audit_log_refuse_change();
DROP FUNCTION prune_comment_throttle();

REVOKE ALL ON ALL TABLES IN SCHEMA public FROM rate_review_public, rate_review_admin, rate_review_importer;
REVOKE ALL ON SCHEMA public FROM rate_review_public, rate_review_admin, rate_review_importer;

ALTER DEFAULT PRIVILEGES GRANT EXECUTE ON FUNCTIONS TO PUBLIC;

DO $$
DECLARE
    role_name text;
BEGIN
    FOREACH role_name IN ARRAY ARRAY['rate_review_public', 'rate_review_admin', 'rate_review_importer'] LOOP
        IF NOT EXISTS (
            SELECT 1 FROM pg_shdepend d JOIN pg_roles r ON d.refobjid = r.oid
             WHERE d.refclassid = 'pg_authid'::regclass AND r.rolname = role_name
        ) THEN
            BEGIN
                EXECUTE format('DROP ROLE IF EXISTS %I', role_name);
            EXCEPTION WHEN insufficient_privilege OR dependent_objects_still_exist THEN NULL;
            END;
        END IF;
    END LOOP;
END
$$;
