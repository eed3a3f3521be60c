import type { yup } from '@bookdirect/gateway-sdk/schemas';
import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';

/**
 * Formik's `validate` for a yup schema that loads the first time a value is checked, not with
 * the page: the rules (yup and the phone metadata) are the heaviest part of a form that sits
 * below the fold. The same check as `validationSchema` (Formik's own helpers), once loaded.
 */
export function lazySchema<Values extends FormikValues>(
  load: () => Promise<yup.AnySchema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  let schema: Promise<yup.AnySchema> | undefined;
  return async (values) => {
    schema ??= load();
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (error) {
      if ((error as { name?: string }).name === 'ValidationError') {
        return yupToFormErrors<Values>(error);
      }
      throw error;
    }
  };
}
