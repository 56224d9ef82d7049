// Choosing an option of an Ant Design Select. On a busy machine a click can land while the
// dropdown is still animating in and be lost; this checks the choice took and tries again if not.
import type { Locator, Page } from 'playwright-core';

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
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      if ((await select.textContent())?.includes(text)) return;
      await page.waitForTimeout(100);
    }
    if (attempt === 3) throw new Error(`the select did not take "${text}"`);
    await page.keyboard.press('Escape');
  }
};
