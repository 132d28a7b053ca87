import type { RateRow } from '@/features/company/types';
import type { RateHistory, RateHistoryFiling, StateStatus } from '@/features/rate-history/types';
import { companyProductsFixture } from './company-fixtures';
import { singleFilingFixture } from './rate-page-fixtures';

/** A Company Page filing line as the history call has it, implementation requested for New Year after. */
function historyFiling(row: RateRow): RateHistoryFiling {
  const { filingId, companyProductPk, companyPk, toiId, filingSerffTrackNum, submissionDate, stateStatus, companyRate } = row;
  const nextYear = Number(submissionDate.slice(0, 4)) + 1;
  return {
    filingId,
    companyProductPk,
    companyPk,
    toiId,
    filingSerffTrackNum,
    submissionDate,
    effImpDateReqNew: `${nextYear}-01-01`,
    stateStatus,
    companyRate,
  };
}

/**
 * `GET /company-products/{pk}/history` of a product of the Company Page fixture: its filings
 * there, per type of insurance, oldest first, as the server orders them.
 */
export function companyRateHistoryFixture(companyProductPk: number): RateHistory {
  const records = companyProductsFixture.filter((record) => record.companyProductPk === companyProductPk);
  const [first] = records;
  if (!first) throw new Error(`The Company Page fixture has no product ${companyProductPk}`);
  return {
    companyProductPk,
    productName: first.productName,
    companyPk: first.companyId,
    companyName: first.companyName,
    typesOfInsurance: records
      .filter((record) => record.toiId != null && record.typeOfInsurance != null)
      .map((record) => ({
        toiId: record.toiId ?? 0,
        typeOfInsurance: record.typeOfInsurance ?? '',
        typeOfInsuranceCode: record.typeOfInsuranceCode ?? null,
        filings: record.filingList
          .map(historyFiling)
          .sort((a, b) => a.submissionDate.localeCompare(b.submissionDate)),
      })),
  };
}

const DENIED: StateStatus = { displayStatus: 'Denied', statusCode: 'denied', colour: 'red', popover: 'The Insurance Department found the proposed rate change to be unreasonable.' };
const ACCEPTED: StateStatus = { displayStatus: 'Accepted', statusCode: 'accepted', colour: 'green', popover: 'The Insurance Department completed the rate review process.' };

// The fixture holds exactly one filing (SPEC 3 "Single filing").
const ratePageFiling = singleFilingFixture.filingList[0]!;

/** The Rate Page fixture's filing (159) as its product's history has it, among two older ones. */
export const ratePageHistoryFixture: RateHistory = {
  companyProductPk: 3,
  productName: singleFilingFixture.productName,
  companyPk: 1,
  companyName: singleFilingFixture.companyName,
  typesOfInsurance: [
    {
      toiId: 2,
      typeOfInsurance: singleFilingFixture.typeOfInsurance,
      typeOfInsuranceCode: singleFilingFixture.typeOfInsuranceCode ?? null,
      filings: [
        {
          filingId: 88,
          companyProductPk: 3,
          companyPk: 1,
          toiId: 2,
          filingSerffTrackNum: 'BLHP-130000088',
          submissionDate: '2024-09-15',
          effImpDateReqNew: null,
          stateStatus: DENIED,
          companyRate: { rateOverallRateImpact: 9.8, rateMaxChange: null, rateMinChange: null, rateAffPolicyHolder: null },
        },
        {
          filingId: 120,
          companyProductPk: 3,
          companyPk: 1,
          toiId: 2,
          filingSerffTrackNum: 'BLHP-130000120',
          submissionDate: '2025-10-01',
          effImpDateReqNew: '2026-03-01',
          stateStatus: ACCEPTED,
          companyRate: { rateOverallRateImpact: -2, rateMaxChange: 1, rateMinChange: -4.5, rateAffPolicyHolder: 2800 },
        },
        {
          filingId: ratePageFiling.filingId,
          companyProductPk: 3,
          companyPk: 1,
          toiId: 2,
          filingSerffTrackNum: ratePageFiling.filingSerffTrackNum,
          submissionDate: ratePageFiling.submissionDate,
          effImpDateReqNew: ratePageFiling.effImpDateReqNew ?? null,
          stateStatus: ratePageFiling.stateStatus,
          companyRate: ratePageFiling.companyRate,
        },
      ],
    },
  ],
};
