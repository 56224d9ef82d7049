// Moving between screens as a user does: from the side menu's entry to the screen it opens.
import type { Page } from 'playwright-core';

/**
 * Clicks the menu entry `item` (a portal path such as `/payee`, or a console menu key) and waits
 * for the element `screen` (a test id) of the screen it opens.
 */
export const openFromMenu = async (page: Page, item: string, screen: string) => {
  await page.getByTestId(`menu-item-${item}`).click();
  await page.getByTestId(screen).waitFor();
};
