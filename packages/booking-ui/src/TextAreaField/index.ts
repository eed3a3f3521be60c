export type { TextAreaFieldProps } from './TextAreaField';
export { TextAreaField } from './TextAreaField';
