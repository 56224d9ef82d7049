// Chromium's own PDF viewer, which draws a PDF in frames of its extension: finding those frames and
// telling when one has drawn its document.
import type { Frame, Page } from 'playwright-core';

/** The frames of the page's PDF viewers. */
export const pdfViewers = (page: Page) =>
  page.frames().filter((frame) => frame.url().startsWith('chrome-extension:'));

/** Whether a viewer has loaded its document: its toolbar's progress bar is hidden. */
export const isPdfDrawn = (viewer: Frame) =>
  viewer.evaluate(() => {
    // The toolbar's progress bar, wherever the viewer's shadow roots put it.
    const find = (root: ParentNode): Element | null => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName === 'cr-progress') return element;
        const inner = element.shadowRoot && find(element.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    return find(document)?.hasAttribute('hidden') ?? false;
  });
