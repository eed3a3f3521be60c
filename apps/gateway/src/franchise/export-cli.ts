/**
 * `pnpm -s export:franchise > leads.csv`: every franchise lead as CSV, read through the
 * running gateway's HTTP API (GATEWAY_URL, default http://127.0.0.1:4000) with ADMIN_TOKEN.
 * Going through the gateway means it works on PGlite too, whose directory one process owns.
 */
import type { Envelope, FranchiseLead } from '@bookdirect/gateway-sdk/contract';

const columns: (keyof FranchiseLead)[] = [
  'kind',
  'id',
  'create_time',
  'name',
  'mobile',
  'contact',
  'country',
  'province',
  'city',
  'intention',
  'remark',
];

/** RFC 4180 field; a leading =, +, - or @ is prefixed so spreadsheets do not run it. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function main(): Promise<void> {
  const token = process.env.ADMIN_TOKEN?.trim();
  if (!token) {
    console.error('Set ADMIN_TOKEN (the same value the gateway runs with).');
    process.exit(2);
  }
  const base = (process.env.GATEWAY_URL?.trim() || 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const lang = process.env.EXPORT_LANG === 'en' ? 'en' : 'cn';
  const response = await fetch(`${base}/v1/u/franchise/leads?lang=${lang}`, {
    headers: { 'X-Admin-Token': token },
  });
  const body = (await response.json()) as Envelope<{ lead_list: FranchiseLead[] }>;
  if (body.rec !== 0 || !body.data) {
    console.error(`The gateway refused: rec ${body.rec} ${body.msg}`);
    process.exit(1);
  }
  const lines = [columns.join(',')];
  for (const lead of body.data.lead_list)
    lines.push(columns.map((c) => csvField(lead[c])).join(','));
  process.stdout.write(`\uFEFF${lines.join('\r\n')}\r\n`);
}

if (process.argv[1]?.endsWith('export-cli.ts')) await main();
