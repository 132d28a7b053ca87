//! Saving a company: checks that need the database, the company row, its products, the audit
//! entry and the generation bump, in one transaction.

use std::collections::{BTreeSet, HashMap};

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use domain::{
    CompanyActive, NaicCode, PhoneExtension, PhoneNumber, Solvency, StateCode, Website, ZipCode,
};

use super::{AdminCompany, find};
use crate::queries::{audit, data_generation};
use crate::schema::{companies, product_types};

/// A company to save, already checked field by field (SPEC 7.3 save company).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyInput {
    /// `None` creates a company; `Some` updates that one.
    pub company_pk: Option<i32>,
    /// Name, trimmed and non-empty.
    pub company_name: String,
    /// NAIC code; must equal the stored one on update.
    pub co_code: NaicCode,
    /// Address line 1.
    pub address1: Option<String>,
    /// Address line 2.
    pub address2: Option<String>,
    /// Address line 3.
    pub address3: Option<String>,
    /// City.
    pub city: Option<String>,
    /// State.
    pub state: Option<StateCode>,
    /// ZIP or ZIP+4.
    pub postal_code: Option<ZipCode>,
    /// Phone.
    pub phone: Option<PhoneNumber>,
    /// Phone extension.
    pub phone_ext: Option<PhoneExtension>,
    /// http(s) address.
    pub website: Option<Website>,
    /// Website label.
    pub website_desc: Option<String>,
    /// Solvency, when set.
    pub solvency: Option<Solvency>,
    /// `None` keeps the stored flag (a new company is Active).
    pub active: Option<CompanyActive>,
    /// The product types the company sells, or `None` to leave its products alone.
    pub product_types: Option<Vec<i32>>,
}

/// What a save did, or why it did nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveCompanyOutcome {
    /// A new company, as stored.
    Created(AdminCompany),
    /// The updated company, as stored.
    Updated(AdminCompany),
    /// No company has that key.
    NotFound,
    /// An update tried to change the company code (SPEC 5.4).
    CodeFixed,
    /// Another company already uses the code; its name, when known.
    CodeTaken(Option<String>),
    /// A listed product type does not exist.
    UnknownProductType(i32),
}

/// Refusals found inside the transaction roll it back.
enum Refusal {
    NotFound,
    CodeFixed,
    CodeTaken(String),
    UnknownProductType(i32),
    Db(DieselError),
}

impl From<DieselError> for Refusal {
    fn from(e: DieselError) -> Self {
        Refusal::Db(e)
    }
}

/// Creates or updates a company and synchronises its products by product type, with its audit
/// entry (`company.create` / `company.update`) and a generation bump, in one transaction.
#[tracing::instrument(skip(conn, actor))]
pub fn save(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    input: CompanyInput,
) -> QueryResult<SaveCompanyOutcome> {
    match conn.transaction(|conn| save_in_transaction(conn, actor, &input)) {
        Ok(outcome) => Ok(outcome),
        Err(Refusal::NotFound) => Ok(SaveCompanyOutcome::NotFound),
        Err(Refusal::CodeFixed) => Ok(SaveCompanyOutcome::CodeFixed),
        Err(Refusal::CodeTaken(name)) => Ok(SaveCompanyOutcome::CodeTaken(Some(name))),
        Err(Refusal::UnknownProductType(pk)) => Ok(SaveCompanyOutcome::UnknownProductType(pk)),
        Err(Refusal::Db(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info)))
            if info.constraint_name() == Some("companies_co_code_key") =>
        {
            Ok(SaveCompanyOutcome::CodeTaken(None))
        }
        Err(Refusal::Db(e)) => Err(e),
    }
}

fn save_in_transaction(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    input: &CompanyInput,
) -> Result<SaveCompanyOutcome, Refusal> {
    let before = match input.company_pk {
        Some(company_pk) => {
            let locked = companies::table
                .find(company_pk)
                .select(companies::co_code)
                .for_update()
                .first::<i32>(conn)
                .optional()?;
            match locked {
                None => return Err(Refusal::NotFound),
                Some(code) if code != input.co_code.get() => return Err(Refusal::CodeFixed),
                Some(_) => find(conn, company_pk)?,
            }
        }
        None => None,
    };
    let mut holder = companies::table
        .filter(companies::co_code.eq(input.co_code.get()))
        .select(companies::company_name)
        .into_boxed();
    if let Some(company_pk) = input.company_pk {
        holder = holder.filter(companies::company_pk.ne(company_pk));
    }
    let holder = holder.first::<String>(conn).optional()?;
    if let Some(name) = holder {
        return Err(Refusal::CodeTaken(name));
    }
    let wanted = match &input.product_types {
        Some(types) => Some(known_product_types(conn, types)?),
        None => None,
    };
    let company_pk = write_company(conn, input)?;
    if let Some(wanted) = wanted {
        super::products::sync(conn, company_pk, &input.company_name, &wanted)?;
    }
    let after = find(conn, company_pk)?.ok_or(DieselError::NotFound)?;
    audit::record(
        conn,
        actor,
        audit::Change {
            action: if before.is_some() {
                "company.update"
            } else {
                "company.create"
            },
            entity_type: "company",
            entity_id: Some(company_pk.to_string()),
            before: before
                .as_ref()
                .map(serde_json::to_value)
                .transpose()
                .map_err(serialize_error)?,
            after: Some(serde_json::to_value(&after).map_err(serialize_error)?),
        },
    )?;
    data_generation::bump(conn)?;
    Ok(if before.is_some() {
        SaveCompanyOutcome::Updated(after)
    } else {
        SaveCompanyOutcome::Created(after)
    })
}

fn serialize_error(e: serde_json::Error) -> DieselError {
    DieselError::SerializationError(Box::new(e))
}

/// The listed product types with their names, or the first one that does not exist.
fn known_product_types(
    conn: &mut PgConnection,
    listed: &[i32],
) -> Result<Vec<(i32, String)>, Refusal> {
    let known: HashMap<i32, String> = product_types::table
        .filter(product_types::product_type_pk.eq_any(listed))
        .select((product_types::product_type_pk, product_types::name))
        .load::<(i32, String)>(conn)?
        .into_iter()
        .collect();
    let mut seen = BTreeSet::new();
    let mut wanted = Vec::new();
    for pk in listed {
        let Some(name) = known.get(pk) else {
            return Err(Refusal::UnknownProductType(*pk));
        };
        if seen.insert(*pk) {
            wanted.push((*pk, name.clone()));
        }
    }
    Ok(wanted)
}

/// Inserts or updates the company row (clearing `needs_review`); returns its key.
fn write_company(conn: &mut PgConnection, input: &CompanyInput) -> QueryResult<i32> {
    let values = (
        companies::company_name.eq(&input.company_name),
        companies::address1.eq(&input.address1),
        companies::address2.eq(&input.address2),
        companies::address3.eq(&input.address3),
        companies::city.eq(&input.city),
        companies::state.eq(input.state.as_ref().map(StateCode::as_str)),
        companies::postal_code.eq(input.postal_code.as_ref().map(ZipCode::as_str)),
        companies::phone.eq(input.phone.as_ref().map(PhoneNumber::as_str)),
        companies::phone_ext.eq(input.phone_ext.as_ref().map(PhoneExtension::as_str)),
        companies::website.eq(input.website.as_ref().map(Website::as_str)),
        companies::website_desc.eq(&input.website_desc),
        companies::solvency_code.eq(input.solvency.map(Solvency::code)),
        companies::needs_review.eq(false),
    );
    match input.company_pk {
        Some(company_pk) => {
            diesel::update(companies::table.find(company_pk))
                .set(values)
                .execute(conn)?;
            if let Some(active) = input.active {
                diesel::update(companies::table.find(company_pk))
                    .set(companies::active.eq(active.code()))
                    .execute(conn)?;
            }
            Ok(company_pk)
        }
        None => diesel::insert_into(companies::table)
            .values((
                values,
                companies::co_code.eq(input.co_code.get()),
                companies::active.eq(input.active.unwrap_or_default().code()),
            ))
            .returning(companies::company_pk)
            .get_result(conn),
    }
}
