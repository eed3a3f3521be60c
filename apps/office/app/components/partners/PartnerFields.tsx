import { TextAreaField, TextField } from '@bookdirect/booking-ui';
import { PARTNER_NAME_MAX, PARTNER_ORIGINS_MAX } from '@bookdirect/gateway-sdk/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerFieldValues } from '../../partners/fields';
import { FieldGrid } from '../layout';

/** Room in the origins' textarea for their most, each a long host name. */
const ORIGINS_TEXT_MAX = PARTNER_ORIGINS_MAX * 300;

/**
 * A partner's fields: the code (only when adding one: it never changes), the name, and the
 * origins one per line. `errors` are locales keys per field; `id` keeps two forms' fields apart.
 */
export function PartnerFields({
  id,
  values,
  errors,
  withCode = false,
}: {
  id: string;
  values: PartnerFieldValues;
  errors?: Record<string, string>;
  withCode?: boolean;
}) {
  const { t } = useTranslation();
  const [origins, setOrigins] = useState(values.origins);
  const error = (field: string) => (errors?.[field] ? t(errors[field]) : undefined);
  return (
    <>
      <FieldGrid>
        {withCode ? (
          <TextField
            id={`${id}-code`}
            label={t('office_partners:code')}
            name="code"
            required
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.code}
            hint={t('office_partners:code_hint')}
            error={error('code')}
          />
        ) : (
          <input type="hidden" name="code" value={values.code} />
        )}
        <TextField
          id={`${id}-name`}
          label={t('office_partners:name')}
          name="name"
          required
          maxLength={PARTNER_NAME_MAX}
          defaultValue={values.name}
          error={error('name')}
        />
      </FieldGrid>
      <TextAreaField
        id={`${id}-origins`}
        label={t('office_partners:origins')}
        name="origins"
        rows={3}
        spellCheck={false}
        autoComplete="off"
        value={origins}
        onChange={(event) => setOrigins(event.target.value)}
        maxLength={ORIGINS_TEXT_MAX}
        hint={t('office_partners:origins_hint')}
        error={error('origins')}
      />
    </>
  );
}
