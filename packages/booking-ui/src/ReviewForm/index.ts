export type { MyReviewProps } from './MyReview';
export { MyReview } from './MyReview';
export type { ReviewFormProps, ReviewValues } from './ReviewForm';
export { ReviewForm } from './ReviewForm';
