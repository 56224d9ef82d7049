// Helpers of the portal journeys.
import type { Page } from 'playwright-core';

type DevInbox = { captchas: { codeToken: string; answer: string }[] };

/** The answer of the picture code shown on the page, read from the development inbox API. */
export const captchaAnswer = async (page: Page, baseUrl: string): Promise<string> => {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="captcha-image"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  const src = await page.getByTestId('captcha-image').getAttribute('src');
  const codeToken = new URL(src!, baseUrl).searchParams.get('codeToken');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await fetch(`${baseUrl}/finance-gateway/api/dev/inbox`);
    const { result } = (await res.json()) as { result: DevInbox };
    const found = result.captchas.find((c) => c.codeToken === codeToken);
    if (found) return found.answer;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no captcha answer for ${codeToken}`);
};
