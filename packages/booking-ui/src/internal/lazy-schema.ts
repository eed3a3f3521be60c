import type { yup } from '@bookdirect/gateway-sdk/schemas';
import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';

/** Formik's `validate` for a yup schema kept out of the page's own JavaScript. */
export interface LazySchema<Values extends FormikValues> {
  (values: Values): Promise<FormikErrors<Values>>;
  /** Starts loading the rules: a form calls it once it is on screen, so they are there first. */
  preload(): void;
}

/**
 * The rules (yup and the phone metadata) are the heaviest part of a form that sits below the
 * fold: they load beside the page, once the form has mounted (`preload`), instead of inside
 * it, and a check that comes first waits for them. Once loaded, the same check as
 * `validationSchema` (Formik's own helpers), with the same messages.
 */
export function lazySchema<Values extends FormikValues>(
  load: () => Promise<yup.AnySchema>,
): LazySchema<Values> {
  let schema: Promise<yup.AnySchema> | undefined;
  const loaded = () => {
    schema ??= load();
    return schema;
  };
  const validate = async (values: Values) => {
    try {
      await validateYupSchema(values, await loaded());
      return {};
    } catch (error) {
      if ((error as { name?: string }).name === 'ValidationError') {
        return yupToFormErrors<Values>(error);
      }
      throw error;
    }
  };
  return Object.assign(validate, {
    preload() {
      loaded().catch(() => {
        // A failed load is tried again by the next check.
        schema = undefined;
      });
    },
  });
}
