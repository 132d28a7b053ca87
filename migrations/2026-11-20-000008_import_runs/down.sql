DROP TABLE import_run_errors;
DROP TABLE import_runs;
