DROP TABLE comment_statuses;
DROP TABLE metal_levels;
DROP TABLE filing_statuses;
DROP TABLE roles;
DROP TABLE solvency_codes;
DROP FUNCTION set_updated_at();
