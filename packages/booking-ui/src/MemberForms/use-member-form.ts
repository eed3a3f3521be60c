import { fieldErrors, type yup } from '@bookdirect/gateway-sdk/schemas';
import { type FormikErrors, useFormik } from 'formik';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { type UiKey, useUiTranslation } from '../internal/use-ui-translation';

/** Field name to locales key, as the gateway's `data.errors` and the shared schemas give them. */
export type FieldErrorKeys = Partial<Record<string, string>>;

export interface MemberFormOptions<V extends Record<string, unknown>> {
  schema: yup.AnyObjectSchema;
  initialValues: V;
  /** Turns form values into what the schema checks (e.g. a date input into YYYYMMDD). */
  toSchema?: (values: V) => Record<string, unknown>;
  /** Errors the action answered with; each shows until its field is edited. */
  serverErrors?: FieldErrorKeys;
  /** Fields whose error shows as soon as they lose focus (the spec's confirm password). */
  validateOnBlurFields?: readonly (keyof V & string)[];
  /** Called with the form element once the values pass the schema. */
  onSubmit?: (form: HTMLFormElement) => void;
}

/**
 * Formik with a shared yup schema of gateway-sdk, for a form that also posts without
 * JavaScript: a valid submit hands the real `<form>` to the host (Remix's `submit`), or
 * submits it natively when the host gives no handler.
 */
export function useMemberForm<V extends Record<string, unknown>>({
  schema,
  initialValues,
  toSchema,
  serverErrors,
  validateOnBlurFields = [],
  onSubmit,
}: MemberFormOptions<V>) {
  const { t } = useUiTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (lastServerErrors !== serverErrors) {
    // A new answer from the action: its errors show again, whatever was edited before.
    setLastServerErrors(serverErrors);
    setEdited(new Set());
  }

  const formik = useFormik<V>({
    initialValues,
    validateOnChange: true,
    validateOnBlur: true,
    validate: (values) => {
      try {
        schema.validateSync(toSchema ? toSchema(values) : values, { abortEarly: false });
        return {};
      } catch (error) {
        return fieldErrors(error) as FormikErrors<V>;
      }
    },
    onSubmit: () => {
      const form = formRef.current;
      if (!form) return;
      setEdited(new Set());
      if (onSubmit) onSubmit(form);
      else form.submit();
    },
  });

  // What was typed before hydration lives only in the DOM; keep it rather than blank it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, initial] of Object.entries(initialValues)) {
      const control = form.elements.namedItem(name);
      if (!control) continue;
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (control.checked !== initial) void formik.setFieldValue(name, control.checked);
        continue;
      }
      // A group of checkboxes (an array value) keeps what React rendered: a RadioNodeList's
      // `value` speaks only for radios.
      if (Array.isArray(initial)) continue;
      // Text boxes, selects and radio groups (a RadioNodeList) all answer `value`.
      const value = (control as { value?: unknown }).value;
      if (typeof value === 'string' && value !== initial) void formik.setFieldValue(name, value);
    }
  }, []);

  /** The translated error to show under a field, if any. */
  const errorOf = (name: keyof V & string): string | undefined => {
    const own = formik.errors[name] as string | undefined;
    const shown =
      formik.submitCount > 0 ||
      (validateOnBlurFields.includes(name) && formik.touched[name] === true);
    if (own && shown) return t(own as UiKey);
    const server = serverErrors?.[name];
    if (server && !edited.has(name)) return t(server as UiKey);
    return undefined;
  };

  /** Sets a field as the person changed it: its answer from the action no longer shows. */
  const edit = <K extends keyof V & string>(name: K, value: V[K]) => {
    setEdited((before) => new Set(before).add(name));
    void formik.setFieldValue(name, value);
  };

  /** Props for a text control bound to a field. */
  const field = (name: keyof V & string) => ({
    name,
    value: (formik.values[name] as string | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => {
      edit(name, event.target.value as V[typeof name]);
    },
    onBlur: (_event: FocusEvent) => {
      void formik.setFieldTouched(name, true);
    },
    error: errorOf(name),
  });

  return { formik, formRef, field, edit, errorOf, t };
}
