import type { DictItem, Region } from '@bookdirect/gateway-sdk';
import { OUTCOME_MS } from '../FranchisePage/OutcomeToast';

/** Story-only: the franchise form's countries, their regions and the intentions. */
const region = (region_id: number, pid: number, level: 1 | 2 | 3, en: string, cn: string) =>
  ({ region_id, pid, level, name_en: en, name_cn: cn, name: en }) satisfies Region;

export const countries = [
  region(2, 0, 1, 'China', '中国'),
  region(1, 0, 1, 'Greece', '希腊'),
  region(12, 0, 1, 'Japan', '日本'),
];
export const children: Record<number, Region[]> = {
  2: [region(201, 2, 2, 'Beijing', '北京市')],
  201: [region(20101, 201, 3, 'Beijing', '北京')],
  1: [region(101, 1, 2, 'Attica', '阿提卡')],
  101: [region(10101, 101, 3, 'Athens', '雅典')],
};
export const intentions: DictItem[] = [
  { task_id: 1, name: 'Rebranding' },
  { task_id: 2, name: 'New hotel' },
  { task_id: 3, name: 'Join the brand' },
  { task_id: 4, name: 'Financing' },
];

/**
 * A story's `beforeEach`: the outcome toast stays on screen while the story is looked at (it
 * clears itself after {@link OUTCOME_MS}, sooner than a loaded machine takes its picture).
 * Other timers run as usual.
 */
export function holdOutcome(): () => void {
  const { setTimeout } = window;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    ms === OUTCOME_MS ? 0 : setTimeout(handler, ms, ...args)) as typeof window.setTimeout;
  return () => {
    window.setTimeout = setTimeout;
  };
}
