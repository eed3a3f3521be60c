import { readFile } from 'node:fs/promises';
import { openDatabase, parseFlags } from '../catalog/tooling/cli';
import { importOtaReservations, parseOtaCsv, parseOtaJson } from './ota-import';

/**
 * `pnpm --filter @bookdirect/gateway import:ota <file.csv|file.json>`
 *
 * Imports travel-platform reservations into the environment's database (DATABASE_URL or the
 * PGlite directory) as paid orders holding their stock; a platform order number already
 * imported is left as it is. Prints one line per reservation; exits 1 when any was refused.
 */
const flags = parseFlags(process.argv.slice(2));
const path = typeof flags._ === 'string' ? flags._ : undefined;
if (flags.help || !path) {
  console.log(
    'import:ota <file.csv|file.json>\n' +
      'CSV header: platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone[,tel_prefix,rooms,amount]\n' +
      'JSON: [{...}] or {"reservations": [{...}]} with the same fields',
  );
  process.exit(path ? 0 : 2);
}
const text = await readFile(path, 'utf8');
const reservations = path.toLowerCase().endsWith('.csv')
  ? parseOtaCsv(text)
  : parseOtaJson(JSON.parse(text));
const handle = await openDatabase();
try {
  const result = await importOtaReservations(handle.db, reservations);
  for (const line of result.report) {
    const what =
      line.outcome === 'refused' ? `refused: ${line.reason}` : `${line.outcome} ${line.order_id}`;
    console.log(`line ${line.line} ${line.platform_order_no || '(no number)'}: ${what}`);
  }
  console.log(
    `${result.imported} imported, ${result.existing} already there, ${result.refused} refused`,
  );
  process.exitCode = result.refused > 0 ? 1 : 0;
} finally {
  await handle.close();
}
