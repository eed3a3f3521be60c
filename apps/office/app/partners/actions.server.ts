import {
  staffEndpoints,
  staffPartnerChangeBody,
  staffPartnerCreateBody,
} from '@bookdirect/gateway-sdk/staff';
import { data } from '@remix-run/node';
import { type FormAnswer, fieldErrors, refused } from '../forms';
import { gatewayMessage, requireAdmin, staffAction } from '../staff.server';
import { originList, type PartnerFieldValues, partnerFieldValues } from './fields';

/** Which form of the partners page posted, and the answer it gets back. */
export type PartnerIntent = 'add' | 'save' | 'delete';

export interface PartnerAnswer extends FormAnswer {
  intent?: PartnerIntent;
  /** The partner the answer is about. */
  code?: string;
  /** The fields as typed, when they are shown again with their errors. */
  values?: PartnerFieldValues;
  /** A removal asked for and not yet confirmed. */
  confirm?: { code: string; name: string };
  /** Words of the success message: `office_partners:<done>` with the name and code. */
  done?: 'added' | 'saved' | 'deleted';
  name?: string;
}

/**
 * The partners page's posts, admins only: add (`intent=add`), save a row's edit
 * (`intent=save`, `code`), and remove (`intent=delete`, `code`): the first post of a removal
 * only asks, the second (`confirm=1`) removes. The shared rules answer a mistake before the
 * call; the gateway answers what only it knows (a code taken: rec 6; gone: the 404 page).
 */
export function partnerAction(request: Request) {
  return staffAction(request, async (context, form) => {
    const { gateway } = requireAdmin(context);
    const intent = String(form.get('intent') ?? '');
    const values = partnerFieldValues(form);
    if (intent === 'add') {
      const body = { code: values.code, name: values.name, origins: originList(values.origins) };
      const errors = await fieldErrors(staffPartnerCreateBody, body);
      if (errors) return data<PartnerAnswer>({ intent, values, errors, tone: 'error' }, 400);
      try {
        const { partner } = await gateway.call(staffEndpoints.staffPartnerCreate, { body });
        return data<PartnerAnswer>({
          intent,
          done: 'added',
          code: partner.code,
          name: partner.name,
          tone: 'success',
        });
      } catch (error) {
        return data<PartnerAnswer>({ intent, values, ...refused(gatewayMessage(error)) }, 400);
      }
    }
    if (intent === 'save') {
      const body = { name: values.name, origins: originList(values.origins) };
      const errors = await fieldErrors(staffPartnerChangeBody, body);
      if (errors) {
        return data<PartnerAnswer>(
          { intent, code: values.code, values, errors, tone: 'error' },
          400,
        );
      }
      try {
        const { partner } = await gateway.call(staffEndpoints.staffPartnerChange, {
          params: { code: values.code },
          body,
        });
        return data<PartnerAnswer>({
          intent,
          done: 'saved',
          code: partner.code,
          name: partner.name,
          tone: 'success',
        });
      } catch (error) {
        return data<PartnerAnswer>(
          { intent, code: values.code, values, ...refused(gatewayMessage(error)) },
          400,
        );
      }
    }
    if (intent === 'delete') {
      if (form.get('confirm') !== '1') {
        return data<PartnerAnswer>({
          intent,
          confirm: { code: values.code, name: values.name || values.code },
        });
      }
      try {
        await gateway.call(staffEndpoints.staffPartnerDelete, { params: { code: values.code } });
        return data<PartnerAnswer>({ intent, done: 'deleted', code: values.code, tone: 'success' });
      } catch (error) {
        return data<PartnerAnswer>({ intent, ...refused(gatewayMessage(error)) }, 400);
      }
    }
    return data<PartnerAnswer>({ message: 'office:fix_fields', tone: 'error' }, 400);
  });
}
