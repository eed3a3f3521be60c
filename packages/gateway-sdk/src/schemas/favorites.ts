import * as yup from 'yup';
import { FAVORITES_PAGE_MAX } from '../constants';
import { stayQuery } from './catalog';

/** `GET /user/favorite/`: a page of saved hotels, priced for the stay. */
export const favoriteListQuery = stayQuery.shape({
  page: yup
    .number()
    .typeError('validation:invalid')
    .integer('validation:invalid')
    .min(1, 'validation:invalid')
    .max(100_000, 'validation:invalid')
    .optional(),
  nums: yup
    .number()
    .typeError('validation:invalid')
    .integer('validation:invalid')
    .min(1, 'validation:invalid')
    .max(FAVORITES_PAGE_MAX, 'validation:invalid')
    .optional(),
});

/** `POST /user/favorite/`: the hotel to save. */
export const favoriteBody = yup.object({
  hotel_id: yup
    .number()
    .typeError('validation:invalid')
    .required('validation:required')
    .integer('validation:invalid')
    // Its column's upper bound is the schema's (RuledId).
    .min(1, 'validation:invalid'),
});
