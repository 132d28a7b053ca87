-- One line describing everything a rates template upload may change for company :company
-- (docs/rates-template.md "On success"): its plans of every year with their keys, variants,
-- plan areas, counties and rates, its upload history and its upload audit entries, the public
-- data generation. A refused upload must leave this line as it was.
-- Prints "plans N, rates N, uploads N | md5".
WITH plan_lines AS (
    SELECT concat_ws(' | ', p::text,
               (SELECT string_agg(v::text, ',' ORDER BY v.variance_pk)
                  FROM plan_variances v WHERE v.plan_pk = p.plan_pk),
               (SELECT string_agg(concat_ws(':', a.plan_area_pk, a.rating_area,
                           (SELECT string_agg(c.county_id::text, ',' ORDER BY c.county_id)
                              FROM plan_area_counties c WHERE c.plan_area_pk = a.plan_area_pk),
                           (SELECT string_agg(r.age_key || '=' || r.monthly_premium, ',' ORDER BY r.age_key)
                              FROM plan_area_rates r WHERE r.plan_area_pk = a.plan_area_pk)),
                       ';' ORDER BY a.plan_area_pk)
                  FROM plan_areas a WHERE a.plan_pk = p.plan_pk)) AS line
      FROM plans p JOIN company_products cp USING (company_product_pk)
     WHERE cp.company_pk = :company
), counts AS (
    SELECT (SELECT count(*) FROM plan_lines) AS plans,
           (SELECT count(*) FROM plan_area_rates r JOIN plan_areas a USING (plan_area_pk)
              JOIN plans p USING (plan_pk) JOIN company_products cp USING (company_product_pk)
             WHERE cp.company_pk = :company) AS rates,
           (SELECT count(*) FROM rate_template_uploads WHERE company_pk = :company) AS uploads,
           (SELECT count(*) FROM audit_log WHERE action = 'rates_template.upload'
               AND entity_id = :company::text) AS audits,
           (SELECT generation FROM data_generation) AS generation
)
SELECT format('plans %s, rates %s, uploads %s | %s', plans, rates, uploads,
              md5(concat_ws(E'\n', audits, generation,
                            (SELECT string_agg(line, E'\n' ORDER BY line) FROM plan_lines))))
  FROM counts;
