-- The open-data catalogue (issue 19) says when each year's plans last changed: when a rates
-- template for the year was last loaded. public-api may read when each upload happened and for
-- which year; who uploaded which file stays the staff's.
GRANT SELECT (compare_year_id, uploaded_at) ON rate_template_uploads TO rate_review_public;
