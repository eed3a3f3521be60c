import { partnerCode } from '@bookdirect/gateway-sdk/site-links';
import type { Language } from '@bookdirect/locales/language';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { EmbedConfig } from '../config';
import { languageOf } from '../i18n';
import { embedSettings, nonce } from '../runtime';
import { Shell } from './shell';

/** What an element's view gets: the settings, its attributes read, and itself for events. */
export interface ViewProps {
  config: EmbedConfig;
  lang: Language;
  partner: string | null;
  host: HTMLElement;
}

/** The attributes every element reads. */
export const COMMON_ATTRIBUTES = ['lang', 'partner', 'brand'] as const;

/**
 * A custom element that renders a React view into an open shadow root. It sizes to its
 * content (a block, no fixed height) and re-renders when an attribute changes.
 */
export abstract class EmbedElement extends HTMLElement {
  #root: Root | undefined;
  #mount: HTMLDivElement | undefined;
  #config: EmbedConfig | undefined;
  #failed = false;

  protected abstract view(props: ViewProps): ReactNode;

  connectedCallback(): void {
    if (!this.shadowRoot) {
      const shadow = this.attachShadow({ mode: 'open' });
      this.#mount = document.createElement('div');
      shadow.append(this.#mount);
    }
    if (!this.#root && this.#mount) this.#root = createRoot(this.#mount);
    if (this.#config) this.render();
    else void this.#load();
  }

  disconnectedCallback(): void {
    // A move within the page disconnects and reconnects at once: keep the view then.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#root?.unmount();
      this.#root = undefined;
    });
  }

  attributeChangedCallback(): void {
    if (this.#root && this.#config) this.render();
  }

  async #load(): Promise<void> {
    try {
      this.#config = await embedSettings();
    } catch {
      // The settings never came (the booking site is down): the element stays empty rather
      // than show a broken box on the partner's page.
      this.#failed = true;
      return;
    }
    if (this.#root && !this.#failed) this.render();
  }

  protected render(): void {
    const shadow = this.shadowRoot;
    const config = this.#config;
    if (!shadow || !config || !this.#root) return;
    const partnerAttribute = this.getAttribute('partner');
    const partner = partnerCode(partnerAttribute);
    if (partnerAttribute && !partner) {
      console.warn(
        `bookdirect embed: "${partnerAttribute}" is not a partner code (A-Z a-z 0-9 _ -, 1-32)`,
      );
    }
    const lang = languageOf(this.getAttribute('lang'));
    this.#root.render(
      <Shell
        shadow={shadow}
        nonce={nonce()}
        config={config}
        lang={lang}
        partner={partner}
        brand={this.getAttribute('brand')}
      >
        {this.view({ config, lang, partner, host: this })}
      </Shell>,
    );
  }
}
