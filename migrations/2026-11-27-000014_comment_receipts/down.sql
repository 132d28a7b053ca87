REVOKE SELECT (comment_key, filing_id, commentary, comment_status_code, note, approver_pk,
               date_created, last_updated)
    ON comments FROM rate_review_admin;
GRANT SELECT ON comments TO rate_review_admin;
-- Dropping the column drops its index and its grants.
ALTER TABLE comments DROP COLUMN receipt_hash;
