import { describe, expect, it } from 'vitest';
import { formatPersonName, isCjkName } from '../src/names';

describe('formatPersonName', () => {
  it('writes a CJK name family name first, with no space, in either language', () => {
    const zhang = { first_name: '三', last_name: '张' };
    expect(formatPersonName(zhang, 'zh')).toBe('张三');
    expect(formatPersonName(zhang, 'en')).toBe('张三');
    expect(formatPersonName({ first_name: '思远', last_name: '欧阳' }, 'en')).toBe('欧阳思远');
    // Japanese (kana and the prolonged sound mark) and Korean are CJK too.
    expect(formatPersonName({ first_name: 'さくら', last_name: '山田' }, 'en')).toBe('山田さくら');
    expect(formatPersonName({ first_name: 'ケーコ', last_name: '佐々木' }, 'zh')).toBe(
      '佐々木ケーコ',
    );
    expect(formatPersonName({ first_name: '민준', last_name: '김' }, 'en')).toBe('김민준');
  });

  it('writes any other name given name first in English, family name first in Chinese', () => {
    const mei = { first_name: 'Mei', last_name: 'Chen' };
    expect(formatPersonName(mei, 'en')).toBe('Mei Chen');
    expect(formatPersonName(mei, 'zh')).toBe('Chen Mei');
    expect(formatPersonName({ first_name: 'Zoë Ana', last_name: 'Lima-Sá' }, 'en')).toBe(
      'Zoë Ana Lima-Sá',
    );
    expect(formatPersonName({ first_name: 'Νίκος', last_name: 'Παπαδόπουλος' }, 'zh')).toBe(
      'Παπαδόπουλος Νίκος',
    );
  });

  it('treats a name mixing CJK and other letters as not CJK, with a space between the parts', () => {
    expect(formatPersonName({ first_name: 'Wei', last_name: '林' }, 'en')).toBe('Wei 林');
    expect(formatPersonName({ first_name: 'Wei', last_name: '林' }, 'zh')).toBe('林 Wei');
    expect(formatPersonName({ first_name: '美Mei', last_name: 'Chen' }, 'zh')).toBe('Chen 美Mei');
  });

  it('leaves out an empty or blank part, and trims both', () => {
    expect(formatPersonName({ first_name: '', last_name: 'Chen' }, 'en')).toBe('Chen');
    expect(formatPersonName({ first_name: ' Mei ', last_name: '  ' }, 'zh')).toBe('Mei');
    expect(formatPersonName({ first_name: '', last_name: '张三' }, 'en')).toBe('张三');
    expect(formatPersonName({ first_name: ' 三', last_name: '张 ' }, 'en')).toBe('张三');
    expect(formatPersonName({ last_name: 'Lima' }, 'en')).toBe('Lima');
    expect(formatPersonName({ first_name: null, last_name: null }, 'en')).toBe('');
    expect(formatPersonName({}, 'zh')).toBe('');
  });
});

describe('isCjkName', () => {
  it('asks that every letter be CJK, whatever else the text holds', () => {
    expect(isCjkName('欧阳思远·司马长风')).toBe(true);
    expect(isCjkName('张 三')).toBe(true);
    expect(isCjkName('张三 Li')).toBe(false);
    expect(isCjkName('123')).toBe(false);
    expect(isCjkName('')).toBe(false);
  });
});
