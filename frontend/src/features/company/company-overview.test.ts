import { describe, expect, it } from 'vitest';
import { companyProductsFixture } from '@/testing/mocks/company-fixtures';
import { parseCompanyProductPk } from './company-product-pk';
import { toCompanyOverview } from './company-overview';

describe('toCompanyOverview', () => {
  it('is null without records: the page says No data found. (SPEC 2.8)', () => {
    expect(toCompanyOverview([])).toBeNull();
  });

  it('groups the filings of all products by type of insurance and drops the records without a type', () => {
    const overview = toCompanyOverview(companyProductsFixture);

    expect(overview?.company.companyName).toBe('Blue Lake Health');
    expect(overview?.productNames).toHaveLength(4);
    expect(overview?.typesOfInsurance.map((type) => type.typeOfInsurance)).toEqual(['Individual Health', 'Small Group Health']);
    const tables = overview?.filingsByType.map((group) => [group.toiId, group.filings.map((line) => line.filingId)]);
    expect(tables).toEqual([
      [3, [14, 11, 15]],
      [5, [21]],
    ]);
  });

  it('lists a type of insurance without filings but gives it no table', () => {
    const [bronze] = companyProductsFixture;
    const overview = toCompanyOverview([{ ...bronze!, filingList: [] }]);

    expect(overview?.typesOfInsurance.map((type) => type.typeOfInsurance)).toEqual(['Small Group Health']);
    expect(overview?.filingsByType).toEqual([]);
    expect(overview?.productsWithFilings).toEqual([]);
  });

  it('names each product with public filings once, in the server order, for its rate history', () => {
    const [bronze] = companyProductsFixture;
    const records = [...companyProductsFixture, { ...bronze!, toiId: 9, typeOfInsurance: 'Dental' }];

    expect(toCompanyOverview(records)?.productsWithFilings).toEqual([
      { companyProductPk: 104, productName: 'Blue Lake Bronze HMO' },
      { companyProductPk: 101, productName: 'Blue Lake Silver' },
      { companyProductPk: 105, productName: 'Blue Lake Silver Plus' },
    ]);
  });
});

describe('parseCompanyProductPk', () => {
  it.each([
    ['101', 101],
    ['007', 7],
    ['abc', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
    ['99999999999999999999', null],
  ])('reads %j as %j', (raw, key) => {
    expect(parseCompanyProductPk(raw)).toBe(key);
  });
});
