/**
 * WeChat's official account and WeChat Pay as configured: parsed with the payment settings
 * (payments/settings.ts, WECHAT_*), read here by the official account's calls.
 */
export interface WeChatSettings {
  /** The official account's app id (also the one WeChat Pay charges in). */
  appId: string;
  /** The official account's secret: OAuth code exchange and the JS-SDK's access token. */
  appSecret: string;
  mchId: string;
  /** The merchant's APIv3 key (32 characters): decrypts notifications. */
  apiV3Key: string;
  /** Serial number of the merchant's API certificate, named in every request. */
  certSerial: string;
  /** The merchant's API private key (PEM): signs every request and the in-app parameters. */
  privateKey: string;
  /** WeChat Pay's platform public key (PEM) and its serial: answers and notifications. */
  platformPublicKey: string;
  platformSerial: string;
  /** WeChat Pay's API (WECHAT_API_BASE). */
  apiBase: string;
  /** The official account's API, api.weixin.qq.com (WECHAT_OPEN_API_BASE). */
  openApiBase: string;
  notifyUrl: string;
}
