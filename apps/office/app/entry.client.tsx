import { hydrateApp } from '@bookdirect/app-shell/client';

hydrateApp();
