import { readFile } from 'node:fs/promises';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { parseFlags } from '../catalog/tooling/cli';
import { dataOf, StaffCliError, withStaffSession } from '../staff/cli-session';

/**
 * `pnpm --filter @bookdirect/gateway import:ota <file.csv|file.json>`
 *
 * Imports travel-platform reservations through the running gateway (GATEWAY_URL, default
 * http://127.0.0.1:4000, `POST /v1/s/checkin/ota-orders/`) as a signed-in admin, or a manager
 * of the hotels they are at: STAFF_EMAIL, STAFF_PASSWORD and STAFF_OTP or STAFF_TOTP_SECRET,
 * else asked on the terminal (staff/cli-session.ts). Each becomes a paid order holding its
 * stock; a platform order number already imported is left as it is. Prints one line per
 * reservation; exits 1 when any was refused or the gateway refused the call.
 */
const flags = parseFlags(process.argv.slice(2));
const path = typeof flags._ === 'string' ? flags._ : undefined;
if (flags.help || !path) {
  console.log(
    'import:ota <file.csv|file.json>\n' +
      'CSV header: platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone[,tel_prefix,rooms,amount]\n' +
      'JSON: [{...}] or {"reservations": [{...}]} with the same fields\n' +
      'Signs in with STAFF_EMAIL, STAFF_PASSWORD, STAFF_OTP or STAFF_TOTP_SECRET (else asks) ' +
      'at GATEWAY_URL (default http://127.0.0.1:4000).',
  );
  process.exit(path ? 0 : 2);
}

/** The call's body: the CSV text as it is, or the JSON file's list. */
async function bodyOf(file: string): Promise<{ csv: string } | { reservations: unknown[] }> {
  const text = await readFile(file, 'utf8');
  if (file.toLowerCase().endsWith('.csv')) return { csv: text };
  const value: unknown = JSON.parse(text);
  const list =
    value && typeof value === 'object' && 'reservations' in value
      ? (value as { reservations: unknown }).reservations
      : value;
  if (!Array.isArray(list)) {
    throw new StaffCliError(`${file}: expected a list of reservations or {"reservations": [...]}`);
  }
  return { reservations: list };
}

// Read before signing in: a file that cannot be read spends no code.
const body = await bodyOf(path).catch((error: Error) => {
  console.error(error instanceof StaffCliError ? error.message : `${path}: ${error.message}`);
  process.exit(1);
});

await withStaffSession(
  async (session) => {
    const result = dataOf(await session.call(staffEndpoints.staffOtaImport, { body }));
    for (const line of result.report) {
      const what =
        line.outcome === 'refused' ? `refused: ${line.reason}` : `${line.outcome} ${line.order_id}`;
      console.log(`line ${line.line} ${line.platform_order_no || '(no number)'}: ${what}`);
    }
    console.log(
      `${result.imported} imported, ${result.existing} already there, ${result.refused} refused`,
    );
    process.exitCode = result.refused > 0 ? 1 : 0;
  },
  { env: process.env },
);
