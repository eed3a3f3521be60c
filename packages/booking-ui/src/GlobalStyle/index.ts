export { baseRules, baseType, GlobalStyle } from './GlobalStyle';
