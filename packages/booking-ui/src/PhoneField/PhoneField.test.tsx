import { type Language, resources } from '@bookdirect/locales';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../GuestForm/countries';
import { renderWithHost } from '../test/render';
import { PhoneField } from './PhoneField';
import { findPrefixOption, prefixOptions } from './prefix-options';

function Form({ initial = '+86' }: { initial?: string }) {
  const [prefix, setPrefix] = useState(initial);
  return (
    <>
      <PhoneField
        prefix={{ name: 'tel_prefix', value: prefix, onChange: (e) => setPrefix(e.target.value) }}
        number={{ name: 'mobile', value: '', onChange: () => {} }}
      />
      <output data-testid="chosen">{prefix}</output>
    </>
  );
}

const labels = () =>
  [...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent);

describe('PhoneField', () => {
  it('names each prefix after its country, in English', () => {
    renderWithHost(<Form />, { lng: 'en' });
    expect(screen.getByRole('option', { name: 'Greece +30' })).toHaveValue('+30');
    expect(screen.getByRole('option', { name: 'China +86' })).toHaveValue('+86');
    expect(screen.getByRole('combobox')).toHaveValue('+86');
  });

  it('names each prefix after its country, in Chinese', () => {
    renderWithHost(<Form />, { lng: 'zh' });
    expect(screen.getByRole('option', { name: '希腊 +30' })).toHaveValue('+30');
    expect(screen.getByRole('option', { name: '中国 +86' })).toHaveValue('+86');
  });

  it('names a shared prefix after the country it is known by, then the others', () => {
    renderWithHost(<Form />, { lng: 'en' });
    expect(screen.getByRole('option', { name: 'United States, Canada +1' })).toHaveValue('+1');
    expect(screen.getByRole('option', { name: /^United Kingdom, .*Jersey.* \+44$/ })).toHaveValue(
      '+44',
    );
  });

  it.each<Language>(['en', 'zh'])('lists the prefixes in %s alphabetical order of names', (lng) => {
    renderWithHost(<Form />, { lng });
    const order = Object.values(resources[lng].countries as Record<string, string>);
    const firsts = labels().map((label) => label?.replace(/[,、].*$| \+[\d-]+$/, ''));
    const ranks = firsts.map((name) => order.indexOf(name ?? ''));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('picks a prefix by its number as it is typed', () => {
    renderWithHost(<Form />, { lng: 'en' });
    const select = screen.getByRole('combobox');
    fireEvent.keyDown(select, { key: '3', timeStamp: 1 });
    fireEvent.keyDown(select, { key: '0', timeStamp: 2 });
    expect(screen.getByTestId('chosen')).toHaveTextContent('+30');
    expect(select).toHaveValue('+30');
  });

  it('keeps a stored prefix the list does not name', () => {
    renderWithHost(<Form initial="+999" />, { lng: 'en' });
    expect(screen.getByRole('combobox')).toHaveValue('+999');
  });
});

describe('findPrefixOption', () => {
  const options = prefixOptions(
    COUNTRIES.map((c) => ({
      ...c,
      name: (resources.en.countries as Record<string, string>)[c.code] ?? c.code,
    })),
  );

  it('finds a prefix by its number, with or without + or 00', () => {
    expect(findPrefixOption(options, '30')?.prefix).toBe('+30');
    expect(findPrefixOption(options, '+30')?.prefix).toBe('+30');
    expect(findPrefixOption(options, '0030')?.prefix).toBe('+30');
    expect(findPrefixOption(options, '1-268')?.prefix).toBe('+1-268');
  });

  it('finds nothing for what is not a number', () => {
    expect(findPrefixOption(options, '+')).toBeUndefined();
    expect(findPrefixOption(options, 'gr')).toBeUndefined();
  });

  it('lists every prefix once', () => {
    const prefixes = options.map((o) => o.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(new Set(prefixes)).toEqual(new Set(COUNTRIES.map((c) => c.prefix)));
  });
});
