ALTER TABLE quality_measure DROP COLUMN note_es, DROP COLUMN link_es;
