import { shell } from './shell.server';

export { STREAM_TIMEOUT_MS as streamTimeout } from '@bookdirect/app-shell/server';

export default shell.handleRequest;
