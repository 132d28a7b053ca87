import type { CompanyProductRecord, RateRow } from '@/features/company/types';
import type { StateStatus } from '@/lib/api/public-api';

const SUBMITTED: StateStatus = {
  displayStatus: 'Submitted',
  statusCode: 'submitted',
  colour: 'blue',
  popover: 'The insurance company has formally proposed a rate change but it has not yet completed the review process.',
};
const ACCEPTED: StateStatus = {
  displayStatus: 'Accepted',
  statusCode: 'accepted',
  colour: 'green',
  popover: 'The Insurance Department completed the rate review process.',
};
const WITHDRAWN: StateStatus = {
  displayStatus: 'Withdrawn',
  statusCode: 'withdrawn',
  colour: 'yellow',
  popover: 'The insurance company has decided to withdraw the proposed rate change.',
};

/** The company the records share (SPEC 3 "Company product record"). */
const blueLake = {
  companyName: 'Blue Lake Health',
  companyId: 7,
  address1: '400 Lakefront Plaza',
  address2: 'Suite 12',
  address3: null,
  city: 'Harbor City',
  state: 'LK',
  postalCode: '55501',
  phone: '(555) 014-2200',
  website: 'https://www.bluelake.example',
  websiteDesc: 'Blue Lake Health online',
  solvency: 10,
  solvencyDesc: 'Solvent',
};

/** A filing line of Blue Lake Health; each product's filings carry that product's key. */
function filing(
  line: Pick<RateRow, 'filingId' | 'companyProductPk' | 'toiId' | 'toiDescriptor' | 'toiCode' | 'productName'> &
    Pick<RateRow, 'submissionDate' | 'filingSerffTrackNum' | 'stateStatus'> & { rate: number | null },
): RateRow {
  const { rate, ...rest } = line;
  return {
    ...rest,
    companyPk: 7,
    companyName: 'Blue Lake Health',
    companyRate: { rateOverallRateImpact: rate, rateMaxChange: null, rateMinChange: null, rateAffPolicyHolder: null },
  };
}

/**
 * `GET /company-products/101`, ordered by product name then type as the server orders it:
 * two products file Individual Health (one table), one files Small Group Health, and one
 * has no public filings. Filings are deliberately not in date order.
 */
export const companyProductsFixture: CompanyProductRecord[] = [
  {
    ...blueLake,
    companyProductPk: 104,
    productName: 'Blue Lake Bronze HMO',
    toiId: 5,
    typeOfInsurance: 'Small Group Health',
    typeOfInsuranceCode: null,
    filingList: [
      filing({
        filingId: 21,
        companyProductPk: 104,
        toiId: 5,
        toiDescriptor: 'Small Group Health',
        toiCode: null,
        productName: 'Blue Lake Bronze HMO',
        submissionDate: '2025-07-01',
        filingSerffTrackNum: 'BLHP-131000021',
        stateStatus: ACCEPTED,
        rate: 3,
      }),
    ],
  },
  {
    ...blueLake,
    companyProductPk: 101,
    productName: 'Blue Lake Silver',
    toiId: 3,
    typeOfInsurance: 'Individual Health',
    typeOfInsuranceCode: null,
    filingList: [
      filing({
        filingId: 14,
        companyProductPk: 101,
        toiId: 3,
        toiDescriptor: 'Individual Health',
        toiCode: null,
        productName: 'Blue Lake Silver',
        submissionDate: '2025-09-30',
        filingSerffTrackNum: 'BLHP-131000014',
        stateStatus: WITHDRAWN,
        rate: -1.5,
      }),
      filing({
        filingId: 11,
        companyProductPk: 101,
        toiId: 3,
        toiDescriptor: 'Individual Health',
        toiCode: null,
        productName: 'Blue Lake Silver',
        submissionDate: '2026-02-14',
        filingSerffTrackNum: 'BLHP-131000001',
        stateStatus: SUBMITTED,
        rate: 7.5,
      }),
    ],
  },
  {
    ...blueLake,
    companyProductPk: 105,
    productName: 'Blue Lake Silver Plus',
    toiId: 3,
    typeOfInsurance: 'Individual Health',
    typeOfInsuranceCode: null,
    filingList: [
      filing({
        filingId: 15,
        companyProductPk: 105,
        toiId: 3,
        toiDescriptor: 'Individual Health',
        toiCode: null,
        productName: 'Blue Lake Silver Plus',
        submissionDate: '2025-12-01',
        filingSerffTrackNum: 'BLHP-131000015',
        stateStatus: ACCEPTED,
        rate: null,
      }),
    ],
  },
  {
    ...blueLake,
    companyProductPk: 106,
    productName: 'Blue Lake Value EPO',
    toiId: null,
    typeOfInsurance: null,
    typeOfInsuranceCode: null,
    filingList: [],
  },
];
