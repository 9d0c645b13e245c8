import { describe, expect, it } from 'vitest';
import { csvFileName, resultToCsv } from './to-csv.ts';

describe('resultToCsv', () => {
  it('quotes what needs quoting, leaves NULL and withheld cells empty, and starts with a BOM', () => {
    const csv = resultToCsv({
      columns: ['user_id', 'user_name', 'bio', 'password_hash'],
      data: [
        { user_id: 1, user_name: '홍길동', bio: '안녕, "반가워요"\n둘째 줄', password_hash: null },
        { user_id: 2, user_name: '김철수', bio: null, password_hash: null },
      ],
      redactedColumns: ['password_hash'],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'user_id,user_name,bio,password_hash',
      '1,홍길동,"안녕, ""반가워요""\n둘째 줄",',
      '2,김철수,,',
    ]);
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    const csv = resultToCsv({ columns: ['bio'], data: [{ bio: '=HYPERLINK("http://x")' }], redactedColumns: [] });
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('names the file after the moment', () => {
    expect(csvFileName(new Date(2025, 2, 1, 14, 30))).toBe('query-20250301-1430.csv');
  });
});
