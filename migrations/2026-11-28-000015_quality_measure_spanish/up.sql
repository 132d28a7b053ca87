-- The quality-measure note and report link in Spanish (issue 21 item 4), beside SPEC 3's English
-- pair: NULL until staff give them, and the public site then shows the English ones. The link
-- obeys the English link's rule. The roles' table-wide grants of 000011 (public-api SELECT,
-- admin-api SELECT and UPDATE on quality_measure) already cover the new columns.
ALTER TABLE quality_measure
    ADD COLUMN note_es text CHECK (note_es IS NULL OR length(trim(note_es)) > 0),
    ADD COLUMN link_es text CHECK (link_es IS NULL OR link_es ~ '^https?://');
COMMENT ON COLUMN quality_measure.note_es IS 'The note in Spanish; NULL shows the English note.';
COMMENT ON COLUMN quality_measure.link_es IS 'The report URL for Spanish readers; NULL uses the English link.';
