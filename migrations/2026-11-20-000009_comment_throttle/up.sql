-- Recent public comment submissions per client, for the per-client rate limit. Rows hold a
-- salted hash of the client address (never the address) and are deleted once older than the
-- limit's window, so nothing here outlives an hour.

CREATE TABLE comment_throttle (
    throttle_id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    client_hash   char(64) NOT NULL CHECK (client_hash ~ '^[0-9a-f]{64}$'),
    submitted_at  timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE comment_throttle IS 'Recent public comment submissions per client (rate limit); pruned after the window.';
COMMENT ON COLUMN comment_throttle.client_hash IS 'SHA-256 of a secret salt and the client address; the address itself is not stored.';
CREATE INDEX comment_throttle_client_idx ON comment_throttle (client_hash, submitted_at);
CREATE INDEX comment_throttle_submitted_at_idx ON comment_throttle (submitted_at);
