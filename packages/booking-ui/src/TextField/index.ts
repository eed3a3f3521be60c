export type { SelectFieldProps, TextFieldProps } from './TextField';
export { SelectField, TextField } from './TextField';
