DROP TABLE audit_log;
DROP TABLE staff_users;
