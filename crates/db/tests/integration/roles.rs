//! The service roles of migration `000011_service_roles`: connected as
//! each service's role, what the service needs works and what it does not need is refused, and
//! the audit log cannot be rewritten by any of them.

use db::roles::ServiceRole;
use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::Text;
use test_support::TestDb;
use test_support::builders::{
    CompanyBuilder, FilingBuilder, ProductBuilder, TypeOfInsuranceBuilder, days_ago, status,
};

/// A comment on filing 1 and one audit entry, written as the owner.
const COMMENT_AND_AUDIT: &str = "
    INSERT INTO comments (filing_id, commentary, comment_status_code, note)
         VALUES (1, 'Too expensive.', 1, 'moderator only');
    INSERT INTO audit_log (actor_label, action, entity_type) VALUES ('fixture', 'fixture.create', 'fixture');";

/// A fresh database holding a Submitted filing (with its company, product and type of
/// insurance) that comments can refer to, a published comment on it and one audit entry.
fn database() -> TestDb {
    let db = TestDb::new();
    let conn = &mut db.conn();
    let company = CompanyBuilder::new("Blue Lake Health")
        .naic_code(11111)
        .insert(conn);
    let product = ProductBuilder::new(company.company_pk, "Blue Choice").insert(conn);
    let toi = TypeOfInsuranceBuilder::new("H16I", "Individual Health").insert(conn);
    let filing = FilingBuilder::new("BLUE-123456789", product.company_product_pk, toi.toi_id)
        .product_name("Blue Choice")
        .status(status::SUBMITTED)
        .submitted(days_ago(0))
        .insert(conn);
    assert_eq!(
        filing.filing_id, 1,
        "the statements of these tests name the filing 1"
    );
    conn.batch_execute(COMMENT_AND_AUDIT).expect("fixture");
    db
}

/// A connection to `db` as `role`.
fn connect_as(db: &TestDb, role: ServiceRole) -> PgConnection {
    PgConnection::establish(&db.url_as(role)).expect("cannot connect as the service role")
}

/// Runs `sql` and returns PostgreSQL's error message; panics when it succeeds.
fn refusal(conn: &mut PgConnection, sql: &str) -> String {
    match diesel::sql_query(sql).execute(conn) {
        Ok(_) => panic!("{sql} was allowed"),
        Err(diesel::result::Error::DatabaseError(_, info)) => info.message().to_owned(),
        Err(other) => panic!("{sql} failed for another reason: {other}"),
    }
}

/// Asserts that `sql` is refused for lack of a privilege.
fn assert_denied(conn: &mut PgConnection, sql: &str) {
    let message = refusal(conn, sql);
    assert!(
        message.contains("permission denied"),
        "{sql}: expected a permission error, got {message:?}"
    );
}

/// Runs `sql`, which must succeed.
fn assert_allowed(conn: &mut PgConnection, sql: &str) {
    if let Err(e) = diesel::sql_query(sql).execute(conn) {
        panic!("{sql} was refused: {e}");
    }
}

#[derive(QueryableByName)]
struct Line {
    #[diesel(sql_type = Text)]
    line: String,
}

#[test]
fn the_public_role_may_not_change_filings_delete_comments_or_read_staff_and_audit() {
    let db = database();
    let mut public = connect_as(&db, ServiceRole::PublicApi);

    assert_denied(&mut public, "UPDATE filings SET product_name = 'x'");
    assert_denied(&mut public, "DELETE FROM comments");
    assert_denied(&mut public, "SELECT * FROM staff_users");
    assert_denied(&mut public, "SELECT * FROM audit_log");
    // Nor the moderation columns of a comment, nor choose a new comment's status.
    assert_denied(&mut public, "SELECT note FROM comments");
    assert_denied(&mut public, "SELECT approver_pk FROM comments");
    assert_denied(
        &mut public,
        "INSERT INTO comments (filing_id, commentary, comment_status_code) VALUES (1, 'spam', 1)",
    );
    assert_denied(&mut public, "UPDATE comments SET comment_status_code = 1");
    assert_denied(&mut public, "DELETE FROM comment_throttle");
    assert_denied(&mut public, "SELECT * FROM import_runs");
    // Of a rates upload, only when and for which year (the open-data catalogue's dates), not
    // who uploaded which file.
    assert_denied(&mut public, "SELECT file_name FROM rate_template_uploads");
    assert_denied(&mut public, "SELECT uploaded_by FROM rate_template_uploads");
    assert_denied(
        &mut public,
        "UPDATE data_generation SET generation = generation + 1",
    );
}

#[test]
fn the_public_role_reads_public_tables_and_stores_a_pending_comment() {
    let db = database();
    let mut public = connect_as(&db, ServiceRole::PublicApi);

    let published: Vec<Line> = diesel::sql_query(
        "SELECT commentary AS line FROM comments WHERE filing_id = 1 AND comment_status_code = 1",
    )
    .load(&mut public)
    .unwrap();
    assert_eq!(published.len(), 1);
    assert_allowed(
        &mut public,
        "SELECT f.product_name, c.company_name FROM filings f JOIN filing_companies fc USING (filing_id) JOIN companies c USING (company_pk)",
    );
    assert_allowed(
        &mut public,
        "INSERT INTO comment_throttle (client_hash) VALUES (repeat('a', 64))",
    );
    assert_allowed(&mut public, "SELECT prune_comment_throttle()");
    assert_allowed(
        &mut public,
        "SELECT compare_year_id, max(uploaded_at) FROM rate_template_uploads GROUP BY compare_year_id",
    );
    let stored: Line = diesel::sql_query(
        "INSERT INTO comments (filing_id, commentary) VALUES (1, 'Please explain.') RETURNING comment_key::text AS line",
    )
    .get_result(&mut public)
    .unwrap();

    let status: Line = diesel::sql_query(format!(
        "SELECT comment_status_code::text AS line FROM comments WHERE comment_key = {}",
        stored.line
    ))
    .get_result(&mut db.conn())
    .unwrap();
    assert_eq!(status.line, "0", "a public comment is stored Pending");
}

// Receipt codes (migration 000014): a comment's receipt code is kept only as its hash, which
// public-api stores with the comment and finds it by; admin-api cannot read the hash at all, so
// no staff screen or export can carry it.
#[test]
fn the_receipt_hash_is_written_and_read_by_the_public_role_and_hidden_from_the_admin_role() {
    let db = database();
    let mut public = connect_as(&db, ServiceRole::PublicApi);
    let mut admin = connect_as(&db, ServiceRole::AdminApi);

    assert_allowed(
        &mut public,
        "INSERT INTO comments (filing_id, commentary, receipt_hash) VALUES (1, 'With a receipt.', repeat('a', 64))",
    );
    let found: Vec<Line> = diesel::sql_query(
        "SELECT commentary AS line FROM comments WHERE receipt_hash = repeat('a', 64)",
    )
    .load(&mut public)
    .unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].line, "With a receipt.");

    assert_denied(&mut admin, "SELECT receipt_hash FROM comments");
    assert_denied(&mut admin, "SELECT * FROM comments");
    assert_denied(
        &mut admin,
        "UPDATE comments SET note = 'x' RETURNING receipt_hash",
    );
    assert_allowed(
        &mut admin,
        "SELECT comment_key, filing_id, commentary, comment_status_code, note, approver_pk, date_created, last_updated FROM comments FOR UPDATE",
    );
}

#[test]
fn the_rate_limit_prune_deletes_only_rows_older_than_an_hour() {
    let db = database();
    diesel::sql_query(
        "INSERT INTO comment_throttle (client_hash, submitted_at) VALUES
            (repeat('a', 64), now() - interval '61 minutes'), (repeat('b', 64), now() - interval '59 minutes')",
    )
    .execute(&mut db.conn())
    .unwrap();

    assert_allowed(
        &mut connect_as(&db, ServiceRole::PublicApi),
        "SELECT prune_comment_throttle()",
    );

    let left: Line = diesel::sql_query(
        "SELECT string_agg(left(client_hash, 1), '') AS line FROM comment_throttle",
    )
    .get_result(&mut db.conn())
    .unwrap();
    assert_eq!(left.line, "b");
}

/// Asserts that every service role is refused every rewrite of `audit_log`, each with an error
/// message containing `reason`.
fn assert_audit_rewrites_refused(db: &TestDb, reason: &str) {
    for role in ServiceRole::ALL {
        let mut conn = connect_as(db, role);
        for sql in [
            "UPDATE audit_log SET action = 'rewritten'",
            "DELETE FROM audit_log",
            "TRUNCATE audit_log",
        ] {
            let message = refusal(&mut conn, sql);
            assert!(message.contains(reason), "{role:?}: {sql}: {message}");
        }
    }
}

#[test]
fn no_service_role_may_update_delete_or_truncate_the_audit_log() {
    let db = database();

    assert_audit_rewrites_refused(&db, "permission denied");
}

#[test]
fn the_admin_and_importer_roles_append_to_the_audit_log() {
    let db = database();
    for role in [ServiceRole::AdminApi, ServiceRole::Importer] {
        assert_allowed(
            &mut connect_as(&db, role),
            "INSERT INTO audit_log (actor_label, action, entity_type) VALUES ('test', 'test.append', 'test')",
        );
    }
    assert_denied(
        &mut connect_as(&db, ServiceRole::PublicApi),
        "INSERT INTO audit_log (actor_label, action, entity_type) VALUES ('test', 'test.append', 'test')",
    );
}

#[test]
fn the_audit_trigger_refuses_changes_even_to_a_role_granted_them() {
    let db = database();
    // A grant added by mistake (in this test's database only).
    diesel::sql_query(
        "GRANT SELECT, UPDATE, DELETE, TRUNCATE ON audit_log TO rate_review_public, rate_review_admin, rate_review_importer",
    )
    .execute(&mut db.conn())
    .unwrap();

    assert_audit_rewrites_refused(&db, "audit_log is append-only");
}

#[test]
fn the_owner_may_still_change_the_audit_log_for_migrations() {
    let db = database();
    let mut owner = db.conn();

    assert_allowed(&mut owner, "UPDATE audit_log SET actor_label = 'migrated'");
    assert_allowed(&mut owner, "DELETE FROM audit_log");
    assert_allowed(&mut owner, "TRUNCATE audit_log");
}

#[test]
fn the_admin_role_makes_staff_changes_but_not_import_ones() {
    let db = database();
    let mut admin = connect_as(&db, ServiceRole::AdminApi);

    assert_allowed(
        &mut admin,
        "UPDATE comments SET comment_status_code = 2, note = 'off topic'",
    );
    assert_allowed(
        &mut admin,
        "INSERT INTO staff_users (first_name, last_name, email, umd_id, role_code) VALUES ('Dana', 'W', 'dana@example.gov', 7, 2)",
    );
    assert_allowed(&mut admin, "SELECT * FROM staff_users");
    assert_denied(&mut admin, "UPDATE filings SET product_name = 'x'");
    assert_denied(&mut admin, "DELETE FROM comments");
    assert_denied(&mut admin, "DELETE FROM staff_users");
    assert_denied(&mut admin, "SELECT * FROM audit_log");
}

#[test]
fn the_importer_role_writes_filings_and_runs_but_not_staff_or_comments() {
    let db = database();
    let mut importer = connect_as(&db, ServiceRole::Importer);

    assert_allowed(
        &mut importer,
        "UPDATE filings SET product_name = 'Blue Choice 2027'",
    );
    assert_allowed(
        &mut importer,
        "INSERT INTO import_runs (trigger_kind, status, started_at) VALUES ('command', 'running', now())",
    );
    assert_allowed(
        &mut importer,
        "UPDATE data_generation SET generation = generation + 1",
    );
    assert_denied(&mut importer, "SELECT * FROM staff_users");
    assert_denied(&mut importer, "SELECT * FROM comments");
    assert_denied(&mut importer, "DELETE FROM filings");
    assert_denied(&mut importer, "UPDATE companies SET company_name = 'x'");
}

#[test]
fn only_the_migration_role_owns_or_may_create_in_the_schema() {
    let db = database();
    for role in ServiceRole::ALL {
        assert_denied(
            &mut connect_as(&db, role),
            "CREATE TABLE public.intruder (id integer)",
        );
    }

    let owned_by_services: Vec<Line> = diesel::sql_query(
        "SELECT c.relname::text AS line FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner
          WHERE c.relnamespace = 'public'::regnamespace AND r.rolname LIKE 'rate\\_review\\_%'",
    )
    .load(&mut db.conn())
    .unwrap();
    assert!(owned_by_services.is_empty());
}
