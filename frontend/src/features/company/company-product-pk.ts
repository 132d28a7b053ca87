/**
 * The `:companyProductPk` of a Company Page address as the key the API accepts: a
 * positive whole number. Anything else (/company/abc) is null, and the page says
 * 'No data found.' without asking the server, which would refuse it with a 400.
 */
export function parseCompanyProductPk(raw: string | undefined): number | null {
  if (raw === undefined || !/^[0-9]+$/.test(raw)) return null;
  const key = Number(raw);
  return Number.isSafeInteger(key) && key > 0 ? key : null;
}
