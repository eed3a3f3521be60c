export { FINANCIAL_PRODUCTS, Financial } from './Financial';
