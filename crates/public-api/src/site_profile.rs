//! The department's site profile (SPEC 2.3, 2.4 footer; ARCHITECTURE "one site profile"):
//! read once from a JSON file so a state adopts the site by editing configuration, not code.

use std::collections::BTreeMap;
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
    /// The department's texts in Spanish (issue 21), each optional: where one is missing the
    /// Spanish site shows the English text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<SpanishTexts>,
}

/// The department's texts in Spanish; any left out is shown in English.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SpanishTexts {
    /// `productTitle` in Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub product_title: Option<String>,
    /// `siteTitle` in Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site_title: Option<String>,
    /// `stateName` in Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_name: Option<String>,
    /// `departmentName` in Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub department_name: Option<String>,
    /// `supportDesk` in Spanish with its article: "el Servicio al Consumidor al (555) 010-4400".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub support_desk: Option<String>,
    /// `openDataTerms` in Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open_data_terms: Option<String>,
    /// The phones' labels in Spanish, keyed by the phone's `number` exactly as `phones` lists it,
    /// e.g. `{"(555) 010-4400": "Servicios al consumidor"}`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub phone_labels: BTreeMap<String, String>,
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
        match &self.es {
            Some(spanish) => spanish.check(&self.phones),
            None => Ok(()),
        }
    }
}

impl SpanishTexts {
    /// Each Spanish text given is not blank, and each phone label names a listed number.
    fn check(&self, phones: &[Phone]) -> Result<(), (&'static str, &'static str)> {
        let texts = [
            ("es.productTitle", &self.product_title),
            ("es.siteTitle", &self.site_title),
            ("es.stateName", &self.state_name),
            ("es.departmentName", &self.department_name),
            ("es.supportDesk", &self.support_desk),
            ("es.openDataTerms", &self.open_data_terms),
        ];
        if let Some((field, _)) = texts
            .iter()
            .find(|(_, v)| v.as_deref().is_some_and(|v| v.trim().is_empty()))
        {
            return Err((
                field,
                "must not be empty: leave it out to show the English text",
            ));
        }
        for (number, label) in &self.phone_labels {
            if !phones.iter().any(|phone| &phone.number == number) {
                return Err((
                    "es.phoneLabels",
                    "must be keyed by phone numbers exactly as `phones` lists them",
                ));
            }
            if label.trim().is_empty() {
                return Err((
                    "es.phoneLabels",
                    "must not hold an empty label: leave the number out to show the English label",
                ));
            }
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

    /// The shipped profile with `from` replaced by `to`, loaded from a file of its own.
    fn load_edited(name: &str, from: &str, to: &str) -> Result<SiteProfile, SiteProfileError> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site-profile.json");
        let text = std::fs::read_to_string(path).unwrap();
        assert!(text.contains(from), "{from}");
        let tmp = std::env::temp_dir().join(format!("profile-{name}-{}.json", std::process::id()));
        std::fs::write(&tmp, text.replace(from, to)).unwrap();
        let loaded = SiteProfile::load(&tmp);
        std::fs::remove_file(tmp).unwrap();
        loaded
    }

    #[test]
    fn a_profile_with_a_plain_http_link_is_refused_naming_the_field() {
        let err = load_edited(
            "http",
            "https://insurance.lakeland.example/news",
            "http://x",
        )
        .unwrap_err()
        .to_string();

        assert!(err.contains("links.news"), "{err}");
    }

    // The shipped profile has the Spanish texts, each phone label keyed by its
    // listed number.
    #[test]
    fn the_shipped_profile_has_spanish_texts_for_every_phone() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site-profile.json");
        let profile = SiteProfile::load(&path).unwrap();
        let spanish = profile.es.unwrap();

        assert_eq!(
            spanish.department_name.as_deref(),
            Some("Departamento de Seguros de Lakeland")
        );
        let numbers: Vec<&String> = spanish.phone_labels.keys().collect();
        let mut listed: Vec<&String> = profile.phones.iter().map(|p| &p.number).collect();
        listed.sort();
        assert_eq!(numbers, listed);
    }

    // Without `es` the profile loads as before (it is optional), and the answer has no `es`.
    #[test]
    fn a_profile_without_spanish_texts_loads_and_leaves_them_out() {
        let start = "\"es\": {";
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site-profile.json");
        let text = std::fs::read_to_string(path).unwrap();
        let without: serde_json::Value = {
            let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
            value.as_object_mut().unwrap().remove("es");
            value
        };
        let profile: SiteProfile = serde_json::from_value(without).unwrap();

        assert!(text.contains(start));
        assert!(profile.check().is_ok());
        assert!(serde_json::to_value(&profile).unwrap().get("es").is_none());
    }

    #[test]
    fn blank_spanish_texts_unknown_numbers_and_unknown_fields_are_refused_naming_them() {
        let blank = load_edited(
            "blank",
            "\"departmentName\": \"Departamento de Seguros de Lakeland\"",
            "\"departmentName\": \" \"",
        );
        let unknown_number = load_edited("number", "\"(800) 555-0144\": ", "\"800-555-0144\": ");
        let unknown_field = load_edited("field", "\"es\": {", "\"es\": {\"footer\": \"x\", ");

        assert!(blank.unwrap_err().to_string().contains("es.departmentName"));
        assert!(
            unknown_number
                .unwrap_err()
                .to_string()
                .contains("es.phoneLabels")
        );
        assert!(unknown_field.unwrap_err().to_string().contains("footer"));
    }
}
