-- Reference codes of SPEC 9. Rows here are part of the contract: code values never change.

-- Keeps updated_at true on every row change of a table that opts in.
CREATE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
    IF NEW IS DISTINCT FROM OLD THEN
        NEW.updated_at := now();
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

-- SPEC 9 "Solvency: 10 Solvent, 20 Hazardous, 30 Insolvent".
CREATE TABLE solvency_codes (
    solvency_code smallint PRIMARY KEY,
    description   text NOT NULL UNIQUE
);
COMMENT ON TABLE solvency_codes IS 'SPEC 9 solvency codes of an insurance company.';
INSERT INTO solvency_codes (solvency_code, description) VALUES
    (10, 'Solvent'), (20, 'Hazardous'), (30, 'Insolvent');

-- SPEC 6 / 9 "Roles: 1 Insurance, 2 Administrator".
CREATE TABLE roles (
    role_code smallint PRIMARY KEY,
    name      text NOT NULL UNIQUE
);
COMMENT ON TABLE roles IS 'SPEC 6 staff roles: 1 Insurance (an insurer''s staff member), 2 Administrator.';
INSERT INTO roles (role_code, name) VALUES (1, 'Insurance'), (2, 'Administrator');

-- SPEC 3 / 4.1 filing status values. Colours and popover texts are presentation and live in the domain crate.
CREATE TABLE filing_statuses (
    filing_status_code smallint PRIMARY KEY,
    display_status     text NOT NULL UNIQUE,
    publicly_listed    boolean NOT NULL
);
COMMENT ON TABLE filing_statuses IS 'SPEC 4.1 filing statuses; publicly_listed is false only for Do Not Display.';
COMMENT ON COLUMN filing_statuses.publicly_listed IS 'Whether filings in this status may appear on the public site.';
INSERT INTO filing_statuses (filing_status_code, display_status, publicly_listed) VALUES
    (1, 'Submitted', true),
    (2, 'Under Review', true),
    (3, 'Accepted', true),
    (4, 'Denied', true),
    (5, 'Withdrawn', true),
    (6, 'Rejected', true),
    (7, 'Do Not Display', false),
    (8, 'Plan Not Available', true);

-- SPEC 9 metal level codes.
CREATE TABLE metal_levels (
    metal_level_code char(1) PRIMARY KEY,
    name             text NOT NULL UNIQUE
);
COMMENT ON TABLE metal_levels IS 'SPEC 9 metal levels: P Platinum, G Gold, S Silver, B Bronze, C Catastrophic.';
INSERT INTO metal_levels (metal_level_code, name) VALUES
    ('P', 'Platinum'), ('G', 'Gold'), ('S', 'Silver'), ('B', 'Bronze'), ('C', 'Catastrophic');

-- Comment moderation states; only 1 (Published) is ever shown publicly (SPEC 4.2, 9).
CREATE TABLE comment_statuses (
    comment_status_code smallint PRIMARY KEY,
    description         text NOT NULL UNIQUE
);
COMMENT ON TABLE comment_statuses IS 'Comment moderation states: 0 Pending, 1 Published, 2 Rejected, 3 Posted.';
INSERT INTO comment_statuses (comment_status_code, description) VALUES
    (0, 'Pending'), (1, 'Published'), (2, 'Rejected'), (3, 'Posted');
