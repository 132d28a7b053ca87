// @generated automatically by Diesel CLI.

diesel::table! {
    /// One stored object per distinct file content.
    attachment_blobs (blob_id) {
        blob_id -> Int4,
        #[max_length = 64]
        sha256 -> Bpchar,
        /// Object-store key (a UUID, never a path).
        storage_key -> Uuid,
        byte_size -> Int8,
        content_type -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    /// SPEC 3 Attachment {fileExtension, name, documentName, attachmentKey} of a filing.
    attachments (attachment_pk) {
        attachment_pk -> Int4,
        /// Public key in {apiBase}/attachments/{attachmentKey}.
        attachment_key -> Uuid,
        filing_id -> Int4,
        blob_id -> Int4,
        /// File name as filed, shown as Filename.
        name -> Text,
        /// Description shown in the attachments table.
        document_name -> Text,
        /// Lower-case extension; only xlsm and pdf are listed publicly (SPEC 5.4).
        file_extension -> Text,
        created_at -> Timestamptz,
        /// A document of the department's decision (filed with the disposition), not one the insurer filed.
        decision_document -> Bool,
    }
}

diesel::table! {
    /// Who changed what in the administration area, append-only.
    audit_log (audit_id) {
        audit_id -> Int8,
        occurred_at -> Timestamptz,
        /// The signed-in staff user; null for system actors such as the importer.
        actor_pk -> Nullable<Int4>,
        /// Human-readable actor at the time (name and e-mail, or "importer").
        actor_label -> Text,
        /// Verb, e.g. "comment.authorize", "company.save".
        action -> Text,
        entity_type -> Text,
        entity_id -> Nullable<Text>,
        /// What changed: before/after values or request summary.
        details -> Jsonb,
    }
}

diesel::table! {
    /// Comment moderation states: 0 Pending, 1 Published, 2 Rejected, 3 Posted.
    comment_statuses (comment_status_code) {
        comment_status_code -> Int2,
        description -> Text,
    }
}

diesel::table! {
    /// Recent public comment submissions per client (rate limit); pruned after the window.
    comment_throttle (throttle_id) {
        throttle_id -> Int8,
        /// SHA-256 of a secret salt and the client address; the address itself is not stored.
        #[max_length = 64]
        client_hash -> Bpchar,
        submitted_at -> Timestamptz,
    }
}

diesel::table! {
    /// SPEC 3 Comment: a public comment on a filing and its moderation.
    comments (comment_key) {
        comment_key -> Int4,
        filing_id -> Int4,
        /// The comment text as submitted; at most 4000 characters.
        commentary -> Text,
        /// 0 Pending, 1 Published, 2 Rejected, 3 Posted; only 1 is public.
        comment_status_code -> Int2,
        /// Moderator's note.
        note -> Nullable<Text>,
        /// Staff user who last moderated the comment.
        approver_pk -> Nullable<Int4>,
        date_created -> Timestamptz,
        /// Last moderation time (lastUpdatedAsString, "Date approved").
        last_updated -> Timestamptz,
        /// SHA-256 (hex) of the comment's receipt code; the code itself is not stored. NULL for comments made before receipts.
        #[max_length = 64]
        receipt_hash -> Nullable<Bpchar>,
    }
}

diesel::table! {
    /// SPEC 3 Company (admin): an insurer licensed in the state.
    companies (company_pk) {
        company_pk -> Int4,
        company_name -> Text,
        /// NAIC company code (Cocode); fixed once the company exists (SPEC 5.4).
        co_code -> Int4,
        address1 -> Nullable<Text>,
        address2 -> Nullable<Text>,
        address3 -> Nullable<Text>,
        city -> Nullable<Text>,
        #[max_length = 2]
        state -> Nullable<Bpchar>,
        postal_code -> Nullable<Text>,
        phone -> Nullable<Text>,
        phone_ext -> Nullable<Text>,
        website -> Nullable<Text>,
        /// Label shown for the website link (Website Label).
        website_desc -> Nullable<Text>,
        /// SPEC 9 solvency code; null when not set (the Company Page then hides Solvency).
        solvency_code -> Nullable<Int2>,
        /// SPEC 9 company active flag: 1 Active, 0 Inactive.
        active -> Int2,
        /// Created by an import from an unknown company; staff should review it.
        needs_review -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// A product a company sells; the public Company Page is addressed by its key (SPEC 2.8).
    company_products (company_product_pk) {
        company_product_pk -> Int4,
        company_pk -> Int4,
        /// Product type; products without one are not shown as tags (SPEC 2.13).
        product_type_pk -> Nullable<Int4>,
        product_name -> Text,
        active -> Int2,
        /// Created by an import from an unknown product; staff should review it.
        needs_review -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// SPEC 3 compare year record {id, year, active}; only active years are offered publicly.
    compare_years (compare_year_id) {
        compare_year_id -> Int4,
        /// The benefit year, e.g. 2027.
        plan_year -> Int2,
        /// Toggled on the Compare Years screen (SPEC 4.5).
        active -> Bool,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// SPEC 3 County {id, longName}: the Location of the compare form.
    counties (county_id) {
        county_id -> Int4,
        /// Five-digit federal county code; the natural key imports match on.
        #[max_length = 5]
        fips_code -> Bpchar,
        /// Name shown to visitors, e.g. "Adams County".
        long_name -> Text,
    }
}

diesel::table! {
    /// Bumped by every change public pages show; public-api replicas drop cached answers when it moves.
    data_generation (singleton) {
        singleton -> Bool,
        generation -> Int8,
        bumped_at -> Timestamptz,
    }
}

diesel::table! {
    /// The companies of a filing (filingCompanies) with their rate figures (companyRate).
    filing_companies (filing_id, company_pk) {
        filing_id -> Int4,
        company_pk -> Int4,
        /// Order in the filing; position 0 is the company shown on Filing Details.
        position -> Int2,
        /// companyRate.rateOverallRateImpact, percent.
        overall_rate_impact -> Nullable<Numeric>,
        /// companyRate.rateMaxChange, percent.
        rate_max_change -> Nullable<Numeric>,
        /// companyRate.rateMinChange, percent.
        rate_min_change -> Nullable<Numeric>,
        /// companyRate.rateAffPolicyHolder.
        policyholders_affected -> Nullable<Int4>,
        /// companyRate.ratePremiumRateChng: requested change of written premium, dollars a year.
        premium_change -> Nullable<Numeric>,
        /// companyRate.ratePremium: written premium the change applies to, dollars a year.
        written_premium -> Nullable<Numeric>,
    }
}

diesel::table! {
    /// Approved rate figures per company of a decided filing (the disposition's company rates), where the source gives them.
    filing_company_decisions (filing_id, company_pk) {
        filing_id -> Int4,
        company_pk -> Int4,
        /// Approved overall rate change, percent.
        overall_rate_impact -> Nullable<Numeric>,
        /// Approved maximum change, percent.
        rate_max_change -> Nullable<Numeric>,
        /// Approved minimum change, percent.
        rate_min_change -> Nullable<Numeric>,
        /// Policyholders affected by the approved change.
        policyholders_affected -> Nullable<Int4>,
        /// Approved change of written premium, dollars a year.
        premium_change -> Nullable<Numeric>,
        /// Written premium the approved change applies to, dollars a year.
        written_premium -> Nullable<Numeric>,
    }
}

diesel::table! {
    /// The department's decision on a filing (the SERFF disposition); a filing without a row has none.
    filing_decisions (filing_id) {
        filing_id -> Int4,
        /// DispositionDate: when the department decided.
        decision_date -> Date,
        /// DispositionStatus as the rate-filing system names it, e.g. Approved, Approved with Modification, Disapproved, Withdrawn.
        disposition_status -> Text,
        /// DispEffImplDateNew: approved effective date for new business.
        approved_effective_date -> Nullable<Date>,
        /// DispEffImplDateRenewal: approved effective date for renewals.
        approved_renewal_date -> Nullable<Date>,
        /// The decision's reason in plain language (the disposition's comments).
        reason -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// SPEC 4.1 filing statuses; publicly_listed is false only for Do Not Display.
    filing_statuses (filing_status_code) {
        filing_status_code -> Int2,
        display_status -> Text,
        /// Whether filings in this status may appear on the public site.
        publicly_listed -> Bool,
    }
}

diesel::table! {
    /// A proposed premium rate change (rate filing) for a company product and type of insurance.
    filings (filing_id) {
        filing_id -> Int4,
        /// Rate-filing system tracking number (filingSerffTrackNum), e.g. ABCD-123456789; imports upsert on it.
        serff_tracking_num -> Text,
        company_product_pk -> Int4,
        toi_id -> Int4,
        /// Product name as filed (may differ from the company product's current name).
        product_name -> Text,
        /// lahMarketType, e.g. Individual.
        market_type -> Text,
        /// lahGrpMarketSize, e.g. Small Group; null for individual filings.
        grp_market_size -> Nullable<Text>,
        /// lahGrpMarketType; null for individual filings.
        grp_market_type -> Nullable<Text>,
        /// Date the insurer submitted the filing; the 30-day public comment period of a Submitted filing runs from it (SPEC 9).
        submission_date -> Date,
        /// Implementation date requested (effImpDateReqNew).
        requested_effective_date -> Nullable<Date>,
        filing_status_code -> Int2,
        /// When the status last changed. (The 30-day public comment period of a Submitted filing runs from submission_date.)
        status_changed_at -> Timestamptz,
        /// The insurer's own tracking number (compTrackNum).
        company_tracking_num -> Nullable<Text>,
        /// Overall rate change in percent across the filing (lahOverallRateImpact).
        overall_rate_impact -> Nullable<Numeric>,
        /// Last-modified time reported by the rate-filing system.
        source_updated_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// How far imports have read the rate-filing system (one row).
    import_cursor (singleton) {
        singleton -> Bool,
        /// Every change up to this time (the rate-filing system's local time) is imported.
        synced_to -> Timestamp,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// A filing an import run could not take, and why.
    import_run_errors (import_run_error_id) {
        import_run_error_id -> Int4,
        import_run_id -> Int4,
        serff_tracking_num -> Nullable<Text>,
        message -> Text,
    }
}

diesel::table! {
    /// One import from the rate-filing system: queued -> running -> succeeded/failed.
    import_runs (import_run_id) {
        import_run_id -> Int4,
        /// scheduled (the schedule, while automatic import is on), manual (Run import, by requested_by) or command (importer run-once).
        trigger_kind -> Text,
        /// Staff user who pressed Run import; null for scheduled runs.
        requested_by -> Nullable<Int4>,
        status -> Text,
        queued_at -> Timestamptz,
        started_at -> Nullable<Timestamptz>,
        finished_at -> Nullable<Timestamptz>,
        /// Filings changed since this time were requested from the source.
        source_since -> Nullable<Timestamptz>,
        new_count -> Int4,
        updated_count -> Int4,
        unchanged_count -> Int4,
        failed_count -> Int4,
        /// Why the run failed as a whole, when it did.
        error_text -> Nullable<Text>,
        /// The source's clock when this run began listing (asOf); the next run asks for filings changed since the last clean run's value.
        source_as_of -> Nullable<Timestamptz>,
        /// Throttled calls to the rate-filing system this run expects to make, when planned.
        calls_planned -> Nullable<Int4>,
        /// Throttled calls to the rate-filing system made so far.
        calls_made -> Int4,
        /// When the run expects to end at the pace the call limits allow; null when unknown.
        expected_finish_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    /// Journal of the query windows (DateLastModified ranges) an import reads from the rate-filing system.
    import_windows (import_window_id) {
        import_window_id -> Int4,
        /// The run that planned the window (a later run may finish it).
        import_run_id -> Int4,
        /// Exclusive lower bound, in the rate-filing system's local time.
        lower_bound -> Timestamp,
        /// Inclusive upper bound, in the rate-filing system's local time.
        upper_bound -> Timestamp,
        /// When set, only tracking numbers starting with it (a one-second window split further).
        tracking_prefix -> Nullable<Text>,
        /// planned (to read), split (replaced by smaller windows) or done (its filings committed).
        status -> Text,
        /// Filings the window held when it was read.
        filing_count -> Nullable<Int4>,
        created_at -> Timestamptz,
        finished_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    /// Quality-measure comparison documents; only published ones are public (SPEC 4.3).
    insurance_forms (form_id) {
        form_id -> Int4,
        title -> Text,
        description -> Text,
        link -> Text,
        /// The year the comparison covers, when it covers one.
        plan_year -> Nullable<Int2>,
        sort_order -> Int4,
        published -> Bool,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    /// SPEC 9 metal levels: P Platinum, G Gold, S Silver, B Bronze, C Catastrophic.
    metal_levels (metal_level_code) {
        #[max_length = 1]
        metal_level_code -> Bpchar,
        name -> Text,
    }
}

diesel::table! {
    /// The counties (locations) a plan area covers.
    plan_area_counties (plan_area_pk, county_id) {
        plan_area_pk -> Int4,
        county_id -> Int4,
    }
}

diesel::table! {
    /// Monthly premium for one individual by age/tobacco key (SPEC 5.2: 20-N ... 65-Y).
    plan_area_rates (plan_area_pk, age_key) {
        plan_area_pk -> Int4,
        /// Age 20 (under 21) to 65 (over 64), then -Y for tobacco users or -N.
        age_key -> Text,
        monthly_premium -> Numeric,
    }
}

diesel::table! {
    /// SPEC 3 planAreaData entry: a plan priced for one rating area.
    plan_areas (plan_area_pk) {
        plan_area_pk -> Int4,
        plan_pk -> Int4,
        /// Rating area name or number as in the rates template.
        rating_area -> Text,
    }
}

diesel::table! {
    /// SPEC 3 varianceData entry: one cost-sharing variant of a plan.
    plan_variances (variance_pk) {
        variance_pk -> Int4,
        plan_pk -> Int4,
        /// Plan id and two-digit variant, e.g. 12345LK0010001-01 (varianceId).
        variance_id -> Text,
        /// Medical deductible, individual (deductInd).
        deduct_ind -> Nullable<Numeric>,
        /// Medical deductible, family (deductFam).
        deduct_fam -> Nullable<Numeric>,
        /// Prescription deductible, individual (rxInd).
        rx_ind -> Nullable<Numeric>,
        /// Prescription deductible, family (rxFam).
        rx_fam -> Nullable<Numeric>,
        /// Primary-care co-pay (copayPrim).
        copay_prim -> Nullable<Numeric>,
        /// Specialist co-pay (copaySpec).
        copay_spec -> Nullable<Numeric>,
        /// Generic prescription co-pay (copayRx).
        copay_rx -> Nullable<Numeric>,
        /// Medical coinsurance percent (coInsMed).
        co_ins_med -> Nullable<Numeric>,
        /// Prescription coinsurance percent (coInsRx).
        co_ins_rx -> Nullable<Numeric>,
        /// Maximum out of pocket, individual (moopInd).
        moop_ind -> Nullable<Numeric>,
        /// Maximum out of pocket, family (moopFam).
        moop_fam -> Nullable<Numeric>,
        /// Summary of benefits page (Learn more).
        benefits_url -> Nullable<Text>,
    }
}

diesel::table! {
    /// SPEC 3 planData entry: a health benefit plan offered in a compare year.
    plans (plan_pk) {
        plan_pk -> Int4,
        compare_year_id -> Int4,
        /// Standard 14-character plan identifier (planId), e.g. 12345LK0010001.
        plan_id -> Text,
        /// companyProductId: the product, and through it the company, that offers the plan.
        company_product_pk -> Int4,
        plan_name -> Text,
        /// Coverage level: P, G, S, B or C.
        #[max_length = 1]
        metal_level_code -> Bpchar,
    }
}

diesel::table! {
    /// SPEC 3 Product type {productTypePk, name}, e.g. HMO, PPO.
    product_types (product_type_pk) {
        product_type_pk -> Int4,
        name -> Text,
    }
}

diesel::table! {
    /// SPEC 3 Quality measure {note, link}: one row.
    quality_measure (singleton) {
        singleton -> Bool,
        /// Text shown on the Home card and the Quality Measures page.
        note -> Text,
        /// Report URL opened by See Report.
        link -> Text,
        updated_at -> Timestamptz,
        updated_by -> Nullable<Int4>,
        /// The note in Spanish; NULL shows the English note.
        note_es -> Nullable<Text>,
        /// The report URL for Spanish readers; NULL uses the English link.
        link_es -> Nullable<Text>,
    }
}

diesel::table! {
    /// History of rates template uploads (SPEC 2.13, 5.4) and what each loaded.
    rate_template_uploads (upload_pk) {
        upload_pk -> Int4,
        company_pk -> Int4,
        /// The year the template priced, once read.
        compare_year_id -> Nullable<Int4>,
        file_name -> Text,
        uploaded_by -> Int4,
        uploaded_at -> Timestamptz,
        plans_loaded -> Int4,
        rates_loaded -> Int4,
    }
}

diesel::table! {
    /// SPEC 6 staff roles: 1 Insurance (an insurer's staff member), 2 Administrator.
    roles (role_code) {
        role_code -> Int2,
        name -> Text,
    }
}

diesel::table! {
    /// SPEC 4.3 global switches: public commenting and automatic import.
    site_switches (switch_key) {
        switch_key -> Text,
        enabled -> Bool,
        updated_at -> Timestamptz,
        updated_by -> Nullable<Int4>,
    }
}

diesel::table! {
    /// SPEC 9 solvency codes of an insurance company.
    solvency_codes (solvency_code) {
        solvency_code -> Int2,
        description -> Text,
    }
}

diesel::table! {
    /// SPEC 3 User (admin): a staff member who may sign in to the administration area.
    staff_users (user_pk) {
        user_pk -> Int4,
        first_name -> Text,
        last_name -> Text,
        /// Sign-in e-mail; unique regardless of case (SPEC 5.3 "Email already used.").
        email -> Text,
        /// UID at the identity provider (numeric); unique (SPEC 5.3 "UID already used.").
        umd_id -> Int8,
        /// Inactive users are refused by the admin API.
        active -> Bool,
        /// SPEC 6 role: 1 Insurance, 2 Administrator.
        role_code -> Int2,
        /// The company an Insurance user uploads rates for.
        company_pk -> Nullable<Int4>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        /// The token's iss at the first sign-in; null until then or after an administrator's reset.
        idp_issuer -> Nullable<Text>,
        /// The provider's immutable id of the person at the first sign-in: Entra's oid when the token has one, else sub.
        idp_subject -> Nullable<Text>,
        /// When the first sign-in bound the account to idp_issuer and idp_subject.
        idp_bound_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    /// Type of insurance (TOI) as coded by the rate-filing system, e.g. H16I.
    types_of_insurance (toi_id) {
        toi_id -> Int4,
        /// Rate-filing system TOI code; the natural key imports match on.
        toi_code -> Text,
        /// Descriptor shown as Insurance Type / Type of Insurance (toiDescriptor, toi.name).
        name -> Text,
    }
}

diesel::joinable!(attachments -> attachment_blobs (blob_id));
diesel::joinable!(attachments -> filings (filing_id));
diesel::joinable!(audit_log -> staff_users (actor_pk));
diesel::joinable!(comments -> comment_statuses (comment_status_code));
diesel::joinable!(comments -> filings (filing_id));
diesel::joinable!(comments -> staff_users (approver_pk));
diesel::joinable!(companies -> solvency_codes (solvency_code));
diesel::joinable!(company_products -> companies (company_pk));
diesel::joinable!(company_products -> product_types (product_type_pk));
diesel::joinable!(filing_companies -> companies (company_pk));
diesel::joinable!(filing_companies -> filings (filing_id));
diesel::joinable!(filing_company_decisions -> filing_decisions (filing_id));
diesel::joinable!(filing_decisions -> filings (filing_id));
diesel::joinable!(filings -> company_products (company_product_pk));
diesel::joinable!(filings -> filing_statuses (filing_status_code));
diesel::joinable!(filings -> types_of_insurance (toi_id));
diesel::joinable!(import_run_errors -> import_runs (import_run_id));
diesel::joinable!(import_runs -> staff_users (requested_by));
diesel::joinable!(import_windows -> import_runs (import_run_id));
diesel::joinable!(plan_area_counties -> counties (county_id));
diesel::joinable!(plan_area_counties -> plan_areas (plan_area_pk));
diesel::joinable!(plan_area_rates -> plan_areas (plan_area_pk));
diesel::joinable!(plan_areas -> plans (plan_pk));
diesel::joinable!(plan_variances -> plans (plan_pk));
diesel::joinable!(plans -> company_products (company_product_pk));
diesel::joinable!(plans -> compare_years (compare_year_id));
diesel::joinable!(plans -> metal_levels (metal_level_code));
diesel::joinable!(quality_measure -> staff_users (updated_by));
diesel::joinable!(rate_template_uploads -> companies (company_pk));
diesel::joinable!(rate_template_uploads -> compare_years (compare_year_id));
diesel::joinable!(rate_template_uploads -> staff_users (uploaded_by));
diesel::joinable!(site_switches -> staff_users (updated_by));
diesel::joinable!(staff_users -> companies (company_pk));
diesel::joinable!(staff_users -> roles (role_code));

diesel::allow_tables_to_appear_in_same_query!(
    attachment_blobs,
    attachments,
    audit_log,
    comment_statuses,
    comment_throttle,
    comments,
    companies,
    company_products,
    compare_years,
    counties,
    data_generation,
    filing_companies,
    filing_company_decisions,
    filing_decisions,
    filing_statuses,
    filings,
    import_cursor,
    import_run_errors,
    import_runs,
    import_windows,
    insurance_forms,
    metal_levels,
    plan_area_counties,
    plan_area_rates,
    plan_areas,
    plan_variances,
    plans,
    product_types,
    quality_measure,
    rate_template_uploads,
    roles,
    site_switches,
    solvency_codes,
    staff_users,
    types_of_insurance,
);
