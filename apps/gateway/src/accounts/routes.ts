import { CREDITS_PAGE_SIZE, RESEND_COUNTDOWN_S } from '@bookdirect/gateway-sdk';
import {
  codeRequestBody,
  creditsQuery,
  loginBody,
  registerBody,
  resetBody,
  userInfoSchema,
} from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { ok } from '../http/envelope';
import type { JsonSchema, ObjectSchema } from '../http/schemas';
import { completedNightsLastYear, creditsBalance, levelForNights, listCredits } from './credits';
import {
  type AccountContext,
  login,
  register,
  requestCode,
  resetPassword,
  updateUserInfo,
  userInfo,
} from './service';
import { endSession, requireMember } from './sessions';
import { type AccountSettings, accountSettingsFromEnv } from './settings';

const TAGS = ['accounts'] as const;

export interface AccountRoutesOptions {
  /** Defaults from the environment (LOGIN_FAILURES_PER_EMAIL, BOOKING_URL, ...). */
  settings?: Partial<AccountSettings>;
}

const str = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  description,
  ...extra,
});
const email = str('E-mail address', { maxLength: 320, examples: ['ana@example.com'] });
const password = str('Lowercase hex SHA-256 of what the member typed (`hashPassword`)', {
  maxLength: 128,
});
const code = str('The 6 digits mailed (spaces ignored)', { maxLength: 32 });
const consent = { type: 'integer', enum: [0, 1], description: '1: accepts marketing e-mails' };

const sessionData: JsonSchema = {
  type: 'object',
  required: ['token', 'expire_time'],
  properties: {
    token: { type: 'string', description: 'Send it back in the `token` header.' },
    expire_time: { type: 'integer', description: 'End of the session, seconds since the epoch.' },
  },
};

const codeRequestData: JsonSchema = {
  type: 'object',
  required: ['resend_after'],
  properties: {
    resend_after: {
      type: 'integer',
      description: `Seconds before another code (${RESEND_COUNTDOWN_S}).`,
    },
  },
};

const userInfoProperties = {
  name: { type: 'string' },
  email: { type: 'string' },
  mobile: { type: 'string' },
  birthday: { type: 'integer', description: '`YYYYMMDD`; 0 when not given' },
  gender: { type: 'integer', enum: [0, 1, 2], description: '1 male, 2 female, 0 not given' },
  edu_id: { type: 'integer', description: '1-6; 0 when not given' },
  industery_id: { type: 'integer', description: '1-12 (the spec spelling); 0 when not given' },
  credits: { type: 'integer', description: 'Points balance: the sum of the ledger' },
  level: {
    type: 'integer',
    enum: [1, 2, 3, 4],
    description: '1 silver, 2 gold, 3 platinum, 4 diamond',
  },
  nights: { type: 'integer', description: 'Nights completed in the last 12 months' },
  marketing_consent: { type: 'integer', enum: [0, 1] },
} as const;

const userInfoData: JsonSchema = {
  type: 'object',
  required: ['user_info'],
  properties: {
    user_info: {
      type: 'object',
      required: Object.keys(userInfoProperties),
      properties: userInfoProperties,
    },
  },
};

const profileBody: ObjectSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    mobile: { type: 'string', maxLength: 64 },
    birthday: { description: '`YYYYMMDD` integer; 0 or empty to clear', examples: [19880214] },
    gender: { type: 'integer' },
    edu_id: { description: '1-6; 0 or empty to clear', examples: [3] },
    industery_id: { description: '1-12 (the spec spelling); 0 or empty to clear', examples: [7] },
    marketing_consent: { type: 'integer' },
  },
};

const members =
  'Needs the `token` header of a live session; without one the answer is rec 3 ' +
  '`errors:session_expired`.';

/** Member calls under /v1/u: sign in and out, registration and reset by code, profile, points. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const settings: AccountSettings = { ...accountSettingsFromEnv(process.env), ...options.settings };
  const context = (request: FastifyRequest): AccountContext => ({
    lang: request.lang,
    clientAddress: request.clientAddress,
    settings,
  });
  const limits =
    `Failed sign-ins are limited per e-mail (default ${settings.loginFailuresPerEmail.max}) and ` +
    `per client address (default ${settings.loginFailuresPerAddress.max}) per ` +
    `${settings.loginFailuresPerEmail.windowSeconds} s: past either, rec 7 with ` +
    '`data.retry_after`, even for the right password.';

  defineEndpoint(app, 'POST /user/login/', {
    summary: 'Sign in',
    description: `Public. Opens a new session (4.5 days) and answers its token. A wrong e-mail or password answers rec 1 \`account:login_failed\` alike. ${limits}`,
    tags: TAGS,
    body: { type: 'object', properties: { email, password } },
    rules: { body: loginBody },
    data: sessionData,
    handler: async (request, { body: input }) => {
      return ok(await login(app.db, input, context(request)), 'account:login_successfully');
    },
  });

  defineEndpoint(app, 'GET /user/logout/', {
    summary: 'Sign out',
    description: `Ends the session of the \`token\` header; the member's other sessions stay. ${members}`,
    tags: TAGS,
    data: { type: 'null' },
    handler: async (request) => {
      await endSession(request);
      return ok(null, 'account:logged_out');
    },
  });

  const codeRequestDescription = (what: string) =>
    `Public. ${what} Answers rec 0 \`account:code_sent\` with \`resend_after\` whether or not ` +
    `the address has an account. Another request for the same address within ${RESEND_COUNTDOWN_S} s ` +
    `answers rec 7 with \`data.retry_after\`; requests per client address are limited too ` +
    `(default ${settings.codeRequestsPerAddress.max} per ${settings.codeRequestsPerAddress.windowSeconds} s).`;

  /** `POST /user/regemail/` and `POST /user/passwordemail/`: the same call for two purposes. */
  const codeRequestEndpoint = (
    name: 'POST /user/regemail/' | 'POST /user/passwordemail/',
    purpose: 'register' | 'reset',
    summary: string,
    what: string,
  ) =>
    defineEndpoint(app, name, {
      summary,
      description: codeRequestDescription(what),
      tags: TAGS,
      body: { type: 'object', properties: { email } },
      rules: { body: codeRequestBody },
      data: codeRequestData,
      handler: async (request, { body: input }) => {
        return ok(
          await requestCode(app.db, purpose, input.email, context(request)),
          'account:code_sent',
        );
      },
    });

  codeRequestEndpoint(
    'POST /user/regemail/',
    'register',
    'Mail a registration code',
    'Mails a 6-digit code valid 10 minutes; to an address that has an account, the mail says so and links to password reset.',
  );

  const codeRules =
    'A wrong, expired or already used code answers rec 2 with its own key ' +
    '(`account:code_incorrect`, `account:code_expired`, `account:code_used`) and ' +
    '`data.errors.code`; the 5th wrong try burns the code, after which it answers ' +
    '`account:code_too_many_tries`. Refused codes per client address are limited ' +
    `(default ${settings.codeFailuresPerAddress.max} per ${settings.codeFailuresPerAddress.windowSeconds} s, rec 7).`;

  defineEndpoint(app, 'PUT /user/regemail/', {
    summary: 'Complete a registration',
    description: `Public. With a valid registration code, creates the member and signs in (answers a session token). A valid code for an address that already has an account answers rec 6 \`account:user_exists\` and changes nothing. ${codeRules}`,
    tags: TAGS,
    body: { type: 'object', properties: { email, password, code, marketing_consent: consent } },
    rules: { body: registerBody },
    data: sessionData,
    handler: async (request, { body: input }) => {
      return ok(await register(app.db, input, context(request)), 'account:registered');
    },
  });

  codeRequestEndpoint(
    'POST /user/passwordemail/',
    'reset',
    'Mail a password reset code',
    'Mails a 6-digit code valid 10 minutes to a member; to an address without an account nothing is mailed.',
  );

  defineEndpoint(app, 'PUT /user/passwordemail/', {
    summary: 'Reset the password',
    description: `Public. With a valid reset code, sets the new password and ends every session of the member. ${codeRules}`,
    tags: TAGS,
    body: { type: 'object', properties: { email, password, code } },
    rules: { body: resetBody },
    data: { type: 'null' },
    handler: async (request, { body: input }) => {
      await resetPassword(app.db, input, context(request));
      return ok(null, 'account:password_reset');
    },
  });

  defineEndpoint(app, 'GET /user/info/', {
    summary: 'The member profile',
    description: `Profile fields, points balance and level. ${members}`,
    tags: TAGS,
    data: userInfoData,
    handler: async (request) => {
      const userId = await requireMember(request);
      return ok({ user_info: await userInfo(app.db, userId) });
    },
  });

  defineEndpoint(app, 'PUT /user/info/', {
    summary: 'Save the member profile',
    description: `Validated with the shared \`userInfoSchema\`; omitted fields stay as they are. Answers the saved profile with \`account:saved_successful\`. ${members}`,
    tags: TAGS,
    body: profileBody,
    rules: { body: userInfoSchema },
    data: userInfoData,
    handler: async (request, { body: input }) => {
      const userId = await requireMember(request);
      const saved = await updateUserInfo(app.db, userId, {
        ...input,
        gender: input.gender as 0 | 1 | 2 | undefined,
        marketing_consent: input.marketing_consent as 0 | 1 | undefined,
      });
      return ok({ user_info: saved }, 'account:saved_successful');
    },
  });

  defineEndpoint(app, 'GET /user/credits/', {
    summary: 'Points balance, level and history',
    description: `The ledger newest first, \`nums\` per page (default ${CREDITS_PAGE_SIZE}); \`credits\` is the balance, the sum of every entry. ${members}`,
    tags: TAGS,
    querystring: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        nums: { type: 'integer', minimum: 1, maximum: 100, default: CREDITS_PAGE_SIZE },
      },
    },
    rules: { query: creditsQuery },
    data: {
      type: 'object',
      required: ['credits', 'level', 'user_credits_list', 'total'],
      properties: {
        credits: { type: 'integer' },
        level: userInfoProperties.level,
        total: { type: 'integer' },
        user_credits_list: {
          type: 'array',
          items: {
            type: 'object',
            required: ['user_credits_note_id', 'operate', 'credits', 'create_time', 'order_id'],
            properties: {
              user_credits_note_id: { type: 'integer' },
              operate: {
                type: 'integer',
                enum: [1, 2, 3, 4],
                description: '1 earned, 2 spent, 3 returned, 4 expired',
              },
              credits: { type: 'integer', description: 'Signed' },
              create_time: { type: 'integer', description: 'Seconds since the epoch' },
              order_id: { type: 'string' },
            },
          },
        },
      },
    },
    handler: async (request) => {
      const userId = await requireMember(request);
      const { page = 1, nums = CREDITS_PAGE_SIZE } = request.query;
      const { list, total } = await listCredits(app.db, userId, page, nums);
      const nights = await completedNightsLastYear(app.db, userId);
      return ok({
        credits: await creditsBalance(app.db, userId),
        level: levelForNights(nights),
        user_credits_list: list,
        total,
      });
    },
  });
};
