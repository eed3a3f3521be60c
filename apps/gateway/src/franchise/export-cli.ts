/**
 * `pnpm -s export:franchise > leads.csv`: every franchise lead as CSV, read through the
 * running gateway's HTTP API (GATEWAY_URL, default http://127.0.0.1:4000) as a signed-in
 * admin: STAFF_EMAIL, STAFF_PASSWORD and STAFF_OTP or STAFF_TOTP_SECRET, else asked on the
 * terminal (staff/cli-session.ts). Going through the gateway means it works on PGlite too,
 * whose directory one process owns. `EXPORT_LANG=en` names regions and intentions in English.
 */
import { csvFile } from '@bookdirect/gateway-sdk';
import type { FranchiseLead } from '@bookdirect/gateway-sdk/contract';
import { FRANCHISE_LEAD_COLUMNS } from '@bookdirect/gateway-sdk/endpoints';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { dataOf, withStaffSession } from '../staff/cli-session';

/** The leads as the CSV file: UTF-8 with a BOM, CRLF, a header row. */
export function leadsCsv(leads: FranchiseLead[]): string {
  return csvFile([
    FRANCHISE_LEAD_COLUMNS,
    ...leads.map((lead) => FRANCHISE_LEAD_COLUMNS.map((c) => lead[c])),
  ]);
}

async function main(): Promise<void> {
  const lang = process.env.EXPORT_LANG === 'en' ? 'en' : 'cn';
  await withStaffSession(
    async (session) => {
      const { lead_list } = dataOf(
        await session.call(staffEndpoints.staffLeadExport, { query: { lang } }),
      );
      process.stdout.write(leadsCsv(lead_list));
    },
    { env: process.env },
  );
}

if (process.argv[1]?.endsWith('export-cli.ts')) await main();
