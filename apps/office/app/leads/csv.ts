import { csvFile } from '@bookdirect/gateway-sdk';
import type { FranchiseLead } from '@bookdirect/gateway-sdk/contract';
import { FRANCHISE_LEAD_COLUMNS } from '@bookdirect/gateway-sdk/endpoints';
import { type Language, translate } from '@bookdirect/locales';

/** A column of the export (`FRANCHISE_LEAD_COLUMNS`); its header is `office_leads:csv_<column>`. */
type Column = (typeof FRANCHISE_LEAD_COLUMNS)[number];

/**
 * Every lead (applications and consult messages, oldest first, as the gateway's export
 * answers them) as the CSV file: headers and the kind in the staff member's language, region
 * and intention names as the gateway named them in it, the arrival time in UTC.
 */
export function leadsCsv(leads: readonly FranchiseLead[], lang: Language): string {
  const say = (key: string) => translate(lang, key);
  const cell = (lead: FranchiseLead, column: Column): string | number => {
    switch (column) {
      case 'kind':
        return say(`office_leads:csv_kind_${lead.kind}`);
      case 'create_time':
        return new Date(lead.create_time * 1000).toISOString().slice(0, 16).replace('T', ' ');
      default:
        return lead[column];
    }
  };
  return csvFile([
    FRANCHISE_LEAD_COLUMNS.map((column) => say(`office_leads:csv_${column}`)),
    ...leads.map((lead) => FRANCHISE_LEAD_COLUMNS.map((column) => cell(lead, column))),
  ]);
}

/** `leads-2026-03-05.csv`: the day it was exported (UTC). */
export function leadsFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
