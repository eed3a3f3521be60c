import { gatewayErrorResponse } from '@bookdirect/app-shell/server';
import type { GatewayClient } from '@bookdirect/gateway-sdk';
import { type StaffProfile, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { isSessionEnded, signInRedirect, staffToken } from './session.server';
import { shell } from './shell.server';

/** The signed-in staff member and a gateway client carrying their session. */
export interface StaffContext {
  staff: StaffProfile;
  gateway: GatewayClient;
}

/**
 * The staff member of the request, or the redirect to sign in (thrown) when there is no
 * session or the gateway has ended it. Every page's loader and action starts here; the
 * gateway, not the office, decides what the role and hotels may see (rec 4, rec 5).
 */
export async function requireStaff(request: Request): Promise<StaffContext> {
  if (!staffToken(request)) throw signInRedirect(request);
  const gateway = shell.gatewayFor(request);
  try {
    const { staff } = await gateway.call(staffEndpoints.staffWhoAmI);
    return { staff, gateway };
  } catch (error) {
    if (isSessionEnded(error)) throw signInRedirect(request);
    throw gatewayErrorResponse(error);
  }
}
