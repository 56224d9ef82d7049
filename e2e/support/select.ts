// Choosing an option of an Ant Design Select. A click that lands while the dropdown is still being
// laid out can be lost on a busy machine; this checks the choice took and tries again if not.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const chooseOption = async (
  page: Page,
  select: Locator,
  text: string,
  { typed }: { typed?: boolean } = {},
) => {
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    if (typed) await page.keyboard.type(text);
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: text,
      })
      .first();
    await option.waitFor();
    await option.click();
    try {
      await expect.poll(() => select.textContent(), { timeout: 3_000 }).toContain(text);
      return;
    } catch (error) {
      if (attempt === 3) throw new Error(`the select did not take "${text}"`, { cause: error });
    }
    await page.keyboard.press('Escape');
  }
};
