import { useParams } from 'react-router';
import { FilingDetailsPage } from '@/features/admin/filings/components/filing-details-page';

/** Filing Details (SPEC 2.12), under /secured/filings/{filingId} and /admin/filings/{filingId}. */
export function Component() {
  const { filingId = '' } = useParams();
  // Keyed by filing, so moving to another filing starts with a fresh screen.
  return <FilingDetailsPage key={filingId} filingId={filingId} />;
}
