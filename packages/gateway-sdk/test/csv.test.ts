import { describe, expect, it } from 'vitest';
import { csvField, csvFile } from '../src/csv';

describe('csvField', () => {
  it('leaves a plain field as it is', () => {
    expect(csvField('Grand Hotel')).toBe('Grand Hotel');
    expect(csvField(128.5)).toBe('128.5');
    expect(csvField('张三')).toBe('张三');
  });

  it('quotes a field holding a comma, a quote or a line break', () => {
    expect(csvField('Smith, Anna')).toBe('"Smith, Anna"');
    expect(csvField('the "blue" room')).toBe('"the ""blue"" room"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('keeps a spreadsheet from running a field as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+8613800000000')).toBe("'+8613800000000");
    expect(csvField('-3')).toBe("'-3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('csvFile', () => {
  it('writes rows with a BOM and CRLF line ends', () => {
    expect(
      csvFile([
        ['id', 'name'],
        [1, 'Li, Wei'],
      ]),
    ).toBe('\uFEFFid,name\r\n1,"Li, Wei"\r\n');
  });
});
