export { GlobalStyle } from './GlobalStyle';
