-- A receipt code per public comment (issue 20 item 3): the visitor keeps the code, the database
-- keeps only its SHA-256, so the table cannot give codes away. Comments made before this
-- migration have none (NULL), and NULLs do not collide in the unique index.
ALTER TABLE comments ADD COLUMN receipt_hash char(64) CHECK (receipt_hash ~ '^[0-9a-f]{64}$');
COMMENT ON COLUMN comments.receipt_hash IS 'SHA-256 (hex) of the comment''s receipt code; the code itself is not stored. NULL for comments made before receipts.';
CREATE UNIQUE INDEX comments_receipt_hash_idx ON comments (receipt_hash);

-- public-api stores the hash with a new comment and finds the comment by it.
GRANT INSERT (receipt_hash), SELECT (receipt_hash) ON comments TO rate_review_public;

-- admin-api reads every column staff see, but not the hash: what staff screens and exports are
-- built from cannot carry it. Its table-wide SELECT becomes the same grant column by column.
REVOKE SELECT ON comments FROM rate_review_admin;
GRANT SELECT (comment_key, filing_id, commentary, comment_status_code, note, approver_pk,
              date_created, last_updated)
    ON comments TO rate_review_admin;
