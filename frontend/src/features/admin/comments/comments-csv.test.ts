import { describe, expect, it } from 'vitest';
import { commentFixture } from '@/testing/mocks/admin-comments-fixtures';
import { COMMENTS_CSV_HEADER, commentsCsv, commentsCsvFileName, csvValue } from './comments-csv';

describe('comments CSV export (SPEC 9)', () => {
  it("starts with the header row 'Comment,Date,Status,SERFF Tracking Number', as given", () => {
    expect(commentsCsv([]).split('\r\n')[0]).toBe('Comment,Date,Status,SERFF Tracking Number');
    expect(COMMENTS_CSV_HEADER).toBe('Comment,Date,Status,SERFF Tracking Number');
  });

  it('writes commentary, dateCreatedAsString, statusDesc and filingSerffTrackNum, every value in double quotes', () => {
    const csv = commentsCsv([
      commentFixture({
        commentKey: 7,
        commentary: 'Too steep.',
        dateCreatedAsString: '11/18/2026 02:05 PM',
        statusDesc: 'Pending',
        filingSerffTrackNum: 'BLHP-130008414',
      }),
    ]);

    expect(csv).toBe(
      'Comment,Date,Status,SERFF Tracking Number\r\n"Too steep.","11/18/2026 02:05 PM","Pending","BLHP-130008414"\r\n',
    );
  });

  it('doubles the double quotes inside a value and keeps line breaks inside its quotes', () => {
    expect(csvValue('Explain "trend", please')).toBe('"Explain ""trend"", please"');
    expect(csvValue('First line\nSecond line')).toBe('"First line\nSecond line"');
    expect(csvValue(null)).toBe('""');
  });

  // Comments come from the public: a spreadsheet must show a would-be formula as text
  // (CSV injection). Rule: a value starting with =, +, -, @, tab or carriage return gets a
  // leading apostrophe inside its quotes.
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the spreadsheet formula %j with a leading apostrophe', (value, expected) => {
    expect(csvValue(value)).toBe(expected);
  });

  it('leaves values alone that merely contain those characters after the start', () => {
    expect(csvValue('Rates went up 10% = too much')).toBe('"Rates went up 10% = too much"');
    expect(csvValue('11/18/2026 02:05 PM')).toBe('"11/18/2026 02:05 PM"');
  });

  it("names the file after the day it was made: 'comments-YYYY-MM-DD.csv'", () => {
    expect(commentsCsvFileName(new Date(2026, 10, 5))).toBe('comments-2026-11-05.csv');
  });
});
