//! The department's site profile (SPEC 2.3, 2.4 footer; ARCHITECTURE "one site profile"):
//! read once from a JSON file so a state adopts the site by editing configuration, not code.

use std::path::Path;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Department name, contact details, product title and external links.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteProfile {
    /// `{product}`: the product title used in page titles and the admin area.
    pub product_title: String,
    /// The public site title shown in the header.
    pub site_title: String,
    /// The state's name, as in "Welcome to the {stateName} Health Insurance Transparency website".
    pub state_name: String,
    /// The department's name (footer).
    pub department_name: String,
    /// Street address (footer).
    pub address: PostalAddress,
    /// The two phone numbers of the footer.
    pub phones: Vec<Phone>,
    /// Contact e-mail (footer).
    pub email: String,
    /// `{support desk}` of SPEC 8.
    pub support_desk: String,
    /// `{rate-filing system}` of SPEC 2.11, e.g. SERFF.
    pub rate_filing_system_name: String,
    /// External links.
    pub links: ExternalLinks,
    /// The terms under which the open data (downloads and feeds, issue 19) may be reused: one
    /// line shown on the data page, e.g. "Public records of the … Department; free to reuse with
    /// attribution.".
    pub open_data_terms: String,
}

/// A postal address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PostalAddress {
    /// Street and suite.
    pub street: String,
    /// City.
    pub city: String,
    /// Two-letter state code.
    pub state: String,
    /// ZIP code.
    pub postal_code: String,
}

/// A labelled phone number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Phone {
    /// What the number is for.
    pub label: String,
    /// The number as dialled, e.g. (555) 010-4400.
    pub number: String,
}

/// Links to pages outside this site.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExternalLinks {
    /// The department's consumer guide about health reform.
    pub consumer_guide: String,
    /// The department's news page.
    pub news: String,
    /// The federal rate review site.
    pub federal_rate_review: String,
    /// The federal health-care marketplace.
    pub federal_marketplace: String,
    /// The state identity-profile site (header profile link).
    pub identity_profile: String,
}

/// Why a site profile could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum SiteProfileError {
    /// The file could not be read.
    #[error("cannot read the site profile {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The file is not a valid profile.
    #[error("the site profile {path} is not valid: {source}")]
    Parse {
        /// The file.
        path: String,
        /// The cause (names the field).
        source: serde_json::Error,
    },
    /// A required value is empty or malformed.
    #[error("the site profile {path} is not valid: {field} {problem}")]
    Invalid {
        /// The file.
        path: String,
        /// The field.
        field: &'static str,
        /// What is wrong with it.
        problem: &'static str,
    },
}

impl SiteProfile {
    /// Reads and checks the profile at `path`.
    pub fn load(path: &Path) -> Result<Self, SiteProfileError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|source| SiteProfileError::Read {
            path: shown.clone(),
            source,
        })?;
        let profile: Self =
            serde_json::from_str(&text).map_err(|source| SiteProfileError::Parse {
                path: shown.clone(),
                source,
            })?;
        profile
            .check()
            .map_err(|(field, problem)| SiteProfileError::Invalid {
                path: shown,
                field,
                problem,
            })?;
        Ok(profile)
    }

    fn check(&self) -> Result<(), (&'static str, &'static str)> {
        let required = [
            ("productTitle", &self.product_title),
            ("siteTitle", &self.site_title),
            ("departmentName", &self.department_name),
            ("email", &self.email),
            ("openDataTerms", &self.open_data_terms),
        ];
        if let Some((field, _)) = required.iter().find(|(_, v)| v.trim().is_empty()) {
            return Err((field, "must not be empty"));
        }
        if self.phones.len() != 2 {
            return Err(("phones", "must list exactly two phone numbers (SPEC 1)"));
        }
        let links = [
            ("links.consumerGuide", &self.links.consumer_guide),
            ("links.news", &self.links.news),
            ("links.federalRateReview", &self.links.federal_rate_review),
            ("links.federalMarketplace", &self.links.federal_marketplace),
            ("links.identityProfile", &self.links.identity_profile),
        ];
        if let Some((field, _)) = links.iter().find(|(_, v)| !v.starts_with("https://")) {
            return Err((field, "must be an https:// address"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_shipped_profile_loads() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site-profile.json");
        let profile = SiteProfile::load(&path).unwrap();
        assert_eq!(profile.phones.len(), 2);
    }

    #[test]
    fn a_profile_with_a_plain_http_link_is_refused_naming_the_field() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site-profile.json");
        let text = std::fs::read_to_string(path)
            .unwrap()
            .replace("https://insurance.lakeland.example/news", "http://x");
        let tmp = std::env::temp_dir().join(format!("profile-{}.json", std::process::id()));
        std::fs::write(&tmp, text).unwrap();

        let err = SiteProfile::load(&tmp).unwrap_err().to_string();

        assert!(err.contains("links.news"), "{err}");
        std::fs::remove_file(tmp).unwrap();
    }
}
