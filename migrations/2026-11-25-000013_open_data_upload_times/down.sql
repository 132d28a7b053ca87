REVOKE SELECT (compare_year_id, uploaded_at) ON rate_template_uploads FROM rate_review_public;
