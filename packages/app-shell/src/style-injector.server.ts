import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { ServerStyleSheet } from 'styled-components';

/** styled-components ends every rule and every rehydration marker with this. */
const SPLITTER = '/*!sc*/\n';
const HEAD_END = '</head>';
const STYLE_TAG = /^<style([^>]*)>([\s\S]*)<\/style>$/;

/**
 * Streams React's HTML while putting styled-components' CSS where browsers want it:
 * everything collected for the shell goes in one `<style>` just before `</head>` (so the first
 * paint is styled, no flash), and rules that only appear later (deferred segments) are
 * prepended to the chunk that needs them. `sheet.interleaveWithNodeStream()` cannot be used:
 * it writes a `<style>` before the doctype.
 */
export class StyleInjector extends Transform {
  private readonly sheet: ServerStyleSheet;
  private readonly seen = new Set<string>();
  private readonly decoder = new StringDecoder('utf8');
  private head = '';
  private headDone = false;

  constructor(sheet: ServerStyleSheet) {
    super();
    this.sheet = sheet;
  }

  /** Style tags holding only rules not sent yet; '' when there are none. */
  newStyleTags(): string {
    const match = STYLE_TAG.exec(this.sheet.getStyleTags());
    if (!match) return '';
    const [, attributes = '', css = ''] = match;
    let fresh = '';
    for (const fragment of css.split(SPLITTER)) {
      if (!fragment || this.seen.has(fragment)) continue;
      this.seen.add(fragment);
      fresh += fragment + SPLITTER;
    }
    return fresh ? `<style${attributes}>${fresh}</style>` : '';
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.headDone) {
      const styles = this.newStyleTags();
      if (styles) this.push(styles);
      this.push(chunk);
      done();
      return;
    }
    this.head += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const at = this.head.indexOf(HEAD_END);
    if (at !== -1) {
      this.headDone = true;
      this.push(this.head.slice(0, at) + this.newStyleTags() + this.head.slice(at));
      this.head = '';
    }
    done();
  }

  override _flush(done: TransformCallback) {
    const rest = this.head + this.decoder.end();
    // A document without `</head>` (never in our apps) still gets its styles, up front.
    if (!this.headDone && rest) this.push(this.newStyleTags() + rest);
    this.sheet.seal();
    done();
  }
}
