-- Every form field holding an upload's address is checked against the exact key of a recorded
-- upload (issue 21): one index lookup per field, not a scan of every upload.
CREATE INDEX "stored_uploads_key_idx" ON "stored_uploads" USING btree ("key");