import { describe, expect, it } from 'vitest';
import { EXAMPLE_RECEIPT_CODE, normalizeReceiptCode, receiptCodeFromFragment } from './receipt-code';

// Codes are read back as Crockford intends, exactly as the server reads them
// (crates/domain/src/receipt_code.rs).
describe('normalizeReceiptCode', () => {
  it('shows a code in four groups of four, however it was typed', () => {
    for (const typed of [
      '7KQ2-M9XD-4HTB-Z1PA',
      '7kq2m9xd4htbz1pa',
      '  7KQ2 M9XD 4HTB Z1PA\n',
      '7KQ2–M9XD—4HTB-Z1PA',
      '7kq2 - m9xd - 4htb - z1pa',
    ]) {
      expect(normalizeReceiptCode(typed), typed).toBe('7KQ2-M9XD-4HTB-Z1PA');
    }
  });

  it('reads I and L as 1 and O as 0', () => {
    expect(normalizeReceiptCode('7KQ2-M9XD-4HTB-ZIPA')).toBe('7KQ2-M9XD-4HTB-Z1PA');
    expect(normalizeReceiptCode('7KQ2-M9XD-4HTB-ZlPA')).toBe('7KQ2-M9XD-4HTB-Z1PA');
    expect(normalizeReceiptCode('oooo-OOOO-0000-llll')).toBe('0000-0000-0000-1111');
  });

  it('refuses U, other symbols, letters outside ASCII and the wrong number of characters', () => {
    for (const typed of [
      '7KQ2-M9XD-4HTB-Z1PU',
      '7KQ2_M9XD_4HTB_Z1PA',
      '7KQ2-M9XD-4HTB-Z1Pı',
      '7KQ2-M9XD-4HTB-Z1P',
      '7KQ2-M9XD-4HTB-Z1PA-7',
      '',
      `${'-'.repeat(60)}7KQ2M9XD4HTBZ1PA`,
    ]) {
      expect(normalizeReceiptCode(typed), typed).toBeNull();
    }
  });

  it('takes the example the form shows', () => {
    expect(normalizeReceiptCode(EXAMPLE_RECEIPT_CODE)).toBe(EXAMPLE_RECEIPT_CODE);
  });
});

describe('receiptCodeFromFragment', () => {
  it('reads the code of a receipt link, percent-encoded or not', () => {
    expect(receiptCodeFromFragment('#7KQ2-M9XD-4HTB-Z1PA')).toBe('7KQ2-M9XD-4HTB-Z1PA');
    expect(receiptCodeFromFragment('#7kq2%20m9xd%204htb%20z1pa')).toBe('7KQ2-M9XD-4HTB-Z1PA');
  });

  it('finds nothing in an empty, malformed or foreign fragment', () => {
    expect(receiptCodeFromFragment('')).toBeNull();
    expect(receiptCodeFromFragment('#')).toBeNull();
    expect(receiptCodeFromFragment('#%E0%A4%A')).toBeNull();
    expect(receiptCodeFromFragment('#main-content')).toBeNull();
  });
});
