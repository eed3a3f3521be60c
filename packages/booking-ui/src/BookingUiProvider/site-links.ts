import {
  hotelPath,
  SITE_PAGES,
  type SitePage,
  searchPath,
  siteUrl,
} from '@bookdirect/gateway-sdk/site-links';
import { createContext, useContext } from 'react';

export type { SitePage } from '@bookdirect/gateway-sdk/site-links';

/** Where the library's links go: the booking site, its page paths, the partner's code. */
export interface SiteLinkSettings {
  /**
   * Base of the booking site, e.g. `https://book.example.com`; '' (the default) keeps links
   * relative, for the booking site itself.
   */
  bookingUrl?: string;
  /** Paths that differ from the booking site's own, by page name (`{ login: '/sign-in' }`). */
  links?: Partial<Record<SitePage, string>>;
  /** Added as `partner=` to every booking-site link the library makes (contract rule). */
  partnerCode?: string;
}

/** Builders of booking-site links, from the provider's settings. */
export interface SiteLinks {
  /** A page by name: `page('login')`. */
  page(name: SitePage): string;
  /** Results for a city and a stay. */
  search(params: Parameters<typeof searchPath>[0]): string;
  /** A hotel's page for a stay. */
  hotel(hotel: Parameters<typeof hotelPath>[0], stay: Parameters<typeof hotelPath>[1]): string;
  /** Any booking-site path with its query, e.g. an order's page, on the booking site. */
  url(path: string): string;
}

/** The page a path is, when it is one of the named pages. */
function pageOfPath(pathname: string): SitePage | undefined {
  for (const [name, path] of Object.entries(SITE_PAGES)) {
    if (path === pathname) return name as SitePage;
  }
  return undefined;
}

/**
 * The link builders for one set of settings. A path whose page is overridden in `links`
 * keeps its query on the new path; the base and the partner code go on last (`siteUrl`).
 */
export function siteLinks({ bookingUrl = '', links = {}, partnerCode }: SiteLinkSettings = {}) {
  const url = (path: string) => {
    const end = path.search(/[?#]/);
    const pathname = end === -1 ? path : path.slice(0, end);
    const rest = path.slice(pathname.length);
    const page = pageOfPath(pathname);
    const override = page ? links[page] : undefined;
    const moved = override
      ? `${override}${override.includes('?') && rest.startsWith('?') ? `&${rest.slice(1)}` : rest}`
      : path;
    return siteUrl(moved, bookingUrl, partnerCode);
  };
  const builders: SiteLinks = {
    page: (name) => url(SITE_PAGES[name]),
    search: (params) => url(searchPath(params)),
    hotel: (hotel, stay) => url(hotelPath(hotel, stay)),
    url,
  };
  return builders;
}

// Annotated so that a bundle which never reads the links drops them.
export const SiteLinksContext = /* @__PURE__ */ createContext<SiteLinks>(
  /* @__PURE__ */ siteLinks(),
);

/**
 * The booking site's links as the provider's `bookingUrl`, `links` and `partnerCode` make
 * them; relative paths of the booking site without a provider.
 */
export function useSiteLinks(): SiteLinks {
  return useContext(SiteLinksContext);
}
