UPDATE import_runs SET trigger_kind = 'scheduled' WHERE trigger_kind = 'command';
COMMENT ON COLUMN import_runs.trigger_kind IS NULL;
ALTER TABLE import_runs DROP CONSTRAINT import_runs_check;
ALTER TABLE import_runs ADD CONSTRAINT import_runs_check
    CHECK (trigger_kind = 'scheduled' OR requested_by IS NOT NULL);
ALTER TABLE import_runs DROP CONSTRAINT import_runs_trigger_kind_check;
ALTER TABLE import_runs ADD CONSTRAINT import_runs_trigger_kind_check
    CHECK (trigger_kind IN ('scheduled', 'manual'));

ALTER TABLE import_runs DROP COLUMN source_as_of;
