import { Rec } from '@bookdirect/gateway-sdk/contract';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { requireMember } from '../accounts/sessions';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok, validationFailed } from '../http/envelope';
import { bindOpenid } from './bindings';
import { isBadCode, OfficialAccount, WeChatApiError } from './official-account';
import type { WeChatSettings } from './settings';

export interface WeChatRoutesOptions {
  /** The official account, as payments' settings have it; undefined when WeChat is off. */
  settings: WeChatSettings | undefined;
  fetch?: typeof fetch;
}

/**
 * `GET /user/wxconfig/` and `POST /user/wxoagensign/` under /v1/u: what a page inside WeChat
 * needs before it can pay with WeChat Pay JSAPI.
 */
export const wechatRoutes: FastifyPluginAsync<WeChatRoutesOptions> = async (app, options) => {
  const account = options.settings
    ? new OfficialAccount(options.settings, app.db, app.clock, options.fetch)
    : undefined;
  const configured = () => {
    if (!account) throw new BusinessError(Rec.conflict, 'wechat:not_configured');
    return account;
  };
  const unavailable = (error: unknown) => {
    if (!(error instanceof WeChatApiError)) return error;
    app.log.error({ err: error }, 'WeChat official account call failed');
    return new BusinessError(Rec.failed, 'wechat:unavailable');
  };

  defineEndpoint(app, endpoints.wxConfig, {
    handler: async (_request, { query }) => {
      const wx = configured();
      try {
        return ok(await wx.jsSdkConfig(query.url));
      } catch (error) {
        throw unavailable(error);
      }
    },
  });

  defineEndpoint(app, endpoints.wxOauthBind, {
    handler: async (request, { body }) => {
      const userId = await requireMember(request);
      const wx = configured();
      let openid: string;
      try {
        openid = await wx.openidOfCode(body.code.trim());
      } catch (error) {
        if (isBadCode(error)) throw validationFailed({ code: 'wechat:code_invalid' });
        throw unavailable(error);
      }
      await bindOpenid(app.db, userId, wx.settings.appId, openid, app.clock());
      return ok({ openid_bound: 1 as const });
    },
  });
};
