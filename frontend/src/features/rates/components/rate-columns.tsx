import {
  companyColumn,
  detailsColumn,
  insuranceTypeColumn,
  rateColumn,
  statusColumn,
  submissionDateColumn,
} from '@/lib/ui/rate-row-columns';

/** The columns of the Latest Rate Changes table (SPEC 2.7), in their order. */
export const rateColumns = [
  statusColumn,
  submissionDateColumn,
  companyColumn,
  insuranceTypeColumn,
  rateColumn,
  detailsColumn,
];
