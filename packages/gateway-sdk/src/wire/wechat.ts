/** WeChat: the official account's OAuth and the JS-SDK config. */
export const wechatEndpoints = {};
