//! The PostgreSQL role each service connects as (created by migration `000011_service_roles`,
//! which grants each only what its service uses), and giving those roles their passwords.
//!
//! The migration cannot know passwords, so `dbctl migrate` sets them afterwards from the
//! environment ([`set_passwords_from_env`]); where an operator manages the roles (CloudNativePG
//! managed roles), the variables stay unset and the roles are left as they are.

use anyhow::Context;
use diesel::prelude::*;
use diesel::sql_types::Text;

/// A service, by the role it connects to PostgreSQL as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ServiceRole {
    /// public-api: reads the public tables, inserts comments and their rate-limit rows.
    PublicApi,
    /// admin-api: the reads and writes of the staff screens.
    AdminApi,
    /// importer: filings, attachments, import runs.
    Importer,
}

impl ServiceRole {
    /// Every service role.
    pub const ALL: [Self; 3] = [Self::PublicApi, Self::AdminApi, Self::Importer];

    /// The role's name in PostgreSQL.
    pub fn name(self) -> &'static str {
        match self {
            Self::PublicApi => "rate_review_public",
            Self::AdminApi => "rate_review_admin",
            Self::Importer => "rate_review_importer",
        }
    }

    /// The variable `dbctl migrate` reads the role's password from.
    pub fn password_var(self) -> &'static str {
        match self {
            Self::PublicApi => "PUBLIC_API_DB_PASSWORD",
            Self::AdminApi => "ADMIN_API_DB_PASSWORD",
            Self::Importer => "IMPORTER_DB_PASSWORD",
        }
    }
}

#[derive(QueryableByName)]
struct Statement {
    #[diesel(sql_type = Text)]
    statement: String,
}

/// Lets `role` log in with `password` (stored hashed by the server).
pub fn set_password(
    conn: &mut PgConnection,
    role: ServiceRole,
    password: &str,
) -> anyhow::Result<()> {
    // ALTER ROLE takes no bind parameters: the server quotes the values itself.
    let Statement { statement } = diesel::sql_query(
        "SELECT format('ALTER ROLE %I WITH LOGIN PASSWORD %L', $1, $2) AS statement",
    )
    .bind::<Text, _>(role.name())
    .bind::<Text, _>(password)
    .get_result(conn)?;
    diesel::sql_query(statement)
        .execute(conn)
        .with_context(|| format!("cannot set the password of {}", role.name()))?;
    Ok(())
}

/// Sets the password of every role whose variable is set; returns the roles it changed.
pub fn set_passwords_from_env(conn: &mut PgConnection) -> anyhow::Result<Vec<ServiceRole>> {
    let mut changed = Vec::new();
    for role in ServiceRole::ALL {
        if let Some(password) = std::env::var(role.password_var())
            .ok()
            .filter(|p| !p.is_empty())
        {
            set_password(conn, role, &password)?;
            changed.push(role);
        }
    }
    Ok(changed)
}
