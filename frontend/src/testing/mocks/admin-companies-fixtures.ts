import type { AdminCompany, ProductType, RatesUploadResult } from '@/lib/api/admin-api';

/** `GET /api/companies/product-types`, by name. */
export const productTypesFixture: ProductType[] = [
  { productTypePk: 3, name: 'EPO' },
  { productTypePk: 1, name: 'HMO' },
  { productTypePk: 4, name: 'POS' },
  { productTypePk: 2, name: 'PPO' },
];

/** Blue Lake Health Plan: two typed products on sale, one untyped, one typed but inactive. */
export const blueLakeFixture: AdminCompany = {
  companyPk: 1,
  companyName: 'Blue Lake Health Plan',
  coCode: 95101,
  address1: '400 Lakefront Plaza',
  address2: null,
  address3: null,
  city: 'Harbor City',
  state: 'LK',
  postalCode: '55501',
  phone: '(555) 014-2200',
  phoneExt: null,
  website: 'https://www.bluelakehealth.example',
  websiteDesc: 'Blue Lake Health Plan online',
  solvencyFk: 10,
  solvencyDesc: 'Solvent',
  active: 1,
  needsReview: false,
  products: [
    { companyProductPk: 11, productName: 'Blue Lake Choice PPO', active: 1, productTypeFk: 2, productTypeName: 'PPO' },
    {
      companyProductPk: 14,
      productName: 'Blue Lake Classic Major Medical',
      active: 1,
      productTypeFk: null,
      productTypeName: null,
    },
    { companyProductPk: 10, productName: 'Blue Lake Select HMO', active: 1, productTypeFk: 1, productTypeName: 'HMO' },
    { companyProductPk: 13, productName: 'Blue Lake Old POS', active: 0, productTypeFk: 4, productTypeName: 'POS' },
  ],
};

/** Tamarack Health Cooperative: one HMO, no website. */
export const tamarackFixture: AdminCompany = {
  companyPk: 3,
  companyName: 'Tamarack Health Cooperative',
  coCode: 16042,
  address1: '2250 Northwoods Drive',
  address2: 'Suite 300',
  address3: null,
  city: 'Tamarack Falls',
  state: 'LK',
  postalCode: '55540',
  phone: '(555) 012-9010',
  phoneExt: null,
  website: null,
  websiteDesc: null,
  solvencyFk: null,
  solvencyDesc: null,
  active: 1,
  needsReview: false,
  products: [
    { companyProductPk: 30, productName: 'Tamarack Community HMO', active: 1, productTypeFk: 1, productTypeName: 'HMO' },
  ],
};

/** Old Mill Health Benefit Company: inactive, nothing on sale. */
export const oldMillFixture: AdminCompany = {
  companyPk: 7,
  companyName: 'Old Mill Health Benefit Company',
  coCode: 47015,
  address1: '12 Old Mill Road',
  address2: null,
  address3: null,
  city: 'Millbrook',
  state: 'LK',
  postalCode: '55590',
  phone: '(555) 011-0870',
  phoneExt: null,
  website: null,
  websiteDesc: null,
  solvencyFk: 30,
  solvencyDesc: 'Insolvent',
  active: 0,
  needsReview: false,
  products: [
    { companyProductPk: 70, productName: 'Old Mill Standard HMO', active: 0, productTypeFk: 1, productTypeName: 'HMO' },
  ],
};

/** `GET /api/companies`: deliberately not by name, so the table's own sort shows. */
export const companiesFixture: AdminCompany[] = [tamarackFixture, oldMillFixture, blueLakeFixture];

/** `POST /api/provider/upload/{companyPk}` accepted. */
export const ratesUploadResultFixture: RatesUploadResult = {
  uploadId: 7,
  planYear: 2027,
  plans: 12,
  variances: 36,
  planAreas: 48,
  rates: 4416,
};
