import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brands } from '../../.storybook/brands';
import { type Language, languages } from '../../packages/locales/src/language';
import { fullMatrix, storybookDir } from './settings';

/** An entry of the built Storybook's index.json. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export interface Story {
  id: string;
  title: string;
  name: string;
  /** Tagged `page`: a whole page of a site, also checked on a desktop in both languages. */
  page: boolean;
}

/** The Storybook viewports the pictures are taken at (their sizes come from the preview). */
export type ViewportName = 'phone' | 'desktop';
export type BrandName = keyof typeof brands;

/** One picture of a story; a global left out is the story's own (the toolbar's default). */
export interface Shot {
  viewport: ViewportName;
  locale?: Language;
  brand?: BrandName;
}

/**
 * A story tagged `no-visual` has no pictures. Only for a story that cannot hold still
 * however it is rendered; its file says why.
 */
export const OPT_OUT_TAG = 'no-visual';
export const PAGE_TAG = 'page';

export function readStories(dir = storybookDir): Story[] {
  const indexFile = join(dir, 'index.json');
  let entries: Record<string, IndexEntry>;
  try {
    ({ entries } = JSON.parse(readFileSync(indexFile, 'utf8')) as {
      entries: Record<string, IndexEntry>;
    });
  } catch (error) {
    throw new Error(
      `${indexFile} could not be read (${(error as Error).message}): run \`pnpm visual\`, which builds the Storybook first`,
    );
  }
  return Object.values(entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes(OPT_OUT_TAG))
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      name: entry.name,
      page: entry.tags?.includes(PAGE_TAG) ?? false,
    }));
}

const brandNames = Object.keys(brands) as BrandName[];

/**
 * The pictures of a story. By default (CI): on a phone in the story's own language, and for
 * a page also on a desktop in each language. `VISUAL_FULL=1`: every language, brand and
 * viewport.
 */
export function shotsOf(story: Story, full = fullMatrix): Shot[] {
  if (full) {
    return (['phone', 'desktop'] as const).flatMap((viewport) =>
      languages.flatMap((locale) => brandNames.map((brand) => ({ viewport, locale, brand }))),
    );
  }
  const phone: Shot = { viewport: 'phone' };
  if (!story.page) return [phone];
  return [phone, ...languages.map((locale) => ({ viewport: 'desktop' as const, locale }))];
}
