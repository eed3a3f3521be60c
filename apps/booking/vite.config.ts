import { dedupe, optimizeDepsInclude, styledComponents } from '@bookdirect/app-shell/vite';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    styledComponents(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  // styled-components must go through Vite's SSR transform, or `styled.main is not a function`.
  ssr: { noExternal: ['styled-components'] },
  resolve: { dedupe },
  // The catalogue's libraries, reached through booking-ui, so the first scan misses them.
  optimizeDeps: {
    include: [
      ...optimizeDepsInclude,
      '@bookdirect/booking-ui > formik',
      '@bookdirect/booking-ui > react-day-picker',
      '@bookdirect/booking-ui > react-day-picker/locale',
      '@bookdirect/booking-ui > @bookdirect/gateway-sdk',
      '@bookdirect/booking-ui > @bookdirect/gateway-sdk/schemas',
      '@googlemaps/react-wrapper',
    ],
  },
});
