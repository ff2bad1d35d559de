import { describe, expect, it, vi } from 'vitest';
import { chatTarget, injectWidget, whenIdle } from './chat-widget';

/** A window whose `load` and idle moments the test decides. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    cancelIdleCallback: () => undefined,
  };
  return {
    win,
    load: () => listeners.get('load')?.(),
    idle: () => {
      for (const fn of idle.splice(0)) fn();
    },
  };
}

/** Just what injecting a script touches of a document: its scripts, made and added. */
function fakeDocument() {
  const scripts: { src: string; async: boolean }[] = [];
  const element = () => {
    const attributes = new Map<string, string>();
    const script = {
      attributes,
      async: false,
      get src() {
        return attributes.get('src') ?? '';
      },
      set src(value: string) {
        attributes.set('src', value);
      },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    };
    return script;
  };
  const doc = {
    createElement: element,
    querySelectorAll: () => scripts,
    body: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
  };
  return { doc: doc as unknown as Document, scripts };
}

describe('the chat button’s target', () => {
  it('is the service’s widget when website config names one, else our conversation with the mall', () => {
    expect(chatTarget('https://chat.example.com/widget.js')).toEqual({ kind: 'widget', src: 'https://chat.example.com/widget.js' });
    expect(chatTarget('')).toEqual({ kind: 'ours' });
    expect(chatTarget('   ')).toEqual({ kind: 'ours' });
    expect(chatTarget(undefined)).toEqual({ kind: 'ours' });
    expect(chatTarget('javascript:alert(1)')).toEqual({ kind: 'ours' });
  });
});

describe('loading the widget', () => {
  it('waits for the page’s load and then an idle moment, and injects the script once', () => {
    const page = fakeWindow('loading');
    const src = 'https://chat.example.com/widget.js';
    const { doc, scripts } = fakeDocument();
    const work = vi.fn(() => injectWidget(src, doc));
    whenIdle(work, page.win as never);
    page.idle();
    expect(work).not.toHaveBeenCalled();
    page.load();
    expect(work).not.toHaveBeenCalled();
    expect(scripts).toHaveLength(0);
    page.idle();
    expect(work).toHaveBeenCalledTimes(1);
    injectWidget(src, doc);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(src);
    expect(scripts[0]?.async).toBe(true);
  });

  it('on a page already loaded waits only for idle, and a cancel before it stops the load', () => {
    const page = fakeWindow('complete');
    const work = vi.fn();
    const cancel = whenIdle(work, page.win as never);
    cancel();
    page.idle();
    expect(work).not.toHaveBeenCalled();
    const again = fakeWindow('complete');
    whenIdle(work, again.win as never);
    again.idle();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
