import { Transform, type TransformCallback } from 'node:stream';
import { __PRIVATE__, type ServerStyleSheet } from 'styled-components';

/** styled-components ends every rule and every rehydration marker with this. */
const SPLITTER = '/*!sc*/\n';
const HEAD_END = Buffer.from('</head>');
const STYLE_TAG = /^<style([^>]*)>([\s\S]*)<\/style>$/;
/** How styled-components opens a server sheet's tag when it carries no nonce. */
const PLAIN_TAG = '<style data-styled="true"';
/** styled-components names a global style's group (and its instances) with this. */
const GLOBAL_GROUP = 'sc-global-';

/**
 * The head's `<style>` as bytes, with its CSS, per set of rule sets it holds (`headSheetKey`),
 * the most recently used last. Pages of one kind use the same rule sets, so their heads are
 * the same text: kept, it is neither serialised nor encoded again. A few dozen sets cover the
 * sites' pages in their states (about 35 KiB each).
 */
const headSheets = new Map<string, { bytes: Buffer; css: string }>();
const HEAD_SHEETS_KEPT = 64;

/**
 * What decides a server sheet's CSS, found without serialising it: each group's id and its
 * names, in the sheet's order. styled-components names a component's rules by a hash of the
 * rules (and of the component and the stylis options), so the names fix the rules, and a
 * group's rules are in the order its names were registered; a global style is named by its
 * instance instead and its rules can change with its props, so they are part of the key.
 * Two sheets with the same key write the same CSS. undefined when the sheet carries a nonce
 * (its tag is the request's own).
 */
function headSheetKey(sheet: ServerStyleSheet): string | undefined {
  const { instance } = sheet;
  if (instance.options.nonce) return undefined;
  let key = '';
  for (const [id, names] of instance.names) {
    key += `${id}{`;
    for (const name of names) key += `${name},`;
    if (id.startsWith(GLOBAL_GROUP)) {
      key += instance.getTag().getGroup(__PRIVATE__.StyleSheet.registerId(id));
    }
    key += '}';
  }
  return key;
}

/** Test hook: forget the kept heads. */
export function forgetHeadSheets() {
  headSheets.clear();
}

/**
 * Streams React's HTML while putting styled-components' CSS where browsers want it:
 * everything collected for the shell goes in one `<style>` just before `</head>` (so the first
 * paint is styled, no flash), and rules that only appear later (deferred segments) are
 * prepended to the chunks that need them. `sheet.interleaveWithNodeStream()` cannot be used:
 * it writes a `<style>` before the doctype.
 *
 * After `</head>` the sheet is read once per burst of chunks, not once per chunk: every rule
 * a burst uses is collected before its first chunk, and reading the sheet serialises all of
 * its CSS (on the results page that read per chunk was a tenth of the server's CPU). React as
 * the site servers load it writes a whole flush as one chunk (ADR 0044); an unpatched React
 * writes it as many 2 KiB chunks in one go, which the burst gathers again.
 */
export class StyleInjector extends Transform {
  private readonly sheet: ServerStyleSheet;
  /** The first read's CSS (the head's), sent whole as the sheet wrote it. */
  private firstCss: string | undefined;
  /** Every rule sent, split from `firstCss` only once a later read brings rules (rarely). */
  private seen: Set<string> | undefined;
  /** What came before `</head>` was found, as bytes: the page is never decoded here. */
  private head: Buffer = Buffer.alloc(0);
  private headDone = false;
  /** Chunks after `</head>` waiting for the end of their burst. */
  private pending: Array<Buffer | string> = [];
  private burst: NodeJS.Immediate | undefined;
  /** How many rules the sheet held when last read: a server's sheet only ever gains rules,
   * so the same count means nothing new to send (most bursts after the head), found without
   * serialising the sheet. */
  private sentRules = -1;

  constructor(sheet: ServerStyleSheet) {
    super();
    this.sheet = sheet;
  }

  /** Style tags holding only rules not sent yet; '' when there are none. */
  newStyleTags(): string {
    const rules = this.sheet.instance.getTag().tag.length;
    if (rules === this.sentRules) return '';
    this.sentRules = rules;
    const tags = this.sheet.getStyleTags();
    const match = STYLE_TAG.exec(tags);
    if (!match) return '';
    const [, attributes = '', css = ''] = match;
    if (!this.seen) {
      if (this.firstCss === undefined) {
        // The first read (the head's): every rule is new, so nothing to split or compare.
        this.firstCss = css;
        return tags;
      }
      this.seen = new Set(this.firstCss.split(SPLITTER));
      this.firstCss = '';
    }
    let fresh = '';
    for (const fragment of css.split(SPLITTER)) {
      if (!fragment || this.seen.has(fragment)) continue;
      this.seen.add(fragment);
      fresh += fragment + SPLITTER;
    }
    return fresh ? `<style${attributes}>${fresh}</style>` : '';
  }

  /** The head's style tags as bytes: kept ones when another page used the same rule sets. */
  private headStyles(): Buffer {
    const key = this.firstCss === undefined ? headSheetKey(this.sheet) : undefined;
    const kept = key === undefined ? undefined : headSheets.get(key);
    if (key !== undefined && kept) {
      headSheets.delete(key);
      headSheets.set(key, kept);
      this.sentRules = this.sheet.instance.getTag().tag.length;
      this.firstCss = kept.css;
      return kept.bytes;
    }
    const tags = this.newStyleTags();
    const bytes = Buffer.from(tags);
    if (key !== undefined && this.firstCss && tags.startsWith(PLAIN_TAG)) {
      headSheets.set(key, { bytes, css: this.firstCss });
      if (headSheets.size > HEAD_SHEETS_KEPT) {
        const oldest = headSheets.keys().next();
        if (!oldest.done) headSheets.delete(oldest.value);
      }
    }
    return bytes;
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.headDone) {
      this.pending.push(chunk);
      this.burst ??= setImmediate(() => this.sendPending());
      done();
      return;
    }
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    // Only the new bytes (and the end of the old, for a `</head>` split between chunks) are
    // searched. React writes a whole flush as one chunk (ADR 0044): this is usually the page.
    const from = Math.max(0, this.head.length - HEAD_END.length + 1);
    this.head = this.head.length === 0 ? bytes : Buffer.concat([this.head, bytes]);
    const at = this.head.indexOf(HEAD_END, from);
    if (at !== -1) {
      this.headDone = true;
      this.push(
        Buffer.concat([this.head.subarray(0, at), this.headStyles(), this.head.subarray(at)]),
      );
      this.head = Buffer.alloc(0);
    }
    done();
  }

  /** The burst's chunks as one, after any rules they brought. */
  private sendPending() {
    if (this.burst) clearImmediate(this.burst);
    this.burst = undefined;
    if (this.pending.length === 0) return;
    const styles = this.newStyleTags();
    const parts = styles ? [styles, ...this.pending] : this.pending;
    // One chunk per burst: every chunk costs again in the web stream and the socket below.
    this.push(
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))),
    );
    this.pending = [];
  }

  /**
   * Ends the page once. React ends its destination when the page is whole, and again when the
   * destination closes (its "closed early" handler finds nothing left and ends it once more);
   * a stream ended twice builds an error, stack trace and all, to drop it: a few hundredths of
   * a millisecond of every page. A callback given then is told the page has ended.
   */
  override end(...args: unknown[]): this {
    if (this.writableEnded) {
      const done = args.at(-1);
      if (typeof done === 'function') process.nextTick(done);
      return this;
    }
    return super.end(...(args as Parameters<Transform['end']>));
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void) {
    if (this.burst) clearImmediate(this.burst);
    this.burst = undefined;
    done(error);
  }

  override _flush(done: TransformCallback) {
    this.sendPending();
    // A document without `</head>` (never in our apps) still gets its styles, up front.
    if (!this.headDone && this.head.length > 0) {
      this.push(Buffer.concat([Buffer.from(this.newStyleTags()), this.head]));
    }
    this.sheet.seal();
    done();
  }
}
