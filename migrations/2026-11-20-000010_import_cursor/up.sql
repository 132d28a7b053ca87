-- The import cursor: the source's clock when a run began listing, so a later run asks only for
-- filings changed since then. Runs started from the command line (`importer run-once`) get their
-- own trigger kind: neither a staff user nor the schedule asked for them.

ALTER TABLE import_runs ADD COLUMN source_as_of timestamptz;
COMMENT ON COLUMN import_runs.source_as_of IS 'The source''s clock when this run began listing (asOf); the next run asks for filings changed since the last clean run''s value.';

ALTER TABLE import_runs DROP CONSTRAINT import_runs_trigger_kind_check;
ALTER TABLE import_runs ADD CONSTRAINT import_runs_trigger_kind_check
    CHECK (trigger_kind IN ('scheduled', 'manual', 'command'));
ALTER TABLE import_runs DROP CONSTRAINT import_runs_check;
ALTER TABLE import_runs ADD CONSTRAINT import_runs_check
    CHECK (trigger_kind <> 'manual' OR requested_by IS NOT NULL);
COMMENT ON COLUMN import_runs.trigger_kind IS 'scheduled (the schedule, while automatic import is on), manual (Run import, by requested_by) or command (importer run-once).';
