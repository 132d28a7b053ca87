-- The SERFF State API import (issue 29): the department's decision on a filing (the SERFF
-- disposition, with approved figures per company), the written-premium figures a company rate
-- carries, decision documents among a filing's attachments, and the journal of query windows that
-- lets an import resume exactly where it stopped.

-- Requested written-premium figures of a company rate (RatePremiumRateChng, RatePremium).
ALTER TABLE filing_companies
    ADD COLUMN premium_change   numeric(14, 2),
    ADD COLUMN written_premium  numeric(14, 2) CHECK (written_premium >= 0);
COMMENT ON COLUMN filing_companies.premium_change IS 'companyRate.ratePremiumRateChng: requested change of written premium, dollars a year.';
COMMENT ON COLUMN filing_companies.written_premium IS 'companyRate.ratePremium: written premium the change applies to, dollars a year.';

CREATE TABLE filing_decisions (
    filing_id                integer PRIMARY KEY REFERENCES filings (filing_id) ON DELETE CASCADE,
    decision_date            date NOT NULL,
    disposition_status       text NOT NULL CHECK (length(trim(disposition_status)) > 0),
    approved_effective_date  date,
    approved_renewal_date    date,
    reason                   text,
    created_at               timestamptz NOT NULL DEFAULT now(),
    updated_at               timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE filing_decisions IS 'The department''s decision on a filing (the SERFF disposition); a filing without a row has none.';
COMMENT ON COLUMN filing_decisions.decision_date IS 'DispositionDate: when the department decided.';
COMMENT ON COLUMN filing_decisions.disposition_status IS 'DispositionStatus as the rate-filing system names it, e.g. Approved, Approved with Modification, Disapproved, Withdrawn.';
COMMENT ON COLUMN filing_decisions.approved_effective_date IS 'DispEffImplDateNew: approved effective date for new business.';
COMMENT ON COLUMN filing_decisions.approved_renewal_date IS 'DispEffImplDateRenewal: approved effective date for renewals.';
COMMENT ON COLUMN filing_decisions.reason IS 'The decision''s reason in plain language (the disposition''s comments).';
CREATE TRIGGER filing_decisions_updated_at BEFORE UPDATE ON filing_decisions
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE filing_company_decisions (
    filing_id               integer NOT NULL REFERENCES filing_decisions (filing_id) ON DELETE CASCADE,
    company_pk              integer NOT NULL,
    overall_rate_impact     numeric(7, 3),
    rate_max_change         numeric(7, 3),
    rate_min_change         numeric(7, 3),
    policyholders_affected  integer CHECK (policyholders_affected >= 0),
    premium_change          numeric(14, 2),
    written_premium         numeric(14, 2) CHECK (written_premium >= 0),
    PRIMARY KEY (filing_id, company_pk),
    FOREIGN KEY (filing_id, company_pk) REFERENCES filing_companies (filing_id, company_pk) ON DELETE CASCADE,
    CHECK (rate_min_change IS NULL OR rate_max_change IS NULL OR rate_min_change <= rate_max_change)
);
COMMENT ON TABLE filing_company_decisions IS 'Approved rate figures per company of a decided filing (the disposition''s company rates), where the source gives them.';
COMMENT ON COLUMN filing_company_decisions.overall_rate_impact IS 'Approved overall rate change, percent.';
COMMENT ON COLUMN filing_company_decisions.rate_max_change IS 'Approved maximum change, percent.';
COMMENT ON COLUMN filing_company_decisions.rate_min_change IS 'Approved minimum change, percent.';
COMMENT ON COLUMN filing_company_decisions.policyholders_affected IS 'Policyholders affected by the approved change.';
COMMENT ON COLUMN filing_company_decisions.premium_change IS 'Approved change of written premium, dollars a year.';
COMMENT ON COLUMN filing_company_decisions.written_premium IS 'Written premium the approved change applies to, dollars a year.';

ALTER TABLE attachments ADD COLUMN decision_document boolean NOT NULL DEFAULT false;
COMMENT ON COLUMN attachments.decision_document IS 'A document of the department''s decision (filed with the disposition), not one the insurer filed.';

-- Import progress, for the import history: planned query calls, calls made and the expected end.
ALTER TABLE import_runs
    ADD COLUMN calls_planned       integer CHECK (calls_planned >= 0),
    ADD COLUMN calls_made          integer NOT NULL DEFAULT 0 CHECK (calls_made >= 0),
    ADD COLUMN expected_finish_at  timestamptz;
COMMENT ON COLUMN import_runs.calls_planned IS 'Throttled calls to the rate-filing system this run expects to make, when planned.';
COMMENT ON COLUMN import_runs.calls_made IS 'Throttled calls to the rate-filing system made so far.';
COMMENT ON COLUMN import_runs.expected_finish_at IS 'When the run expects to end at the pace the call limits allow; null when unknown.';

-- The windows of the rate-filing system's modification time an import reads, in order. The
-- cursor is the upper bound of the last done window with every earlier one done; a run that
-- stopped leaves planned windows that the next run finishes first.
CREATE TABLE import_windows (
    import_window_id  integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    import_run_id     integer NOT NULL REFERENCES import_runs (import_run_id) ON DELETE CASCADE,
    lower_bound       timestamp NOT NULL,
    upper_bound       timestamp NOT NULL,
    tracking_prefix   text CHECK (tracking_prefix ~ '^[A-Z]{1,4}$'),
    status            text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'split', 'done')),
    filing_count      integer CHECK (filing_count >= 0),
    created_at        timestamptz NOT NULL DEFAULT now(),
    finished_at       timestamptz,
    CHECK (lower_bound < upper_bound),
    CHECK (status = 'planned' OR finished_at IS NOT NULL)
);
COMMENT ON TABLE import_windows IS 'Journal of the query windows (DateLastModified ranges) an import reads from the rate-filing system.';
COMMENT ON COLUMN import_windows.import_run_id IS 'The run that planned the window (a later run may finish it).';
COMMENT ON COLUMN import_windows.lower_bound IS 'Exclusive lower bound, in the rate-filing system''s local time.';
COMMENT ON COLUMN import_windows.upper_bound IS 'Inclusive upper bound, in the rate-filing system''s local time.';
COMMENT ON COLUMN import_windows.tracking_prefix IS 'When set, only tracking numbers starting with it (a one-second window split further).';
COMMENT ON COLUMN import_windows.status IS 'planned (to read), split (replaced by smaller windows) or done (its filings committed).';
COMMENT ON COLUMN import_windows.filing_count IS 'Filings the window held when it was read.';
CREATE INDEX import_windows_import_run_id_idx ON import_windows (import_run_id);
CREATE INDEX import_windows_planned_idx ON import_windows (lower_bound, upper_bound) WHERE status = 'planned';

-- The cursor: everything the rate-filing system changed up to this local time has been imported.
CREATE TABLE import_cursor (
    singleton     boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    synced_to     timestamp NOT NULL,
    updated_at    timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE import_cursor IS 'How far imports have read the rate-filing system (one row).';
COMMENT ON COLUMN import_cursor.synced_to IS 'Every change up to this time (the rate-filing system''s local time) is imported.';

GRANT SELECT ON filing_decisions, filing_company_decisions TO rate_review_public, rate_review_admin;
GRANT SELECT, INSERT, UPDATE, DELETE ON filing_decisions, filing_company_decisions TO rate_review_importer;
GRANT SELECT ON import_windows, import_cursor TO rate_review_admin;
GRANT SELECT, INSERT, UPDATE ON import_windows, import_cursor TO rate_review_importer;
