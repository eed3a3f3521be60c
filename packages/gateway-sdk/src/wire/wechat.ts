import { endpoint, Int, Obj, type Static, Str, Type } from './define';

/** WeChat: the official account's OAuth and the JS-SDK config. */

const tags = ['wechat'];
const unconfigured =
  'Without WeChat configured the answer is rec 6 `wechat:not_configured`; when WeChat does ' +
  'not answer, rec 1 `wechat:unavailable`.';

export const WxConfigData = Obj({
  app_id: Str("The official account's app id"),
  timestamp: Int('Seconds since the epoch'),
  noncestr: Str('Random'),
  signature: Str('sha1 of jsapi_ticket, noncestr, timestamp and url (without its `#` part)'),
});
export type WxConfigData = Static<typeof WxConfigData>;

export const wechatEndpoints = {
  wxConfig: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/user/wxconfig/',
    summary: 'JS-SDK config of a page',
    description:
      'Public. The `wx.config` of the page at `url` (its `#` part is ignored), signed over ' +
      "the official account's jsapi_ticket, which the gateway caches until it expires. " +
      unconfigured,
    tags,
    query: Type.Object({
      url: Type.String({ minLength: 1, maxLength: 2048, description: "The page's URL" }),
    }),
    data: WxConfigData,
  }),

  wxOauthBind: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/user/wxoagensign/',
    summary: "Bind the member's WeChat openid",
    description:
      'Takes the `code` of the official-account OAuth (snsapi_base), exchanges it for the ' +
      "visitor's openid and binds it to the member, replacing their earlier one; WeChat Pay " +
      'JSAPI charges that openid. A wrong or used code answers rec 2 `wechat:code_invalid`; ' +
      'an openid bound to another member rec 6 `wechat:openid_taken`. ' +
      unconfigured +
      ' Needs the `token` header of a live session (rec 3 without one).',
    tags,
    body: Type.Object({
      code: Type.String({ minLength: 1, maxLength: 512, description: 'The OAuth `code`' }),
    }),
    data: Obj({ openid_bound: Type.Literal(1) }),
  }),
};
