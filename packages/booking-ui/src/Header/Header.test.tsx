import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../test/render';
import { Header } from './Header';

const nav = (
  <ul>
    <li>
      <a href="/hotel/search">Hotels</a>
    </li>
  </ul>
);

describe('Header', () => {
  it('links the brand logo home', () => {
    renderWithHost(<Header homeHref="/" languageAction="/set-language" />);
    expect(screen.getByRole('link', { name: 'Bookdirect Hotels' })).toHaveAttribute('href', '/');
  });

  it('switches language with a POST form that needs no JavaScript', () => {
    renderWithHost(<Header languageAction="/set-language" redirectTo="/hotel/search?x=1" />, {
      lng: 'zh',
    });
    const group = screen.getByRole('group', { name: '切换语言' });
    const form = group.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/set-language');
    expect(form).toHaveFormValues({ redirectTo: '/hotel/search?x=1' });
    const zh = within(group).getByRole('button', { name: '中文' });
    const en = within(group).getByRole('button', { name: 'EN' });
    expect(zh).toHaveAttribute('type', 'submit');
    expect(zh).toHaveAttribute('name', 'lng');
    expect(zh).toHaveAttribute('value', 'zh');
    expect(zh).toHaveAttribute('aria-pressed', 'true');
    expect(en).toHaveAttribute('value', 'en');
    expect(en).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens and closes the phone menu, returning focus on Escape', () => {
    renderWithHost(<Header languageAction="/set-language" nav={nav} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('link', { name: 'Hotels' }),
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('has no menu button when there is nothing to fold', () => {
    renderWithHost(<Header languageAction="/set-language" />);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});
