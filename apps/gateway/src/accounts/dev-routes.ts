import { CreditsOperate, Rec } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { BusinessError, envelope } from '../http/envelope';
import { restrictToLoopback } from '../http/loopback';
import { appendCredits } from './credits';
import { users } from './schema';
import { normalizeEmail } from './service';

export const DEV_CREDITS_PATH = '/dev/credits';
// Answers the contract's envelope: `{ rec: 0, data: { balance } }`, rec 5 for an unknown
// member, rec 2 for a bad amount.

/** The most one grant may add: enough for any demo stay, not a way to mint a fortune. */
const MAX_GRANT = 1_000_000;

/**
 * Grants points to a member, beside the dev mailbox and like it only with DEV_ROUTES and only
 * to a peer on this machine: demos and browser tests need a member who can pay a stay with
 * points alone, and the only honest way to get one is an earn entry through the ledger's own
 * write path.
 */
export const devAccountRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.devRoutes) return;
  restrictToLoopback(app);

  app.post<{ Body: { email: string; credits: number } }>(
    DEV_CREDITS_PATH,
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['email', 'credits'],
          properties: {
            email: { type: 'string', maxLength: 254 },
            credits: { type: 'integer', minimum: 1, maximum: MAX_GRANT },
          },
        },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const result = await app.db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        if (!member) return undefined;
        return appendCredits(tx, {
          userId: member.id,
          operate: CreditsOperate.earn,
          credits: request.body.credits,
          // Dated by the gateway's clock, so a grant ages (and expires) with a moved clock.
          createdAt: app.clock(),
        });
      });
      if (!result) throw new BusinessError(Rec.notFound);
      return envelope(request.lang, Rec.ok, 'errors:ok', { balance: result.balance });
    },
  );
};
