import type { CompanyProductRecord, RateRow } from './types';

/** A type of insurance as the server names it: its descriptor, and its code when the site knows it. */
export type TypeOfInsurance = Pick<CompanyProductRecord, 'typeOfInsuranceCode'> & { typeOfInsurance: string };

/** The public filings of one type of insurance, across all of the company's products. */
export type TypeOfInsuranceFilings = TypeOfInsurance & {
  toiId: number;
  filings: RateRow[];
};

/** What the Company Page (SPEC 2.8) shows, drawn from the records of `GET /company-products/{pk}`. */
export type CompanyOverview = {
  /** Any of the records: the company's name, address, phone, website and solvency are on each. */
  company: CompanyProductRecord;
  /** Each product once, in the server's order (by product name). */
  productNames: string[];
  /** Each type of insurance the company has public filings in, once, A–Z by descriptor. */
  typesOfInsurance: TypeOfInsurance[];
  /** One entry per type of insurance that has filings, A–Z; never an empty one. */
  filingsByType: TypeOfInsuranceFilings[];
  /** Each product that has public filings, once, in the server's order: the rate histories. */
  productsWithFilings: { companyProductPk: number; productName: string }[];
};

const byName = (a: string, b: string) => a.localeCompare(b);

/**
 * Folds the per product-and-type records into the page's sections. Records of the same
 * type of insurance (one per product) share one filings table. Null when there are no
 * records: the page then says 'No data found.'
 */
export function toCompanyOverview(records: CompanyProductRecord[]): CompanyOverview | null {
  const [company] = records;
  if (!company) return null;

  const productNames = [...new Set(records.map((record) => record.productName))];
  const types = new Map<number, TypeOfInsuranceFilings>();
  for (const { toiId, typeOfInsurance, typeOfInsuranceCode, filingList } of records) {
    // A product without public filings comes as a record without a type.
    if (toiId == null || typeOfInsurance == null) continue;
    const group = types.get(toiId) ?? { toiId, typeOfInsurance, typeOfInsuranceCode, filings: [] };
    group.filings.push(...filingList);
    types.set(toiId, group);
  }
  const groups = [...types.values()].sort((a, b) => byName(a.typeOfInsurance, b.typeOfInsurance));
  const productsWithFilings = new Map<number, string>();
  for (const { companyProductPk, productName, filingList } of records) {
    if (filingList.length > 0 && !productsWithFilings.has(companyProductPk)) {
      productsWithFilings.set(companyProductPk, productName);
    }
  }

  return {
    company,
    productNames,
    typesOfInsurance: [...new Map(groups.map(({ typeOfInsurance, typeOfInsuranceCode }) => [typeOfInsurance, { typeOfInsurance, typeOfInsuranceCode }])).values()],
    filingsByType: groups.filter((group) => group.filings.length > 0),
    productsWithFilings: [...productsWithFilings].map(([companyProductPk, productName]) => ({
      companyProductPk,
      productName,
    })),
  };
}
