import type { Language } from '@bookdirect/locales';
import { reviewerNickname } from '../orders/reviews';

/**
 * Guest reviews of the demo hotels, in both languages, consistent with the score each hotel is
 * seeded with: 3 to 8 reviews whose average / 2 rounds to it, so the hotel's running totals
 * (`review_count`, `review_sum`) give back exactly that score. They belong to no order.
 */

export interface DemoReview {
  score: number;
  content: string;
  nickname: string;
  lang: Language;
  createdAt: Date;
}

export interface DemoReviewPlace {
  districtEn: string;
  districtCn: string;
  cityEn: string;
  cityCn: string;
}

type Text = (place: DemoReviewPlace) => string;

/** By score: 9-10, 7-8, then 6 and under. */
const TEXTS: Record<Language, [Text[], Text[], Text[]]> = {
  en: [
    [
      (p) =>
        `Spotless room, a comfortable bed and staff who remembered our names from the second day. The perfect base for exploring ${p.districtEn}.`,
      (p) =>
        `We stayed four nights and did not want to leave. Breakfast was generous, the street was quiet at night and everything in ${p.cityEn} was within easy reach.`,
      () =>
        'Check-in took two minutes, the room was ready early and the reception gave us a hand-drawn map of the best places to eat. Would book again without thinking.',
      () =>
        'Beautifully kept, calm and very clean. The little touches (fresh fruit, a kettle with good tea, blackout curtains) made a real difference after long days out.',
      (p) =>
        `Exactly as pictured. Friendly team, fast Wi-Fi for a bit of work, and a short walk to the sights of ${p.districtEn}.`,
      () =>
        'Travelled with two children and the staff could not have been kinder: an extra bed was waiting, and they kept our bags after check-out until our late flight.',
    ],
    [
      (p) =>
        `Good value for ${p.cityEn}. The room was smaller than expected but clean and well designed; breakfast could have had more choice.`,
      () =>
        'Comfortable stay and a great location. The shower took a while to warm up, but the staff were helpful with everything we asked.',
      (p) =>
        `Nice hotel in a lively part of ${p.districtEn}. Some street noise on Friday night; ask for a room at the back if you sleep lightly.`,
      () =>
        'Clean, modern and well run. The air conditioning was a little loud, otherwise no complaints and we would stay here again.',
    ],
    [
      () =>
        'Fine for a night or two. The location is convenient, but the room needed some updating and the lift was slow at breakfast time.',
      () =>
        'Friendly staff and a decent bed, though the bathroom was tired and the Wi-Fi dropped now and then.',
    ],
  ],
  zh: [
    [
      (p) =>
        `房间一尘不染，床非常舒服，前台第二天就记住了我们的名字。住在${p.districtCn}出行特别方便。`,
      (p) => `住了四晚，完全不想走。早餐丰盛，晚上很安静，去${p.cityCn}各个景点都很近。`,
      () => '入住只用了两分钟，房间提前准备好了，前台还给了我们一张手绘的美食地图，下次还会再来。',
      () => '环境优雅安静，打扫得非常干净。水果、好茶和遮光窗帘这些细节，让每天回来都很放松。',
      (p) => `和图片一模一样。工作人员热情，网速很快，步行就能到${p.districtCn}的主要景点。`,
      () =>
        '带着两个孩子入住，工作人员特别贴心：提前加好了床，退房后还帮我们寄存行李到晚上的航班。',
    ],
    [
      (p) =>
        `在${p.cityCn}算是性价比很高的选择。房间比想象中小一些，但干净、设计合理；早餐品种可以再多一点。`,
      () => '住得很舒服，位置很好。热水要放一会儿才热，不过工作人员对我们的问题都很耐心。',
      (p) =>
        `酒店在${p.districtCn}比较热闹的地段，周五晚上街上有点吵，睡眠浅的话建议要朝里的房间。`,
      () => '干净、现代，管理得很好。空调声音稍微有点大，其他都很满意，还会再住。',
    ],
    [
      () => '住一两晚没问题。位置方便，但房间有些旧了，早餐时段电梯要等很久。',
      () => '工作人员友好，床也还可以，不过卫生间有点旧，Wi-Fi 偶尔会断。',
    ],
  ],
};

const NAMES: Record<Language, string[]> = {
  en: [
    'Sophie Martin',
    'James Walker',
    'Emma Schneider',
    'Lucas Fernández',
    'Olivia Brown',
    'Noah Jensen',
    'Chloé Dubois',
    'Daniel Kim',
    'Hannah',
    '',
  ],
  zh: ['李晓红', '王伟', '陈静', '张敏', '刘洋', '赵雪', '周杰', '黄丽', 'Mei Lin', ''],
};

/**
 * The review scores of a hotel of `score10` (its 0-5 score x 10): 3 to 8 of them whose
 * `round(sum * 5 / count)` is `score10`. Five reviews always fit (their sum is `score10`),
 * other counts are tried first so hotels do not all have five.
 */
export function demoReviewScores(score10: number, r: () => number): number[] {
  const first = 3 + Math.floor(r() * 6);
  for (let k = 0; k < 6; k++) {
    const count = 3 + ((first - 3 + k) % 6);
    // 10 * sum in [count * (2 * score10 - 1), count * (2 * score10 + 1)), every score 1-10.
    const low = Math.max(count, Math.ceil((count * (2 * score10 - 1)) / 10));
    const high = Math.min(10 * count, Math.ceil((count * (2 * score10 + 1)) / 10) - 1);
    if (low > high) continue;
    return spread(low + Math.floor(r() * (high - low + 1)), count, r);
  }
  throw new RangeError(`no review scores give a score of ${score10 / 10}`);
}

/** `count` scores of 1-10 adding up to `sum`, as even as can be, then a little varied. */
function spread(sum: number, count: number, r: () => number): number[] {
  const base = Math.floor(sum / count);
  const scores = Array.from({ length: count }, (_, i) => base + (i < sum % count ? 1 : 0));
  for (let n = 0; n < count; n++) {
    const up = Math.floor(r() * count);
    const down = Math.floor(r() * count);
    const a = scores[up];
    const b = scores[down];
    if (up === down || a === undefined || b === undefined || a >= 10 || b <= 6) continue;
    scores[up] = a + 1;
    scores[down] = b - 1;
  }
  return scores;
}

const DAY_MS = 86_400_000;

/** A hotel's demo reviews, newest first, written over the months before `now`. */
export function planDemoReviews(
  score10: number,
  place: DemoReviewPlace,
  r: () => number,
  now: Date,
): DemoReview[] {
  const scores = demoReviewScores(score10, r);
  let daysAgo = 0;
  const ages = scores.map(() => {
    daysAgo += 3 + Math.floor(r() * 50);
    return daysAgo * DAY_MS - Math.floor(r() * DAY_MS);
  });
  const used = new Set<Text>();
  return scores.map((score, i) => {
    const band = score >= 9 ? 0 : score >= 7 ? 1 : 2;
    const preferred: Language = r() < 0.5 ? 'zh' : 'en';
    const { lang, text } = unusedText(preferred, band, used, r);
    const names = NAMES[lang];
    return {
      score,
      content: text(place),
      nickname: reviewerNickname(names[Math.floor(r() * names.length)] ?? '', lang),
      lang,
      createdAt: new Date(now.getTime() - (ages[i] ?? 0)),
    };
  });
}

/** A text of the band that the hotel has not used yet, in the other language if need be. */
function unusedText(
  preferred: Language,
  band: 0 | 1 | 2,
  used: Set<Text>,
  r: () => number,
): { lang: Language; text: Text } {
  const other: Language = preferred === 'zh' ? 'en' : 'zh';
  for (const lang of [preferred, other]) {
    const texts = TEXTS[lang][band];
    const start = Math.floor(r() * texts.length);
    for (let k = 0; k < texts.length; k++) {
      const text = texts[(start + k) % texts.length];
      if (text && !used.has(text)) {
        used.add(text);
        return { lang, text };
      }
    }
  }
  const texts = TEXTS[preferred][band];
  const text = texts[Math.floor(r() * texts.length)] ?? texts[0];
  if (!text) throw new Error('no demo review texts');
  return { lang: preferred, text };
}
