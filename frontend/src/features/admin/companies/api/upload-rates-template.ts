import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api-client';
import type { RatesUploadResult } from '../types';

type RatesUpload = {
  /** The company the template prices. */
  companyPk: number;
  /** The filled template; only this one file is sent (SPEC 5.4). */
  file: File;
};

/**
 * `POST /api/provider/upload/{companyPk}`: a multipart form with the one field `file` (SPEC 7.3).
 * A refusal throws an `ApiError` whose message is the server's: every problem of the workbook
 * by sheet, row and column, one per line (SPEC 8 'Rates template upload fails').
 */
export function uploadRatesTemplate({ companyPk, file }: RatesUpload): Promise<RatesUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminRequest<RatesUploadResult>(`/api/provider/upload/${encodeURIComponent(String(companyPk))}`, { form });
}

/**
 * Uploads a rates template. Nothing here to refresh: the companies list does not show plans,
 * and the public compare data follows the server's data generation.
 */
export function useUploadRatesTemplate() {
  return useMutation({
    mutationKey: ['admin', 'companies', 'upload-rates'],
    mutationFn: uploadRatesTemplate,
  });
}
