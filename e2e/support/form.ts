// Reaching the fields of the apps' antd forms from a journey.
import type { Page } from 'playwright-core';

/** The input or text area of a form field (antd puts a test id on the control or its wrapper). */
export const fieldOf = (page: Page, testId: string) =>
  page
    .locator(
      [
        `input[data-testid="${testId}"]`,
        `textarea[data-testid="${testId}"]`,
        `[data-testid="${testId}"] input`,
        `[data-testid="${testId}"] textarea`,
      ].join(', '),
    )
    .first();
