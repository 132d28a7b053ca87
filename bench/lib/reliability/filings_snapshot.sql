-- Every filing with its companies, figures, decision and attachments, one line each, in tracking
-- order: the snapshot of crates/importer/tests/integration/crash.rs `filings_snapshot` ("safe to
-- crash": an import killed at any moment and restarted ends as an uninterrupted one would),
-- compared between an interrupted-then-restarted import and an uninterrupted one.
SELECT concat_ws(' | ', f.serff_tracking_num, f.filing_status_code, f.overall_rate_impact, f.product_name,
       f.status_changed_at, f.source_updated_at,
       (SELECT string_agg(concat_ws(':', c.co_code, fc.overall_rate_impact, fc.rate_max_change, fc.rate_min_change,
                                    fc.policyholders_affected, fc.premium_change, fc.written_premium), ',' ORDER BY fc.position)
          FROM filing_companies fc JOIN companies c USING (company_pk) WHERE fc.filing_id = f.filing_id),
       (SELECT concat_ws(':', d.decision_date, d.disposition_status, d.approved_effective_date, d.reason)
          FROM filing_decisions d WHERE d.filing_id = f.filing_id),
       (SELECT string_agg(concat_ws(':', c.co_code, a.overall_rate_impact, a.rate_max_change, a.rate_min_change,
                                    a.policyholders_affected, a.premium_change), ',' ORDER BY c.co_code)
          FROM filing_company_decisions a JOIN companies c USING (company_pk) WHERE a.filing_id = f.filing_id),
       (SELECT string_agg(concat_ws(':', a.name, a.decision_document, b.sha256), ',' ORDER BY a.name)
          FROM attachments a JOIN attachment_blobs b USING (blob_id) WHERE a.filing_id = f.filing_id)) AS line
  FROM filings f ORDER BY f.serff_tracking_num;
