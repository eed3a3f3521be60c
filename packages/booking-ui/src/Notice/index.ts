export type { NotFoundNoticeProps } from './Notice';
export { NotFoundNotice, Notice } from './Notice';
