import type { AdminFiling, AdminFilingRow, ImportRun, QueuedImport } from '@/lib/api/admin-api';
import { actuarialMemorandumAttachment, rateTableAttachment } from './fixtures';

const SUBMITTED_POPOVER =
  'The insurance company has formally proposed a rate change but it has not yet completed the review process. ' +
  'A public comment period of 30 days is available when in the submitted status. To make a comment, select the ' +
  '"View Details" button; this will navigate to the "Rate Filing" page, which provides a comment section.';

/** The badges the admin API sends with each status (SPEC 4.1). */
export const adminBadges = {
  Submitted: { displayStatus: 'Submitted', statusCode: 'submitted', colour: 'blue', popover: SUBMITTED_POPOVER },
  Accepted: {
    displayStatus: 'Accepted',
    statusCode: 'accepted',
    colour: 'green',
    popover:
      'The Insurance Department completed the rate review process and found the proposed rate change to be reasonable.',
  },
  'Do Not Display': { displayStatus: 'Do Not Display', statusCode: 'do_not_display', colour: 'gray', popover: null },
  'Under Review': {
    displayStatus: 'Under Review',
    statusCode: 'under_review',
    colour: 'purple',
    popover:
      'The public commenting period is now closed and the Insurance Department is in the final stages of making a decision.',
  },
} as const;

/**
 * `GET /api/filings`: four filings, deliberately not in date order (the table sorts them itself),
 * in two markets and four statuses, one of them never shown publicly ('Do Not Display').
 */
export const adminFilingRowsFixture: AdminFilingRow[] = [
  {
    filingId: 159,
    filingSerffTrackNum: 'BLHP-130008414',
    submissionDate: '2026-11-18',
    market: 'Group',
    status: 'Submitted',
    stateStatus: adminBadges['Submitted'],
    companyName: 'Blue Lake Health Plan',
    productName: 'Blue Lake Small Business PPO 2027',
  },
  {
    filingId: 12,
    filingSerffTrackNum: 'HMIC-129000012',
    submissionDate: '2026-02-03',
    market: 'Individual',
    status: 'Accepted',
    stateStatus: adminBadges['Accepted'],
    companyName: 'Harbor Mutual',
    productName: 'Harbor Silver HMO',
  },
  {
    filingId: 201,
    filingSerffTrackNum: 'CWCR-131000201',
    submissionDate: '2026-12-01',
    market: 'Individual',
    status: 'Do Not Display',
    stateStatus: adminBadges['Do Not Display'],
    companyName: 'Clearwater Care',
    productName: 'Clearwater Bronze EPO',
  },
  {
    filingId: 77,
    filingSerffTrackNum: 'BLHP-130000077',
    submissionDate: '2026-06-30',
    market: 'Individual',
    status: 'Under Review',
    stateStatus: adminBadges['Under Review'],
    companyName: 'Blue Lake Health Plan',
    productName: 'Blue Lake Gold PPO',
  },
];

/** The Filing Details address of filing 159 in the unit tests. */
export const FILING_DETAILS_PATH = '/secured/filings/159';

/**
 * `GET /api/filings/159`: a Submitted group filing of two companies. Attachments not in
 * description order, one of a type the public never sees; comments in several states, one with
 * line breaks and one that looks like HTML.
 */
export const adminFilingFixture: AdminFiling = {
  filingId: 159,
  productName: 'Blue Lake Small Business PPO 2027',
  filingCompanies: [
    {
      companyPk: 1,
      companyName: 'Blue Lake Health Plan',
      rateOverallRateImpact: 4.424,
      rateMaxChange: 15.056,
      rateMinChange: -0.106,
      rateAffPolicyHolder: 3186,
    },
    {
      companyPk: 4,
      companyName: 'Blue Lake Life and Health',
      rateOverallRateImpact: 2,
      rateMaxChange: 3,
      rateMinChange: 1,
      rateAffPolicyHolder: 12,
    },
  ],
  toi: { toiId: 2, name: 'Group Health - Major Medical' },
  lahMarketType: 'Group',
  lahGrpMarketSize: 'Small Group',
  lahGrpMarketType: 'Association',
  filingSerffTrackNum: 'BLHP-130008414',
  submissionDate: '2026-11-18',
  effImpDateReqNew: '2027-03-01',
  stateStatus: adminBadges.Submitted,
  lahOverallRateImpact: 4.424,
  compTrackNum: 'BLHP-SG-2026-159',
  companyRate: { rateOverallRateImpact: 4.424, rateMaxChange: 15.056, rateMinChange: -0.106, rateAffPolicyHolder: 3186 },
  attachments: [
    rateTableAttachment,
    actuarialMemorandumAttachment,
    {
      attachmentKey: '5a1e0c3b-2f3c-4d0e-9a57-0e4c1f7b9d21',
      name: 'Cover letter.docx',
      documentName: 'Cover Letter',
      fileExtension: 'docx',
    },
  ],
  comments: [
    {
      commentKey: 208,
      commentary: 'Customer service has gotten worse.\nI waited 50 minutes on hold, twice.',
      dateCreatedAsString: '11/19/2026',
      status: 1,
      statusDesc: 'Published',
    },
    {
      commentKey: 214,
      commentary: '<b>Please</b> reject this increase.',
      dateCreatedAsString: '11/21/2026',
      status: 0,
      statusDesc: 'Pending',
    },
  ],
};

/**
 * `GET /api/import-runs`: a manual run that took all but two filings (one listed error left out),
 * and a scheduled run that failed as a whole.
 */
export const importRunsFixture: ImportRun[] = [
  {
    importRunId: 42,
    trigger: 'manual',
    requestedBy: 'Dana Whitfield',
    status: 'succeeded',
    queuedAt: '2026-11-20T14:05:09.123456Z',
    startedAt: '2026-11-20T14:05:11.000000Z',
    finishedAt: '2026-11-20T14:06:40.000000Z',
    newCount: 3,
    updatedCount: 5,
    unchangedCount: 150,
    failedCount: 2,
    errorText: null,
    errors: [{ trackingNumber: 'LKHP-134567890', message: 'The filing names no company.' }],
    moreErrors: 1,
    callsPlanned: 14,
    callsMade: 14,
    expectedFinishAt: '2026-11-20T14:06:39.500000Z',
  },
  {
    importRunId: 41,
    trigger: 'scheduled',
    requestedBy: null,
    status: 'failed',
    queuedAt: '2026-11-20T06:00:00.000000Z',
    startedAt: '2026-11-20T06:00:01.000000Z',
    finishedAt: '2026-11-20T06:00:31.000000Z',
    newCount: 0,
    updatedCount: 0,
    unchangedCount: 0,
    failedCount: 0,
    errorText: 'The rate-filing system could not be reached.',
    errors: [],
    moreErrors: 0,
    callsPlanned: null,
    callsMade: 1,
    expectedFinishAt: null,
  },
];

/**
 * `GET /api/import-runs` item: a run the importer is working through, 123 of about 300 throttled
 * calls to the rate-filing system made; tests set `expectedFinishAt` to a time of their
 * own clock.
 */
export const runningImportRunFixture: ImportRun = {
  importRunId: 43,
  trigger: 'manual',
  requestedBy: 'Dana Whitfield',
  status: 'running',
  queuedAt: '2026-11-20T15:00:00.000000Z',
  startedAt: '2026-11-20T15:00:02.000000Z',
  finishedAt: null,
  newCount: 40,
  updatedCount: 2,
  unchangedCount: 0,
  failedCount: 0,
  errorText: null,
  errors: [],
  moreErrors: 0,
  callsPlanned: 300,
  callsMade: 123,
  expectedFinishAt: '2026-11-20T15:42:00.000000Z',
};

/** `GET /api/serf-import`: the run just queued. */
export const queuedImportFixture: QueuedImport = {
  importRunId: 43,
  status: 'queued',
  queuedAt: '2026-11-21T09:00:00.000000Z',
};
