import {
  CREDITS_PAGE_SIZE,
  DEFAULT_ACCOUNT_LIMITS,
  LOGIN_COOKIE_MAX_AGE_MS,
  RESEND_COUNTDOWN_S,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_S,
} from '../constants';
import { CreditsOperate } from '../contract';
import {
  codeRequestBody,
  creditsQuery,
  loginBody,
  registerBody,
  resetBody,
  userInfoSchema,
} from '../schemas/accounts';
import {
  endpoint,
  Int,
  IntEnum,
  List,
  Obj,
  RuledBody,
  Seconds,
  type Static,
  Str,
  Type,
} from './define';

/**
 * Members: registration and reset by e-mailed code, sessions, profile, points. Passwords
 * travel as the lowercase hex SHA-256 of what the member typed (`hashPassword`). Every call
 * but the public ones needs the `token` header; without a live session they answer rec 3.
 * E-mail formats, code formats, lengths and their messages are the shared yup schemas'
 * (`loginBody`, `registerBody`, `userInfoSchema`...), the same the sites' forms run.
 */

const tags = ['accounts'] as const;

const SESSION_DAYS = LOGIN_COOKIE_MAX_AGE_MS / 86_400_000;
const CODE_MINUTES = VERIFICATION_CODE_TTL_S / 60;

/* Fields of the request bodies. */

const Email = () =>
  Type.String({
    description: 'E-mail address, at most 254 characters',
    examples: ['ana@example.com'],
  });
const PasswordHash = (
  description = 'Lowercase hex SHA-256 of what the member typed (`hashPassword`)',
) => Type.String({ description, maxLength: 128 });
const Code = () =>
  Type.String({
    description: `The ${VERIFICATION_CODE_LENGTH} digits mailed (spaces ignored)`,
    maxLength: 32,
  });
const MarketingConsent = (description: string) => Type.Unsafe<0 | 1>(Int(description));

/** 1 male, 2 female; 0 not given. */
export const Gender = IntEnum([0, 1, 2], '1 male, 2 female, 0 not given');
export type Gender = Static<typeof Gender>;

/** 1 silver, 2 gold, 3 platinum, 4 diamond: a label, by nights completed in 12 months. */
export const MemberLevel = IntEnum([1, 2, 3, 4], '1 silver, 2 gold, 3 platinum, 4 diamond');
export type MemberLevel = Static<typeof MemberLevel>;

export const UserInfo = Obj({
  name: Str(),
  email: Str(),
  mobile: Str("E.164 (`+302105550142`); '' when not given"),
  birthday: Int('`YYYYMMDD`; 0 when not given'),
  gender: Gender,
  edu_id: Int('1-6; 0 when not given'),
  industery_id: Int('1-12 (the spec spelling); 0 when not given'),
  credits: Int("Points balance: the sum of the member's ledger"),
  level: MemberLevel,
  nights: Int('Nights completed in the last 12 months (what `level` is computed from)'),
  marketing_consent: IntEnum([0, 1], 'Marketing e-mails accepted at registration or later'),
});
export type UserInfo = Static<typeof UserInfo>;

/** A profile field the form may send empty: `''`, null or 0 clear it. */
const Clearable = (description: string, example: number) =>
  Type.Unsafe<number>({ description, examples: [example] });

/**
 * Body of `PUT /user/info/`: the profile form's fields; omitted fields stay as they are.
 * Lengths, formats and options are `userInfoSchema`'s.
 */
export const UserInfoUpdate = Type.Object({
  name: Type.Optional(Str('At most 50 characters; trimmed')),
  mobile: Type.Optional(
    Str(
      "A phone with its own `+`, or beside `tel_prefix` (`+86` when that is absent); kept as E.164; '' clears",
    ),
  ),
  tel_prefix: Type.Optional(Str('Calling prefix of `mobile`, `+30` or `30`')),
  birthday: Type.Optional(
    Clearable('`YYYYMMDD` integer, a past day after 1900; 0 or empty to clear', 19880214),
  ),
  gender: Type.Optional(Type.Unsafe<Gender>(Int('1 male, 2 female, 0 not given'))),
  edu_id: Type.Optional(Clearable('1-6; 0 or empty to clear', 3)),
  industery_id: Type.Optional(Clearable('1-12 (the spec spelling); 0 or empty to clear', 7)),
  marketing_consent: Type.Optional(MarketingConsent('0 or 1: 1 accepts marketing e-mails')),
});
export type UserInfoUpdate = Static<typeof UserInfoUpdate>;

/** One entry of the points ledger. `credits` is positive for 1 and 3, negative for 2 and 4. */
export const CreditsNote = Obj({
  user_credits_note_id: Int(),
  operate: IntEnum(
    [CreditsOperate.earn, CreditsOperate.spend, CreditsOperate.refund, CreditsOperate.expire],
    '1 earned, 2 spent, 3 returned, 4 expired',
  ),
  credits: Int('Signed'),
  create_time: Seconds(),
  expire_time: Seconds(
    'Earned and returned points (1, 3): when they expire, 24 months on; 0 for spent and expired',
  ),
  order_id: Str("The order it belongs to, '' for none"),
});
export type CreditsNote = Static<typeof CreditsNote>;

/** Query of `GET /user/credits/`; bounds are `creditsQuery`'s. */
export const CreditsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ default: 1, description: 'From 1 (default 1)' })),
  nums: Type.Optional(
    Type.Integer({
      default: CREDITS_PAGE_SIZE,
      description: `Page size, 1 to 100 (default ${CREDITS_PAGE_SIZE})`,
    }),
  ),
});
export type CreditsQuery = Static<typeof CreditsQuery>;

/** `data` of `GET /user/credits/`: balance, level and one page of the ledger, newest first. */
export const CreditsData = Obj({
  credits: Int('Points balance: the sum of every entry'),
  level: MemberLevel,
  user_credits_list: List(CreditsNote),
  total: Int('Entries, all pages'),
});
export type CreditsData = Static<typeof CreditsData>;

export const LoginBody = Obj({ email: Email(), password: PasswordHash() });
export type LoginBody = Static<typeof LoginBody>;

export const CodeRequestBody = Obj({ email: Email() });
export type CodeRequestBody = Static<typeof CodeRequestBody>;

export const CodeRequestData = Obj({
  resend_after: Int(
    `Seconds before another code may be asked for (the spec's ${RESEND_COUNTDOWN_S} s countdown)`,
  ),
});
export type CodeRequestData = Static<typeof CodeRequestData>;

const codeConfirm = {
  email: Email(),
  password: PasswordHash('Lowercase hex SHA-256 of the new password (`hashPassword`)'),
  code: Code(),
};

/** Body of `PUT /user/regemail/`. */
export const CodeConfirmBody = Obj({
  ...codeConfirm,
  marketing_consent: Type.Optional(
    MarketingConsent('0 or 1: 1 when the member accepts marketing e-mails (default 0)'),
  ),
});
export type CodeConfirmBody = Static<typeof CodeConfirmBody>;

/** Body of `PUT /user/passwordemail/`. */
export const ResetPasswordBody = Obj(codeConfirm);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const SessionData = Obj({
  token: Str('Send it back in the `token` header.'),
  expire_time: Seconds(
    `End of the session, seconds since the epoch (${SESSION_DAYS} days after login).`,
  ),
});
export type SessionData = Static<typeof SessionData>;

const members =
  'Needs the `token` header of a live session; without one the answer is rec 3 ' +
  '`errors:session_expired`.';

const limits = DEFAULT_ACCOUNT_LIMITS;

const codeRequest = (path: string, summary: string, what: string) =>
  endpoint({
    method: 'POST',
    audience: 'public',
    path,
    summary,
    description:
      `Public. ${what} Answers rec 0 \`account:code_sent\` with \`resend_after\` whether or ` +
      `not the address has an account. Another request for the same address within ` +
      `${RESEND_COUNTDOWN_S} s answers rec 7 with \`data.retry_after\`; requests per client ` +
      `address are limited too (default ${limits.codeRequestsPerAddress.max} per ` +
      `${limits.codeRequestsPerAddress.windowSeconds} s).`,
    tags,
    body: RuledBody(CodeRequestBody),
    rules: { body: codeRequestBody },
    data: CodeRequestData,
  });

const codeRules =
  'A wrong, expired or already used code answers rec 2 with its own key ' +
  '(`account:code_incorrect`, `account:code_expired`, `account:code_used`) and ' +
  `\`data.errors.code\`; the ${VERIFICATION_CODE_MAX_TRIES}th wrong try burns the ` +
  'code, after which it answers `account:code_too_many_tries`. Refused codes per client ' +
  `address are limited (default ${limits.codeFailuresPerAddress.max} per ` +
  `${limits.codeFailuresPerAddress.windowSeconds} s, rec 7).`;

export const accountEndpoints = {
  login: endpoint({
    method: 'POST',
    audience: 'public',
    path: '/user/login/',
    summary: 'Sign in',
    description:
      `Public. Opens a new session (${SESSION_DAYS} days) and answers its token. A wrong ` +
      'e-mail or password answers rec 1 `account:login_failed` alike. Failed sign-ins are ' +
      `limited per e-mail (default ${limits.loginFailuresPerEmail.max}) and per client ` +
      `address (default ${limits.loginFailuresPerAddress.max}) per ` +
      `${limits.loginFailuresPerEmail.windowSeconds} s: past either, rec 7 with ` +
      '`data.retry_after`, even for the right password.',
    tags,
    body: RuledBody(LoginBody),
    rules: { body: loginBody },
    data: SessionData,
  }),

  logout: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/user/logout/',
    summary: 'Sign out',
    description: `Ends the session of the \`token\` header; the member's other sessions stay. ${members}`,
    tags,
    data: Type.Null(),
  }),

  registerCode: codeRequest(
    '/user/regemail/',
    'Mail a registration code',
    `Mails a ${VERIFICATION_CODE_LENGTH}-digit code valid ${CODE_MINUTES} minutes; to an ` +
      'address that has an account, the mail says so and links to password reset.',
  ),

  register: endpoint({
    method: 'PUT',
    audience: 'public',
    path: '/user/regemail/',
    summary: 'Complete a registration',
    description:
      'Public. With a valid registration code, creates the member and signs in (answers a ' +
      'session token). A valid code for an address that already has an account answers rec 6 ' +
      `\`account:user_exists\` and changes nothing. ${codeRules}`,
    tags,
    body: RuledBody(CodeConfirmBody),
    rules: { body: registerBody },
    data: SessionData,
  }),

  resetCode: codeRequest(
    '/user/passwordemail/',
    'Mail a password reset code',
    `Mails a ${VERIFICATION_CODE_LENGTH}-digit code valid ${CODE_MINUTES} minutes to a ` +
      'member; to an address without an account nothing is mailed.',
  ),

  resetPassword: endpoint({
    method: 'PUT',
    audience: 'public',
    path: '/user/passwordemail/',
    summary: 'Reset the password',
    description:
      'Public. With a valid reset code, sets the new password and ends every session of the ' +
      `member. ${codeRules}`,
    tags,
    body: RuledBody(ResetPasswordBody),
    rules: { body: resetBody },
    data: Type.Null(),
  }),

  userInfo: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/user/info/',
    summary: 'The member profile',
    description: `Profile fields, points balance and level. ${members}`,
    tags,
    data: Obj({ user_info: UserInfo }),
  }),

  updateUserInfo: endpoint({
    method: 'PUT',
    audience: 'member',
    path: '/user/info/',
    summary: 'Save the member profile',
    description:
      'Validated with the shared `userInfoSchema`; omitted fields stay as they are. Answers ' +
      `the saved profile with \`account:saved_successful\`. ${members}`,
    tags,
    body: UserInfoUpdate,
    rules: { body: userInfoSchema },
    data: Obj({ user_info: UserInfo }),
  }),

  credits: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/user/credits/',
    summary: 'Points balance, level and history',
    description:
      `The ledger newest first, \`nums\` per page (default ${CREDITS_PAGE_SIZE}); ` +
      `\`credits\` is the balance, the sum of every entry. ${members}`,
    tags,
    query: CreditsQuery,
    rules: { query: creditsQuery },
    data: CreditsData,
  }),
};
