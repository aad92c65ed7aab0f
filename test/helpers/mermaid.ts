// Mermaid's own parser, for tests that check a picture parses as GitHub would draw it.
import { JSDOM } from 'jsdom';

export interface Mermaid {
  parse(text: string): Promise<unknown>;
}

/** Mermaid, loaded once a DOM exists: it sanitises labels with DOMPurify, which needs one. */
export async function loadMermaid(): Promise<Mermaid> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  return ((await import('mermaid')) as unknown as { default: Mermaid }).default;
}
