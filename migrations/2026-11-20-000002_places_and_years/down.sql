DROP TABLE compare_years;
DROP TABLE counties;
