DROP TABLE types_of_insurance;
DROP TABLE company_products;
DROP TABLE product_types;
DROP TABLE companies;
