import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInForm } from '../MemberForms/SignInForm';
import { renderWithHost } from '../test/render';
import { UserCard } from '../UserCard/UserCard';
import { siteLinks } from './site-links';

const member = { name: 'Wei Zhang', level: 2, credits: 2400 };

describe('booking-site links', () => {
  it('stay relative paths of the booking site without settings', () => {
    const links = siteLinks();
    expect(links.page('login')).toBe('/login');
    expect(
      links.search({
        cityId: 1101,
        regionName: 'Athens',
        enterDate: 20300610,
        leaveDate: 20300612,
      }),
    ).toBe('/hotel/search?enterDate=20300610&leaveDate=20300612&city_id=1101&region_name=Athens');
  });

  it('go to the partner site’s booking URL with the partner code', () => {
    const links = siteLinks({ bookingUrl: 'https://book.example.com/', partnerCode: 'lotus-bay' });
    expect(links.page('terms')).toBe('https://book.example.com/terms?partner=lotus-bay');
    expect(
      links.hotel(
        { hotel_id: 7, coord_x: 23.7, coord_y: 37.9 },
        { enterDate: 20300610, leaveDate: 20300611 },
      ),
    ).toBe(
      'https://book.example.com/hotel/detail?hotelId=7&x=23.7&y=37.9&enterDate=20300610&leaveDate=20300611&partner=lotus-bay',
    );
  });

  it('use a page’s own path where the settings move it, keeping the query', () => {
    const links = siteLinks({ links: { search: '/find?from=partner' }, partnerCode: 'p1' });
    expect(links.url('/hotel/search?region_name=Greece')).toBe(
      '/find?from=partner&region_name=Greece&partner=p1',
    );
    expect(links.page('login')).toBe('/login?partner=p1');
  });

  it('leave out a partner code the contract does not accept', () => {
    expect(siteLinks({ partnerCode: 'not a code!' }).page('register')).toBe('/register');
  });
});

describe('components under the provider', () => {
  it('link the member menu to the booking site of the provider', () => {
    renderWithHost(<UserCard member={member} defaultOpen />, {
      site: { bookingUrl: 'https://book.example.com', partnerCode: 'lotus-bay' },
    });
    const card = screen.getByTestId('user-card');
    expect(within(card).getByRole('link', { name: 'My Trips' })).toHaveAttribute(
      'href',
      'https://book.example.com/order_list?partner=lotus-bay',
    );
    expect(card.querySelector('form')).toHaveAttribute(
      'action',
      'https://book.example.com/logout?partner=lotus-bay',
    );
  });

  it('keep the links a host passes', () => {
    renderWithHost(<SignInForm links={{ join: '/join-us' }} />, {
      site: { links: { resetPassword: '/forgot' } },
    });
    expect(screen.getByRole('link', { name: /Join/ })).toHaveAttribute('href', '/join-us');
    expect(screen.getByRole('link', { name: /Forgot/ })).toHaveAttribute('href', '/forgot');
  });
});
