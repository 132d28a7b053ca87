import type { OpenDataCatalogue } from '@/features/open-data/types';

/**
 * `GET /open-data`: the filings and comments in both formats, one year's plans as CSV only. The
 * texts are not the catalogues' English, so the English page shows that it keeps the server's words
 * (other languages name a data set and column by its id and name); `published_at` is a column the
 * catalogues do not know.
 */
export const openDataFixture: OpenDataCatalogue = {
  datasets: [
    {
      id: 'filings',
      title: 'Rate filings',
      description: 'Every rate filing shown on this site, with its status, dates, company and requested rate changes.',
      rows: 170,
      lastUpdated: '2026-11-24T12:03:11Z',
      files: [
        { format: 'csv', path: '/open-data/filings.csv', bytes: 1_234_567 },
        { format: 'json', path: '/open-data/filings.json', bytes: 98_765 },
      ],
      columns: [
        { name: 'tracking_number', type: 'text', description: 'The filing’s tracking number in SERFF.' },
        { name: 'submission_date', type: 'date', description: 'When the company filed it.' },
        { name: 'policy_holders_affected', type: 'integer', description: 'How many policy holders the change reaches.' },
        { name: 'overall_rate_change_percent', type: 'decimal', description: 'The requested overall rate change.' },
        { name: 'rate_page_url', type: 'url', description: 'The filing’s page on this site.' },
      ],
    },
    {
      id: 'comments',
      title: 'Published comments',
      description: 'Every comment the department has published, with the tracking number of its filing.',
      rows: 1,
      lastUpdated: null,
      files: [
        { format: 'csv', path: '/open-data/comments.csv', bytes: 512 },
        { format: 'json', path: '/open-data/comments.json', bytes: 2_048 },
      ],
      columns: [
        { name: 'tracking_number', type: 'text', description: 'The tracking number of the filing commented on.' },
        { name: 'published_at', type: 'date-time', description: 'When the comment was published.' },
      ],
    },
    {
      id: 'plans-2027',
      title: 'Plan premiums 2027',
      description: 'One row per plan, county, age and tobacco use with the monthly premium.',
      rows: 1_234_560,
      lastUpdated: '2026-10-01T12:00:00Z',
      files: [{ format: 'csv', path: '/open-data/plans/2027.csv', bytes: 123_456_789 }],
      columns: [{ name: 'monthly_premium', type: 'decimal', description: 'The premium per month, in dollars.' }],
    },
  ],
};
