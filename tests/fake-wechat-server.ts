import { FakeWeChat, type FakeWeChatKeys } from '../apps/gateway/test/support/fake-wechat';
import { ports, wechatMerchant } from './ports';

/**
 * The fake WeChat of the end-to-end stack (playwright.config.ts starts it): WeChat Pay v3, the
 * official account's OAuth and JS-SDK, on ports.fakeWechat, with the keys the config made for
 * this run (E2E_WECHAT_KEYS) so the gateway and the fake trust each other.
 */
const keys = JSON.parse(process.env.E2E_WECHAT_KEYS ?? '') as FakeWeChatKeys;
const fake = await new FakeWeChat({ ...wechatMerchant, keys }).start(ports.fakeWechat);
process.stdout.write(`fake WeChat on ${fake.url}\n`);
const stop = () => fake.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
