//! The migrations themselves: they revert cleanly and re-apply to the same schema, and every
//! foreign key has an index (STYLE "Migrations tested").

use diesel::prelude::*;
use diesel::sql_types::Text;
use test_support::TestDb;

#[derive(QueryableByName, Debug)]
struct Line {
    #[diesel(sql_type = Text)]
    line: String,
}

/// The `line` column of every row `sql` returns.
fn lines(conn: &mut PgConnection, sql: &str) -> Vec<String> {
    diesel::sql_query(sql)
        .load::<Line>(conn)
        .unwrap()
        .into_iter()
        .map(|l| l.line)
        .collect()
}

/// Every table, column, constraint, index, grant, function, trigger and default privilege of the
/// public schema, as sorted text lines.
fn schema_snapshot(conn: &mut PgConnection) -> Vec<String> {
    let sql = "
        SELECT format('column %s.%s %s null=%s default=%s', table_name, column_name, data_type, is_nullable,
                      coalesce(column_default, '')) AS line
          FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '__diesel_schema_migrations'
        UNION ALL
        SELECT format('constraint %s %s', conrelid::regclass, pg_get_constraintdef(oid))
          FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        UNION ALL
        SELECT format('index %s', indexdef) FROM pg_indexes
         WHERE schemaname = 'public' AND tablename <> '__diesel_schema_migrations'
        UNION ALL
        SELECT format('grant %s %s to %s', c.relname, a.privilege_type, a.grantee::regrole)
          FROM pg_class c, aclexplode(c.relacl) a
         WHERE c.relnamespace = 'public'::regnamespace AND a.grantee <> c.relowner
        UNION ALL
        SELECT format('grant %s.%s %s to %s', c.relname, att.attname, a.privilege_type, a.grantee::regrole)
          FROM pg_class c JOIN pg_attribute att ON att.attrelid = c.oid, aclexplode(att.attacl) a
         WHERE c.relnamespace = 'public'::regnamespace
        UNION ALL
        SELECT format('grant schema %s to %s', a.privilege_type, a.grantee::regrole)
          FROM pg_namespace n, aclexplode(n.nspacl) a WHERE n.nspname = 'public' AND a.grantee <> n.nspowner
        UNION ALL
        SELECT format('function %s definer=%s acl=%s', p.oid::regprocedure, p.prosecdef, p.proacl)
          FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
        UNION ALL
        SELECT format('trigger %s', pg_get_triggerdef(t.oid)) FROM pg_trigger t
          JOIN pg_class c ON c.oid = t.tgrelid
         WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal
        UNION ALL
        SELECT format('default privileges %s %s', d.defaclobjtype, d.defaclacl) FROM pg_default_acl d
        UNION ALL
        SELECT format('row %s', t) FROM (
            SELECT 'solvency ' || solvency_code || ' ' || description AS t FROM solvency_codes
            UNION ALL SELECT 'role ' || role_code || ' ' || name FROM roles
            UNION ALL SELECT 'status ' || filing_status_code || ' ' || display_status FROM filing_statuses
            UNION ALL SELECT 'metal ' || metal_level_code || ' ' || name FROM metal_levels
            UNION ALL SELECT 'comment ' || comment_status_code || ' ' || description FROM comment_statuses) codes
        ORDER BY 1";
    lines(conn, sql)
}

#[test]
fn migrations_go_up_down_and_up_again_to_the_same_schema() {
    let db = TestDb::new();
    let mut conn = db.conn();
    let before = schema_snapshot(&mut conn);
    assert!(
        before.len() > 200,
        "the migrated schema looks incomplete: {} lines",
        before.len()
    );

    db::migrations::revert_all(&mut conn).unwrap();
    let tables: i64 = diesel::sql_query(
        "SELECT count(*)::text AS line FROM pg_tables WHERE schemaname = 'public' AND tablename <> '__diesel_schema_migrations'",
    )
    .get_result::<Line>(&mut conn)
    .unwrap()
    .line
    .parse()
    .unwrap();
    assert_eq!(tables, 0, "down migrations left tables behind");
    let leftovers = lines(
        &mut conn,
        "SELECT format('function %s', oid::regprocedure) AS line FROM pg_proc WHERE pronamespace = 'public'::regnamespace
         UNION ALL SELECT format('default privileges %s %s', defaclobjtype, defaclacl) FROM pg_default_acl
         UNION ALL SELECT format('grant schema %s to %s', a.privilege_type, a.grantee::regrole)
           FROM pg_namespace n, aclexplode(n.nspacl) a WHERE n.nspname = 'public' AND a.grantee::regrole::text LIKE 'rate\\_review\\_%'",
    );
    assert!(
        leftovers.is_empty(),
        "down migrations left behind: {leftovers:#?}"
    );

    db::migrations::run_pending(&mut conn).unwrap();
    assert_eq!(schema_snapshot(&mut conn), before);
}

#[test]
fn every_foreign_key_has_an_index_starting_with_its_columns() {
    let db = TestDb::new();
    let mut conn = db.conn();

    let unindexed = lines(
        &mut conn,
        "SELECT format('%s (%s)', c.conrelid::regclass, c.conname) AS line
           FROM pg_constraint c
          WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
            AND NOT EXISTS (
                SELECT 1 FROM pg_index i
                 WHERE i.indrelid = c.conrelid
                   AND (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] @> c.conkey
                   AND (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] <@ c.conkey)
          ORDER BY 1",
    );

    assert!(
        unindexed.is_empty(),
        "foreign keys without an index: {unindexed:#?}"
    );
}

#[test]
fn reference_codes_of_spec_9_are_seeded() {
    let db = TestDb::new();
    let mut conn = db.conn();

    let snapshot = schema_snapshot(&mut conn);

    for expected in [
        "row solvency 10 Solvent",
        "row solvency 20 Hazardous",
        "row solvency 30 Insolvent",
        "row role 1 Insurance",
        "row role 2 Administrator",
        "row metal P Platinum",
        "row metal C Catastrophic",
        "row comment 1 Published",
        "row status 7 Do Not Display",
    ] {
        assert!(snapshot.iter().any(|l| l == expected), "missing {expected}");
    }
}
