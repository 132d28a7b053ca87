DROP TABLE import_cursor;
DROP TABLE import_windows;
ALTER TABLE import_runs DROP COLUMN expected_finish_at, DROP COLUMN calls_made, DROP COLUMN calls_planned;
ALTER TABLE attachments DROP COLUMN decision_document;
DROP TABLE filing_company_decisions;
DROP TABLE filing_decisions;
ALTER TABLE filing_companies DROP COLUMN written_premium, DROP COLUMN premium_change;
