import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { RatesUploadForm, RatesUploadResult } from '../types';

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
  return answerOf(
    adminApi.POST('/api/provider/upload/{companyPk}', {
      params: { path: { companyPk } },
      // The form itself: openapi-fetch sends FormData as it is, and the browser writes its multipart
      // type and boundary. The document's type says `file` is a string; here it is the File.
      body: form as unknown as RatesUploadForm,
    }),
  );
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
