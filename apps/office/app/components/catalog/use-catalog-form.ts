import { fieldErrors, type yup } from '@bookdirect/gateway-sdk/schemas';
import { useSubmit } from '@remix-run/react';
import { type FormikErrors, useFormik } from 'formik';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Values = Record<string, string | string[]>;

export interface CatalogFormOptions<V extends Values> {
  /** The call's shared schema (gateway-sdk), the one the gateway checks the body with. */
  schema: yup.AnyObjectSchema;
  initialValues: V;
  /** The form's values as the call's body (forms.ts), which is what the schema judges. */
  toBody: (values: V) => Record<string, unknown>;
  /** Field errors of the action's answer (locales keys); each shows until its field is edited. */
  serverErrors?: Record<string, string>;
}

/**
 * Formik with the call's shared schema: a submit with errors stays in the browser and shows
 * them under the fields; a valid one posts the real `<form>` to the page's action (which
 * checks again, since a post need not come from this page). Without scripts the form posts
 * natively and the action's answer shows the same errors.
 */
export function useCatalogForm<V extends Values>({
  schema,
  initialValues,
  toBody,
  serverErrors,
}: CatalogFormOptions<V>) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (lastServerErrors !== serverErrors) {
    // A new answer: its errors show again, whatever was edited before.
    setLastServerErrors(serverErrors);
    setEdited(new Set());
  }

  const formik = useFormik<V>({
    initialValues,
    enableReinitialize: true,
    validateOnChange: true,
    validateOnBlur: false,
    validate: (values) => {
      try {
        schema.validateSync(toBody(values), { abortEarly: false });
        return {};
      } catch (error) {
        return fieldErrors(error) as FormikErrors<V>;
      }
    },
    onSubmit: () => {
      const form = formRef.current;
      if (!form) return;
      setEdited(new Set());
      submit(form, { method: 'post', preventScrollReset: true });
    },
  });

  /** The translated error under a field: the browser's check after a submit, else the action's. */
  const errorOf = (name: string): string | undefined => {
    const own = (formik.errors as Record<string, string | undefined>)[name];
    if (own && formik.submitCount > 0) return t(own);
    const server = serverErrors?.[name];
    if (server && !edited.has(name)) return t(server);
    return undefined;
  };

  const edit = (name: string, value: string | string[]) => {
    setEdited((before) => new Set(before).add(name));
    void formik.setFieldValue(name, value);
  };

  /** Props for a text input, select or textarea bound to a field. */
  const field = (name: keyof V & string) => ({
    name,
    value: String(formik.values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      edit(name, event.target.value),
    error: errorOf(name),
  });

  /** Props for one checkbox of a list field (`facilities`): ticked keys, in the list. */
  const tick = (name: keyof V & string, key: string) => {
    const list = (formik.values[name] as string[] | undefined) ?? [];
    return {
      type: 'checkbox' as const,
      name,
      value: key,
      checked: list.includes(key),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        edit(name, event.target.checked ? [...list, key] : list.filter((item) => item !== key)),
    };
  };

  return { formik, formRef, field, tick, edit, errorOf, t };
}
