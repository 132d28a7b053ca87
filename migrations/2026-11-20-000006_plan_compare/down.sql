DROP TABLE rate_template_uploads;
DROP TABLE plan_area_rates;
DROP TABLE plan_area_counties;
DROP TABLE plan_areas;
DROP TABLE plan_variances;
DROP TABLE plans;
