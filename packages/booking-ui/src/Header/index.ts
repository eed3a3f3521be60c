export type { HeaderProps } from './Header';
export { Header } from './Header';
export type { LanguageSwitchProps } from './LanguageSwitch';
export { LanguageSwitch } from './LanguageSwitch';
