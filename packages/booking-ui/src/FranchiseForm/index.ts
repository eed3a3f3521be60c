export type {
  FranchiseFormProps,
  FranchiseValues,
  SubmitAnswer,
} from './FranchiseForm';
export { emptyFranchise, FranchiseForm } from './FranchiseForm';
