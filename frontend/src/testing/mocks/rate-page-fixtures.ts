import type { CommentReceipt, SingleFiling } from '@/features/filing/types';
import { actuarialMemorandumAttachment, rateTableAttachment } from './fixtures';

/**
 * The day the Rate Page's unit tests are set on: the fixture's comment period, which closes at
 * 2026-12-18T00:00Z, has 24 days left (the comment countdown reads the clock).
 */
export const RATE_PAGE_NOW = new Date('2026-11-24T15:00:00Z');

/** The Rate Page's address in the unit tests: /company/3/rate/159/1/2. */
export const RATE_PAGE_PATH = '/company/3/rate/159/1/2';

const SUBMITTED_POPOVER =
  'The insurance company has formally proposed a rate change but it has not yet completed the review process.';

/**
 * `GET /company-products/3/159/1/2`: a Submitted group filing within its comment period.
 * Attachments deliberately not in description order, so the table's own sort shows; one
 * comment has line breaks and text that looks like HTML.
 */
export const singleFilingFixture: SingleFiling = {
  productName: 'Blue Lake Small Business PPO',
  typeOfInsurance: 'Group Health - Major Medical',
  typeOfInsuranceCode: 'H16G',
  companyName: 'Blue Lake Health Plan',
  filingList: [
    {
      filingId: 159,
      productName: 'Blue Lake Small Business PPO 2027',
      lahMarketType: 'Group',
      lahMarketTypeCode: 'group',
      lahGrpMarketSize: 'Small Group',
      lahGrpMarketSizeCode: 'smallGroup',
      lahGrpMarketType: 'Association',
      lahGrpMarketTypeCode: 'association',
      filingSerffTrackNum: 'BLHP-130008414',
      submissionDate: '2026-11-18',
      effImpDateReqNew: '2027-03-01',
      stateStatus: { displayStatus: 'Submitted', statusCode: 'submitted', colour: 'blue', popover: SUBMITTED_POPOVER },
      compTrackNum: 'BLHP-SG-2026-159',
      lahOverallRateImpact: 4.424,
      companyRate: {
        rateOverallRateImpact: 4.424,
        rateMaxChange: 15.056,
        rateMinChange: -0.106,
        rateAffPolicyHolder: 3186,
      },
      commentPeriod: { open: true, closesOn: '2026-12-18', closesAt: '2026-12-18T00:00:00Z' },
      attachments: [
        rateTableAttachment,
        actuarialMemorandumAttachment,
        {
          attachmentKey: '446f47d6-e107-4273-bfca-e215f1a8bf3b',
          name: 'LID-RR-7 Certification of Compliance.pdf',
          documentName: 'Certification of Compliance',
          fileExtension: 'pdf',
        },
      ],
      comments: [
        {
          commentKey: 208,
          commentary: 'Customer service has gotten worse.\nI waited 50 minutes on hold, twice.',
          dateCreated: '2026-11-19T12:45:00Z',
          dateCreatedAsString: '11/19/2026',
          status: 1,
          statusDesc: 'Published',
        },
        {
          commentKey: 211,
          commentary: '<b>Please</b> reject this increase.',
          dateCreated: '2026-11-20T09:10:00Z',
          dateCreatedAsString: '11/20/2026',
          status: 1,
          statusDesc: 'Published',
        },
      ],
    },
  ],
};

/** `POST /comments`: the receipt of a stored comment. */
export const commentReceiptFixture: CommentReceipt = {
  commentKey: 4711,
  filingKey: 159,
  status: 0,
  statusDesc: 'Pending',
  dateCreated: '2026-11-21T10:00:00Z',
  message: 'Thank you. Your comment was received and will be published after the Insurance Department reviews it.',
  receiptCode: '7KQ2-M9XD-4HTB-Z1PA',
  commentPeriodClosesOn: '2026-12-14',
};
