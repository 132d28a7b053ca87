import { z } from 'zod/mini';
import type { AdminCompany, CompanySaveRequest } from './types';

/** The dialog's values as its inputs hold them, unchecked: the checks are {@link checkCompanyForm}'s. */
const companyFormFields = z.object({
  /** Null for 'Add new company'. */
  companyPk: z.nullable(z.number()),
  companyName: z.string(),
  /** Digits as typed; fixed once the company exists (SPEC 5.4). */
  coCode: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  phoneExt: z.string(),
  website: z.string(),
  websiteDesc: z.string(),
  /** '' (not set), '10', '20' or '30'. */
  solvencyFk: z.string(),
  /** '1' Active or '0' Inactive. */
  active: z.string(),
  /** The product types the company sells. */
  productTypes: z.array(z.number()),
});

/** What the company dialog edits: text as typed, codes as the selects hold them. */
export type CompanyForm = z.input<typeof companyFormFields>;

/** The dialog's text and select fields, by the request's names (as the server's `field` names them). */
export type CompanyField = Exclude<keyof CompanyForm, 'companyPk'>;

/** A problem with one field (or with the company as a whole when `field` is null). */
export type CompanyProblem = { field: CompanyField | null; message: string };

/** The empty form of 'Add new company'; a new company is Active. */
export function newCompanyForm(): CompanyForm {
  return {
    companyPk: null,
    companyName: '',
    coCode: '',
    address1: '',
    address2: '',
    address3: '',
    city: '',
    state: '',
    postalCode: '',
    phone: '',
    phoneExt: '',
    website: '',
    websiteDesc: '',
    solvencyFk: '',
    active: '1',
    productTypes: [],
  };
}

/** The types of a company's active products that have one: the Products tags and selection. */
export function soldProductTypes(company: AdminCompany): number[] {
  const types = company.products
    .filter((product) => product.active === 1 && product.productTypeFk != null)
    .map((product) => product.productTypeFk as number);
  return [...new Set(types)];
}

/** The form of 'Edit company'. */
export function companyFormFrom(company: AdminCompany): CompanyForm {
  return {
    companyPk: company.companyPk,
    companyName: company.companyName,
    coCode: String(company.coCode),
    address1: company.address1 ?? '',
    address2: company.address2 ?? '',
    address3: company.address3 ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    postalCode: company.postalCode ?? '',
    phone: company.phone ?? '',
    phoneExt: company.phoneExt ?? '',
    website: company.website ?? '',
    websiteDesc: company.websiteDesc ?? '',
    solvencyFk: company.solvencyFk == null ? '' : String(company.solvencyFk),
    active: String(company.active),
    productTypes: soldProductTypes(company),
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The SPEC 7.3 body. `products` lists each sold type as `{active: 1, productTypeFk}`; without
 * `withProducts` (the product types could not be loaded, so the choice was not shown) it is
 * null, which leaves the company's products as they are.
 */
export function toSaveRequest(form: CompanyForm, withProducts = true): CompanySaveRequest {
  return {
    companyPk: form.companyPk,
    companyName: form.companyName.trim(),
    coCode: Number(form.coCode.trim()),
    address1: blankToNull(form.address1),
    address2: blankToNull(form.address2),
    address3: blankToNull(form.address3),
    city: blankToNull(form.city),
    state: blankToNull(form.state.toUpperCase()),
    postalCode: blankToNull(form.postalCode),
    phone: blankToNull(form.phone),
    phoneExt: blankToNull(form.phoneExt),
    website: blankToNull(form.website),
    websiteDesc: blankToNull(form.websiteDesc),
    solvencyFk: form.solvencyFk === '' ? null : Number(form.solvencyFk),
    active: Number(form.active),
    products: withProducts ? form.productTypes.map((productTypeFk) => ({ active: 1, productTypeFk })) : null,
  };
}

/** SPEC 4.4: the company as listed, saved whole with `active` flipped. */
export function toggledActiveRequest(company: AdminCompany): CompanySaveRequest {
  return toSaveRequest({ ...companyFormFrom(company), active: company.active === 1 ? '0' : '1' });
}

/**
 * The checks made before sending, in the order of the form; each message says what to enter.
 * The server checks again and its refusals show the same way.
 */
export function checkCompanyForm(form: CompanyForm): CompanyProblem[] {
  const problems: CompanyProblem[] = [];
  const add = (field: CompanyField, message: string) => problems.push({ field, message });
  if (form.companyName.trim() === '') add('companyName', "Enter the company's name.");
  const code = form.coCode.trim();
  if (code === '') add('coCode', 'Enter the company code (NAIC Cocode), a positive whole number, e.g. 95101.');
  else if (!/^\d+$/.test(code) || Number(code) <= 0 || Number(code) > 2_147_483_647) {
    add('coCode', 'The company code must be a positive whole number, e.g. 95101.');
  }
  if (form.state.trim() !== '' && !/^[A-Za-z]{2}$/.test(form.state.trim())) {
    add('state', 'Enter the state as two letters, e.g. PA.');
  }
  if (form.postalCode.trim() !== '' && !/^\d{5}(-\d{4})?$/.test(form.postalCode.trim())) {
    add('postalCode', 'Enter the postal code as a ZIP code: 12345 or 12345-6789.');
  }
  if (form.phoneExt.trim() !== '' && !/^\d{1,10}$/.test(form.phoneExt.trim())) {
    add('phoneExt', 'Enter the phone extension as up to 10 digits.');
  }
  if (form.website.trim() !== '' && !/^https?:\/\/\S+$/i.test(form.website.trim())) {
    add('website', 'Enter the website as an address starting with http:// or https://, e.g. https://www.example.org.');
  }
  return problems;
}

const FIELDS: readonly CompanyField[] = [
  'companyName',
  'coCode',
  'address1',
  'address2',
  'address3',
  'city',
  'state',
  'postalCode',
  'phone',
  'phoneExt',
  'website',
  'websiteDesc',
  'solvencyFk',
  'active',
];

/** The dialog field a server `field` names: `products[2].productTypeFk` is Products; unknown ones none. */
export function formFieldOf(field: string | null): CompanyField | null {
  if (!field) return null;
  if (field.startsWith('products')) return 'productTypes';
  return FIELDS.find((name) => name === field) ?? null;
}

/**
 * The company dialog's form: its problems are {@link checkCompanyForm}'s, each at its field; what
 * passes becomes the SPEC 7.3 body ({@link toSaveRequest}, `withProducts` as there).
 */
export function companySaveSchema(withProducts: boolean) {
  const checked = companyFormFields.check(
    z.superRefine((form, context) => {
      for (const { field, message } of checkCompanyForm(form)) {
        context.addIssue({ code: 'custom', path: field ? [field] : [], message });
      }
    }),
  );
  return z.pipe(checked, z.transform((form: CompanyForm): CompanySaveRequest => toSaveRequest(form, withProducts)));
}
