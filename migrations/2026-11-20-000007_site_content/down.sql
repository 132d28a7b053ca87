DROP TABLE data_generation;
DROP TABLE site_switches;
DROP TABLE insurance_forms;
DROP TABLE quality_measure;
