import { siteConfig } from '@bookdirect/app-shell/vite';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(
  siteConfig({
    remix,
    port: 3000,
    // The catalogue's libraries, reached through booking-ui, so the first scan misses them.
    include: [
      '@bookdirect/booking-ui > formik',
      '@bookdirect/booking-ui > react-day-picker',
      '@bookdirect/booking-ui > react-day-picker/locale',
      '@bookdirect/booking-ui > @bookdirect/gateway-sdk',
      '@bookdirect/booking-ui > @bookdirect/gateway-sdk/schemas',
      '@bookdirect/booking-ui > @googlemaps/react-wrapper',
    ],
  }),
);
