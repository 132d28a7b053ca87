DROP TABLE comments;
DROP TABLE attachments;
DROP TABLE attachment_blobs;
DROP TABLE filing_companies;
DROP TABLE filings;
