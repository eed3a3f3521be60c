import type { BookdirectTheme } from './theme/create-theme';

// Consumers of the package get a typed `props.theme` in their own styled components.
declare module 'styled-components' {
  export interface DefaultTheme extends BookdirectTheme {}
}
