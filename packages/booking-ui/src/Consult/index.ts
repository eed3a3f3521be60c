export type { ConsultMessage, ConsultProps } from './Consult';
export { Consult } from './Consult';
