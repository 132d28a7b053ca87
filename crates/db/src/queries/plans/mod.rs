//! Plans and their rates (SPEC 2.13, 5.2, 5.4): a company's plan-compare data for one year
//! as a rates template upload replaces it, and the counties plans are offered in. The compare
//! dataset the public reads is built from these tables by `crate::compare_dataset`.

mod counties;
mod replace;

pub use self::counties::counties_by_name;
pub use self::replace::{
    AreaLoad, LoadCounts, PlanLoad, Replacement, UploadRecord, VarianceLoad, counts,
    plan_ids_of_other_companies, record_upload, replace,
};
