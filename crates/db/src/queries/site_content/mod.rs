//! What the department edits about the site itself (SPEC 2.14, 4.3, 5.4): insurance forms, the
//! quality-measure note and link (and their Spanish versions), and the global switches. Every change is one transaction with
//! its audit entry and, when the public site shows it, a bump of the public cache generation; a
//! call that changes nothing records nothing and bumps nothing.

mod insurance_forms;
mod quality_measure;
mod spanish_measure;
mod switches;

pub use self::insurance_forms::{
    FormValues, SaveFormOutcome, all_forms, published_forms, save_form, set_all_forms_published,
    set_form_published,
};
pub use self::quality_measure::{MeasureField, quality_measure, save_measure};
pub use self::spanish_measure::{SpanishMeasure, save_spanish_measure, spanish_measure};
pub use self::switches::{Switch, is_enabled, set_switch};
