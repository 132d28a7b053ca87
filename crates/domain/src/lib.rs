//! Entities, value types and rules of the rate-transparency site. No I/O lives here.
//!
//! Every type that comes from outside (a form, a database code, an imported column) is built
//! with a constructor that returns `Result`, so code past that line holds only valid values.

pub mod age_key;
mod codes;
pub mod comment;
pub mod company;
pub mod company_fields;
pub mod dates;
pub mod filing_status;
pub mod market_type;
pub mod metal_level;
pub mod path_key;
pub mod plan_year;
pub mod rate_change;
pub mod receipt_code;
pub mod role;
pub mod solvency;
pub mod text;
pub mod type_of_insurance;
pub mod user_save;

pub use age_key::{Age, AgeError, RateKey, RateKeyError, Tobacco, TobaccoError};
pub use comment::{
    COMMENT_PERIOD_DAYS, CommentPeriod, CommentStatus, CommentStatusError, CommentText,
    CommentTextError, PublicationState,
};
pub use company::{CompanyActive, CompanyActiveError};
pub use company_fields::{
    FieldError, NaicCode, PhoneExtension, PhoneNumber, StateCode, Website, ZipCode,
    parse_web_address,
};
pub use dates::{format_us_date, format_us_datetime};
pub use filing_status::{BadgeColour, FilingStatus, FilingStatusCode, FilingStatusError};
pub use market_type::{GroupMarketTypeCode, MarketTypeCode};
pub use metal_level::{MetalLevel, MetalLevelCode, MetalLevelError};
pub use path_key::{PathKeyError, parse_path_key};
pub use plan_year::{PlanYear, PlanYearError, shopping_year};
pub use rate_change::{format_rate_change, weighted_overall_thousandths};
pub use receipt_code::{ReceiptCode, ReceiptCodeError};
pub use role::{Role, RoleError};
pub use solvency::{Solvency, SolvencyError};
pub use type_of_insurance::TypeOfInsuranceCode;
pub use user_save::{ExistingUser, UserCandidate, UserSaveError, check_user_save};
