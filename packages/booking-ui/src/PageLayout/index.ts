export { PageContainer } from './PageLayout';
