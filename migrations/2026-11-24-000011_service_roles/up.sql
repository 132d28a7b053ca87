-- One PostgreSQL role per service, each with only the privileges its service uses, and an
-- append-only audit log (issue 17 items 1 and 2). The role that runs the migrations owns every
-- table and function; the service roles own nothing.
--
--   rate_review_public    public-api: reads the public tables, inserts public comments and
--                         their rate-limit rows; no UPDATE or DELETE anywhere, no staff users,
--                         audit log, import runs or moderation columns of comments
--   rate_review_admin     admin-api: reads what staff see and makes the changes staff make
--   rate_review_importer  importer: filings, their companies and attachments (+ blobs), the
--                         companies, products and types of insurance an import creates, import
--                         runs, the cache generation bump and its audit entries
--
-- Roles belong to the cluster, not to the database: a second database on the same cluster (every
-- test database) finds them already there, so they are created only when missing, and a
-- concurrent creation by another database's migration is not an error. They are created
-- NOLOGIN: `dbctl migrate` gives each a password and LOGIN when its password variable is set
-- (PUBLIC_API_DB_PASSWORD, ADMIN_API_DB_PASSWORD, IMPORTER_DB_PASSWORD), and CloudNativePG's
-- managed roles create them with LOGIN and a password before this migration runs.
--
-- Identity columns draw their values without a privilege on their sequence, and every table here
-- uses one, so no role is granted a sequence. Nothing is granted by default privileges: a table
-- added by a later migration is no service's until that migration grants it.

DO $$
DECLARE
    role_name text;
BEGIN
    FOREACH role_name IN ARRAY ARRAY['rate_review_public', 'rate_review_admin', 'rate_review_importer'] LOOP
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = role_name) THEN
            BEGIN
                EXECUTE format('CREATE ROLE %I NOLOGIN', role_name);
            EXCEPTION
                -- Another database's migration created it in the meantime.
                WHEN duplicate_object OR unique_violation THEN NULL;
                WHEN insufficient_privilege THEN
                    RAISE EXCEPTION 'role % does not exist and % may not create it', role_name, current_user
                        USING HINT = 'create the service roles first (docs/operations.md, "Database roles") or migrate as a role with CREATEROLE';
            END;
        END IF;
    END LOOP;
END
$$;

-- Functions created from here on are not executable by everyone; each is granted where needed.
ALTER DEFAULT PRIVILEGES REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;

GRANT USAGE ON SCHEMA public TO rate_review_public, rate_review_admin, rate_review_importer;

-- SPEC 9 reference codes: public knowledge, read by every service.
GRANT SELECT ON solvency_codes, roles, filing_statuses, metal_levels, comment_statuses
    TO rate_review_public, rate_review_admin, rate_review_importer;

-- public-api -------------------------------------------------------------------------------------
GRANT SELECT ON counties, compare_years, companies, product_types, company_products,
    types_of_insurance, filings, filing_companies, attachment_blobs, attachments, plans,
    plan_variances, plan_areas, plan_area_counties, plan_area_rates, quality_measure,
    insurance_forms, site_switches, data_generation
    TO rate_review_public;
-- Of a comment, what the Rate Page shows and filters on; never the note, approver or moderation time.
GRANT SELECT (comment_key, filing_id, commentary, comment_status_code, date_created) ON comments TO rate_review_public;
-- A new comment is Pending by the column's default: the public role cannot choose a status.
GRANT INSERT (filing_id, commentary) ON comments TO rate_review_public;
GRANT SELECT (client_hash, submitted_at), INSERT (client_hash) ON comment_throttle TO rate_review_public;

-- The rate limit's expired rows, deleted for public-api without giving it DELETE: only rows older
-- than the hour the table keeps (its comment) go, so a caller cannot clear a client's current window.
CREATE FUNCTION prune_comment_throttle() RETURNS void
    LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp
    AS $$ DELETE FROM comment_throttle WHERE submitted_at < now() - interval '1 hour' $$;
COMMENT ON FUNCTION prune_comment_throttle() IS 'Deletes comment_throttle rows older than one hour (the rate limit''s window), as the owner.';
REVOKE ALL ON FUNCTION prune_comment_throttle() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION prune_comment_throttle() TO rate_review_public;

-- admin-api ----------------------------------------------------------------------------------------
GRANT SELECT ON counties, compare_years, companies, product_types, company_products,
    types_of_insurance, staff_users, filings, filing_companies, attachment_blobs, attachments,
    comments, plans, plan_variances, plan_areas, plan_area_counties, plan_area_rates,
    rate_template_uploads, quality_measure, insurance_forms, site_switches, data_generation,
    import_runs, import_run_errors
    TO rate_review_admin;
GRANT INSERT, UPDATE ON companies, company_products, staff_users, compare_years, insurance_forms
    TO rate_review_admin;
GRANT UPDATE ON comments, quality_measure, site_switches, data_generation TO rate_review_admin;
-- A rates template replaces a company's plans of a year (their variances, areas and rates go with
-- them by ON DELETE CASCADE).
GRANT INSERT, DELETE ON plans TO rate_review_admin;
GRANT INSERT ON plan_variances, plan_areas, plan_area_counties, plan_area_rates,
    rate_template_uploads, import_runs, audit_log
    TO rate_review_admin;

-- importer -----------------------------------------------------------------------------------------
GRANT SELECT ON companies, product_types, company_products, types_of_insurance, filings,
    filing_companies, attachment_blobs, attachments, site_switches, data_generation,
    import_runs, import_run_errors
    TO rate_review_importer;
GRANT INSERT ON companies, company_products, filing_statuses, attachment_blobs, import_run_errors, audit_log
    TO rate_review_importer;
GRANT INSERT, UPDATE ON types_of_insurance, filings, import_runs TO rate_review_importer;
GRANT INSERT, UPDATE, DELETE ON filing_companies, attachments TO rate_review_importer;
GRANT UPDATE ON data_generation TO rate_review_importer;

-- Append-only audit log --------------------------------------------------------------------------
-- No service role holds UPDATE, DELETE or TRUNCATE on audit_log; this trigger refuses them to
-- every role but the table's owner too (a grant added by mistake, a superuser session), so the
-- trail cannot be rewritten except by the migrations.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
    AS $$
BEGIN
    IF current_user <> (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = TG_RELID) THEN
        RAISE EXCEPTION 'audit_log is append-only: % may not %', current_user, TG_OP
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION audit_log_refuse_change() IS 'Refuses UPDATE, DELETE and TRUNCATE of audit_log to everyone but its owner.';
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
