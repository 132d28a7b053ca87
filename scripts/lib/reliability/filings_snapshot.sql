-- Every filing with its companies, figures and attachments, one line each, in tracking order:
-- the snapshot of crates/importer/tests/crash.rs `filings_snapshot` (issue 5 "safe to crash"),
-- compared between an interrupted-then-restarted import and an uninterrupted one (issue 10 item 3).
SELECT concat_ws(' | ', f.serff_tracking_num, f.filing_status_code, f.overall_rate_impact, f.product_name,
       (SELECT string_agg(concat_ws(':', c.co_code, fc.overall_rate_impact, fc.rate_max_change, fc.rate_min_change,
                                    fc.policyholders_affected), ',' ORDER BY fc.position)
          FROM filing_companies fc JOIN companies c USING (company_pk) WHERE fc.filing_id = f.filing_id),
       (SELECT string_agg(concat_ws(':', a.name, b.sha256), ',' ORDER BY a.name)
          FROM attachments a JOIN attachment_blobs b USING (blob_id) WHERE a.filing_id = f.filing_id)) AS line
  FROM filings f ORDER BY f.serff_tracking_num;
