//! Row structs beside their insert forms, one file per table or aggregate.

pub mod attachment;
pub mod attachment_blob;
pub mod comment;
pub mod company;
pub mod company_product;
pub mod compare_year;
pub mod county;
pub mod filing;
pub mod filing_company;
pub mod filing_decision;
pub mod insurance_form;
pub mod plan;
pub mod plan_area;
pub mod plan_area_county;
pub mod plan_area_rate;
pub mod plan_variance;
pub mod product_type;
pub mod quality_measure;
pub mod staff_user;
pub mod type_of_insurance;
